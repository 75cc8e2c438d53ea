import { and, inArray, isNotNull, max } from 'drizzle-orm';
import type { TestGrades } from '../../contract/homework';
import { TEST_KINDS, type TestKind } from '../../contract/typingTest';
import type { Db } from '../db/client';
import { typingTests } from '../db/schema';

/** No graded test yet. */
export const NO_GRADES: TestGrades = { english: 0, pinyin: 0, hanzi: 0 };

/**
 * The gradebook's typing-test column: each member's best grade in each language, from the finished
 * tests (the grade the test page and the 奖状 show: typingTests.ts bestGrade, for the whole class at once).
 */
export async function testGrades(db: Db, roleIds: readonly string[]): Promise<Map<string, TestGrades>> {
  const out = new Map<string, TestGrades>();
  if (!roleIds.length) return out;
  const rows = await db
    .select({ roleId: typingTests.roleId, kind: typingTests.kind, best: max(typingTests.grade) })
    .from(typingTests)
    .where(and(inArray(typingTests.roleId, [...roleIds]), isNotNull(typingTests.finishedAt)))
    .groupBy(typingTests.roleId, typingTests.kind);
  for (const r of rows) {
    if (!TEST_KINDS.includes(r.kind as TestKind)) continue;
    const grades = out.get(r.roleId) ?? { ...NO_GRADES };
    grades[r.kind as TestKind] = Number(r.best ?? 0);
    out.set(r.roleId, grades);
  }
  return out;
}
