import type { KeyStats, PointBalance, ProgressBody, ProgressResult } from '../../contract/student';
import { request } from './http';

// /student calls of API.md, always for the active student role.

/** Posts a finished chapter; the same attemptId sent again is counted once, so a retry is safe. */
export const postProgressApi = (body: ProgressBody, opts: { silent?: boolean } = {}) =>
  request<ProgressResult>('/student/progress', { method: 'POST', body, silent: opts.silent });
export const pointBalanceApi = () => request<PointBalance>('/student/point/balance');
export const keyStatsApi = () => request<KeyStats>('/student/keyStats');
