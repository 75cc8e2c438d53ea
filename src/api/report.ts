import type { DayReport } from '../../contract/account';
import type { ProgressBody, ProgressResult, KeyStats } from '../../contract/student';
import type { WeakKeys, WeakPinyin, WeakPractice, WeakPracticeKind } from '../../contract/weakKeys';
import { request } from './http';

// /student report calls (API.md Student) and the 练习薄弱键 / 练习薄弱拼音 chapters, for the active student role.

export const quarterlyReportApi = () => request<DayReport[]>('/student/quarterlyReport');
export const keyStatsApi = () => request<KeyStats>('/student/keyStats');
export const weakKeysApi = () => request<WeakKeys>('/student/weakKeys');
export const weakPinyinApi = () => request<WeakPinyin>('/student/weakPinyin');
export const createWeakPracticeApi = (kind: WeakPracticeKind = 'keys') => request<WeakPractice>('/student/weakPractice', { method: 'POST', body: { kind } });
export const weakPracticeApi = (id: string) => request<WeakPractice>(`/student/weakPractice/${encodeURIComponent(id)}`, { silent: true });
export const postWeakProgressApi = (id: string, body: ProgressBody) =>
  request<ProgressResult>(`/student/weakPractice/${encodeURIComponent(id)}/progress`, { method: 'POST', body, silent: true });
