import type { TestFigures, TestKind, TestMinutes } from '../../contract/typingTest';
import type { DbOrTx } from './points';

/** A grade reached in a typing test (打字测试): what a certificate (奖状) is made from. */
export interface TypingGradePassed {
  roleId: string;
  testId: string;
  kind: TestKind;
  /** 1 (一级) … 10 (十级) */
  grade: number;
  gradeName: string;
  minutes: TestMinutes;
  /** the figures the server computed from the replayed log */
  figures: TestFigures;
  /** when the test was handed in (the server's clock) */
  at: Date;
}

/**
 * "A grade was passed": called once per test, inside the transaction that stores its result
 * (server/services/typingTests.ts submitTest), only when the test reached a grade (≥ 一级) —
 * a repeat of the same submission never calls it again. Whatever is written here (a certificate
 * row) commits or rolls back with the result. Nothing is done yet: the certificates (奖状) are
 * wired here when they land.
 */
export async function typingGradePassed(_tx: DbOrTx, _passed: TypingGradePassed): Promise<void> {}
