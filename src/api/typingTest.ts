import type { TestKind, TestMinutes, TestResult, TestStart, TestSubmitBody } from '../../contract/typingTest';
import { request } from './http';

// /typingTest calls (docs/API-typingTest.md), for the active student role.

export const startTestApi = (kind: TestKind, minutes: TestMinutes) => request<TestStart>('/typingTest/start', { method: 'POST', body: { kind, minutes } });
export const submitTestApi = (body: TestSubmitBody) => request<TestResult>('/typingTest/submit', { method: 'POST', body, silent: true });
export const testResultApi = (testId: string) => request<TestResult>(`/typingTest/result/${encodeURIComponent(testId)}`, { silent: true });
export const testHistoryApi = () => request<{ tests: TestResult[]; best: Record<TestKind, number> }>('/typingTest/history', { silent: true });
