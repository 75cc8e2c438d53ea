import type { KeyStats } from '../../contract/student';
import { request } from './http';

// /student calls of API.md, always for the active student role.

export const keyStatsApi = () => request<KeyStats>('/student/keyStats');
