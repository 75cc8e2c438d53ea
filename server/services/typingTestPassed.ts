import { TEST_KIND_LABELS, type TestFigures, type TestKind, type TestMinutes } from '../../contract/typingTest';
import { awardCertificate } from './certificates';
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

/** The subject of a grade's certificate: one 奖状 per language and grade. */
export const gradeSubject = (kind: TestKind, grade: number): string => `${kind}:${grade}`;

/**
 * "A grade was passed": called once per test, inside the transaction that stores its result
 * (server/services/typingTests.ts submitTest), only when the test reached a grade (≥ 一级) —
 * a repeat of the same submission never calls it again. It awards the grade's 奖状 (and with it
 * the 考级通过 medal), once per language and grade: a later test at the same grade keeps the
 * first certificate. It commits or rolls back with the result.
 */
export async function typingGradePassed(tx: DbOrTx, passed: TypingGradePassed): Promise<void> {
  const f = passed.figures;
  const unit = passed.kind === 'english' ? '字/分' : '汉字/分';
  await awardCertificate(tx, {
    roleId: passed.roleId,
    kind: 'grade',
    subject: gradeSubject(passed.kind, passed.grade),
    title: `打字测试 ${TEST_KIND_LABELS[passed.kind]}${passed.gradeName}`,
    figures: [
      { label: '速度', value: `${f.cpm} ${unit}` },
      ...(f.wpm !== null ? [{ label: '英文速度', value: `${f.wpm} WPM` }] : []),
      { label: '正确率', value: `${f.accuracy}%` },
      { label: '测试时长', value: `${passed.minutes} 分钟` },
    ],
    achievedAt: passed.at,
  });
}
