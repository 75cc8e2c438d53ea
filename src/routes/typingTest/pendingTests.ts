import type { TestStart } from '../../../contract/typingTest';

/**
 * Tests started on /typing-test and not yet handed in: the text comes once, with the start, so
 * the run page takes it from here (kept in memory only). A reload of the run page finds nothing:
 * a test is sat once per start, and the page then shows the stored result or offers a new test.
 */
const pending = new Map<string, TestStart>();

export const keepPending = (start: TestStart): void => void pending.set(start.testId, start);

/** The started test with this id, if this page started it and it is not handed in yet. */
export const pendingTest = (testId: string): TestStart | null => pending.get(testId) ?? null;

/** The test is over (handed in): it cannot be sat again from this page. */
export const forgetPending = (testId: string): void => void pending.delete(testId);
