import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, lt, max, sql } from 'drizzle-orm';
import { Status } from '../../contract/envelope';
import type { Activity } from '../../contract/levels';
import { BAND_TOP_GRADE, gradeName, gradeOf, nextBand, type GradeBand, type TestFigures, type TestKind, type TestMinutes, type TestResult, type TestStart, type TestSubmitBody } from '../../contract/typingTest';
import { testActivity } from '../../levels/typingTests';
import type { Db } from '../db/client';
import { typingTests } from '../db/schema';
import { AppError } from '../errors';
import { COMMIT_TOO_LONG, keyLogBound } from './replay/bounds';
import type { ReplayPool } from './replay/pool';
import type { DbOrTx } from './points';
import { gradeSubject, typingGradePassed } from './typingTestPassed';
import { certificateCodeOf, certificateCodesOf } from './certificates';
import { replayTest } from './typingTestReplay';
import { NOT_CLAIMED, replayCounted } from './replay/counted';

export const TEST_NOT_FOUND = '这次打字测试不存在';
export const FIGURES_MISMATCH = '测试成绩和按键记录对不上，成绩没有保存';
export const OTHER_LOG = '这次测试已经交卷了，不能换一份按键记录再交';
export const TEST_EXPIRED = '这次测试已经过了交卷时间，请重新开始一次测试';
export const KEY_AFTER_END = '按键时间超出了测试时间，成绩没有保存';
export const TEST_LOG_TOO_FAST = '按键记录比手能按的还快，成绩没有保存';
export const TEST_CLOSED = '这次测试已经提交太多次了，请重新开始一次测试';
export const TEST_NOT_FINISHED = '这次测试还没有交卷';
export const TEST_TOO_EARLY = '交卷太早了：按键记录比测试开始以来的时间还长，成绩没有保存';

/** Replays a test takes at most (a retry after a lost answer, a refused try); then it is closed. */
export const MAX_TEST_SUBMISSIONS = 3;
/** How long after its start (beyond its length) a test may be handed in: time to read the text and begin. */
export const TEST_GRACE_MS = 15 * 60_000;
/**
 * How much earlier than its log's time a test may be handed in. The page's clock runs from its first
 * key, which comes after the server stored the start (and its answer crossed the network), and the
 * hand-in crosses it again: an honest hand-in is never early, so this only covers clocks that tick
 * a little apart and the server's rounding.
 */
export const TEST_CLOCK_ALLOWANCE_MS = 2_000;

type TestRow = typeof typingTests.$inferSelect;

/** The role's best grade in a language so far (0: none yet). */
export async function bestGrade(db: DbOrTx, roleId: string, kind: TestKind): Promise<number> {
  const rows = await db.select({ best: max(typingTests.grade) }).from(typingTests).where(and(eq(typingTests.roleId, roleId), eq(typingTests.kind, kind), isNotNull(typingTests.finishedAt)));
  return Number(rows[0]?.best ?? 0);
}

/**
 * Starts a test: the text is drawn by a fresh seed from the band above the role's best grade in
 * that language (levels/typingTests), stored with the test, and sent once with its id.
 */
export async function startTest(db: Db, input: { roleId: string; kind: TestKind; minutes: TestMinutes; now: Date; day: string }): Promise<TestStart> {
  const band = nextBand(await bestGrade(db, input.roleId, input.kind));
  const seed = randomInt(0, 2 ** 32 - 1);
  const activity = testActivity(input.kind, band, seed, input.minutes);
  const testId = randomUUID();
  const durationMs = input.minutes * 60_000;
  await db.insert(typingTests).values({ id: testId, roleId: input.roleId, kind: input.kind, minutes: input.minutes, durationMs, band, seed, activity, day: input.day, startedAt: input.now });
  return { testId, kind: input.kind, minutes: input.minutes, durationMs, band, activity };
}

export interface SubmitInput {
  roleId: string;
  body: TestSubmitBody;
  now: Date;
  replays: ReplayPool;
}

/**
 * Hands a test in: its log is replayed on a replay thread through the test's chapter machine up
 * to the test's end, and the figures the server computed are stored once; a claim (字/分,
 * accuracy) that differs is refused (40000). The figures come only from time the server saw pass:
 * a hand-in before the start plus the log's time (its last key; the whole length unless the text
 * was finished) is refused. A test handed in again answers the stored result for the same log
 * and refuses another (40900); hand-ins of one test run one after another in a process, so
 * concurrent duplicates answer the first one's stored result. On a first pass of a grade,
 * typingGradePassed runs in the transaction that stores the result.
 */
export function submitTest(db: Db, input: SubmitInput): Promise<TestResult & { fresh: boolean }> {
  const key = input.body.testId;
  const run = (inFlight.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => submitOnce(db, input));
  const settled = run.catch(() => undefined);
  inFlight.set(key, settled);
  void settled.then(() => inFlight.get(key) === settled && inFlight.delete(key));
  return run;
}

/** The last hand-in of each test in this process, the next one waits for. */
const inFlight = new Map<string, Promise<unknown>>();

async function submitOnce(db: Db, input: SubmitInput): Promise<TestResult & { fresh: boolean }> {
  const { body, roleId } = input;
  const test = await testOf(db, body.testId, roleId);
  if (test.finishedAt) return storedAnswer(db, test, body);
  const sinceStart = input.now.getTime() - test.startedAt.getTime();
  if (sinceStart > test.durationMs + TEST_GRACE_MS) throw new AppError(Status.invalid, TEST_EXPIRED);
  if (body.log.some((e) => e[0] > test.durationMs)) throw new AppError(Status.invalid, KEY_AFTER_END);
  const bound = keyLogBound(body.log, test.durationMs);
  if (bound) throw new AppError(Status.invalid, bound === 'commit' ? COMMIT_TOO_LONG : TEST_LOG_TOO_FAST);
  const early = (spanMs: number) => sinceStart + TEST_CLOCK_ALLOWANCE_MS < spanMs;
  // a log typed beforehand, handed in before its own time has passed: refused unreplayed
  if (early(body.log.at(-1)?.[0] ?? 0)) throw new AppError(Status.invalid, TEST_TOO_EARLY);
  const figures = await replayCounted({
    claim: async () =>
      (
        await db
          .update(typingTests)
          .set({ submissions: sql`${typingTests.submissions} + 1` })
          .where(and(eq(typingTests.id, test.id), isNull(typingTests.finishedAt), lt(typingTests.submissions, MAX_TEST_SUBMISSIONS)))
          .returning({ id: typingTests.id })
      ).length > 0,
    replay: async () => {
      const replayed = await replayTest(input.replays, { owner: roleId, activity: test.activity as Activity, log: body.log, durationMs: test.durationMs });
      // the test ended at its length unless the text was finished before: the speed counts all of it
      if (early(replayed.endMs)) throw new AppError(Status.invalid, TEST_TOO_EARLY);
      if (replayed.figures.cpm !== body.cpm || replayed.figures.accuracy !== body.accuracy) throw new AppError(Status.invalid, FIGURES_MISMATCH);
      return replayed.figures;
    },
    giveBack: () => db.update(typingTests).set({ submissions: sql`${typingTests.submissions} - 1` }).where(eq(typingTests.id, test.id)).then(() => {}),
  });
  if (figures === NOT_CLAIMED) {
    const now = await settledTest(db, test, roleId, input.replays.budgetMs);
    if (now.finishedAt) return storedAnswer(db, now, body);
    throw new AppError(Status.conflict, TEST_CLOSED);
  }
  const kind = test.kind as TestKind;
  // up to what this test's text proves: a first test (band 1) at 十级 speed is 三级 (issue 40 item 16)
  const grade = gradeOf(kind, figures.cpm, figures.accuracy, test.band as GradeBand);

  const stored = await db.transaction(async (tx) => {
    const updated = await tx
      .update(typingTests)
      .set({ finishedAt: input.now, cpm: figures.cpm, accuracy: figures.accuracy, grade, figures, log: body.log })
      .where(and(eq(typingTests.id, test.id), isNull(typingTests.finishedAt)))
      .returning({ id: typingTests.id });
    if (updated.length === 0) return false;
    if (grade > 0) await typingGradePassed(tx, { roleId, testId: test.id, kind, grade, gradeName: gradeName(grade), minutes: test.minutes as TestMinutes, figures, at: input.now });
    return true;
  });
  const row = await testOf(db, body.testId, roleId);
  if (!stored) return storedAnswer(db, row, body);
  return { ...(await resultOf(db, row)), fresh: true };
}

/**
 * The test once another process's hand-in of it has had time to finish: every replay was claimed
 * by hand-ins in flight (a duplicate sent to two processes), so this one answers their stored
 * result if they store one. A test closed before this hand-in came answers at once.
 */
async function settledTest(db: Db, seen: TestRow, roleId: string, budgetMs: number): Promise<TestRow> {
  if (seen.submissions >= MAX_TEST_SUBMISSIONS) return testOf(db, seen.id, roleId);
  const until = Date.now() + budgetMs + 1000;
  for (;;) {
    const test = await testOf(db, seen.id, roleId);
    if (test.finishedAt || Date.now() > until) return test;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A hand-in of a test already handed in, answered before the body is checked or counted (the route
 * counts the rest against the role's limit): the stored result, or the refusal storedAnswer gives.
 * Null when `raw` names no finished test of the role. Reads the body as sent, without the schema:
 * a repeat costs one read and a comparison, not a check of thousands of keys.
 */
export async function repeatedHandIn(db: Db, roleId: string, raw: unknown): Promise<TestResult | null> {
  const { testId, log, cpm, accuracy } = (raw ?? {}) as Record<string, unknown>;
  if (typeof testId !== 'string' || !UUID.test(testId) || typeof cpm !== 'number' || typeof accuracy !== 'number') return null;
  const [test] = await db.select().from(typingTests).where(eq(typingTests.id, testId)).limit(1);
  if (!test?.finishedAt || test.roleId !== roleId) return null;
  const { fresh: _fresh, ...result } = await storedAnswer(db, test, { testId, log: log as TestSubmitBody['log'], cpm, accuracy });
  return result;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A finished test handed in again: the stored result for the same log and claim, else refused. */
async function storedAnswer(db: Db, test: TestRow, body: TestSubmitBody): Promise<TestResult & { fresh: boolean }> {
  // the lengths first: a repeat is answered before any limit, so another log costs no serialising
  const same = Array.isArray(body.log) && (test.log as unknown[]).length === body.log.length && JSON.stringify(test.log) === JSON.stringify(body.log);
  if (!same) throw new AppError(Status.conflict, OTHER_LOG);
  const figures = test.figures as TestFigures;
  if (figures.cpm !== body.cpm || figures.accuracy !== body.accuracy) throw new AppError(Status.invalid, FIGURES_MISMATCH);
  return { ...(await resultOf(db, test)), fresh: false };
}

async function testOf(db: DbOrTx, testId: string, roleId: string): Promise<TestRow> {
  const rows = await db.select().from(typingTests).where(eq(typingTests.id, testId)).limit(1);
  const test = rows[0];
  if (!test || test.roleId !== roleId) throw new AppError(Status.notFound, TEST_NOT_FOUND);
  return test;
}

function answerOf(test: TestRow, best: number): TestResult {
  const grade = test.grade ?? 0;
  return {
    testId: test.id, kind: test.kind as TestKind, minutes: test.minutes as TestMinutes, grade, gradeName: gradeName(grade),
    figures: test.figures as TestFigures, bestGrade: Math.max(best, grade), textTopGrade: BAND_TOP_GRADE[test.band as GradeBand] ?? 10,
    finishedAt: (test.finishedAt ?? test.startedAt).toISOString(), certificateCode: null,
  };
}

async function resultOf(db: DbOrTx, test: TestRow): Promise<TestResult> {
  const answer = answerOf(test, await bestGrade(db, test.roleId, test.kind as TestKind));
  const certificateCode = answer.grade > 0 ? await certificateCodeOf(db, test.roleId, 'grade', gradeSubject(answer.kind, answer.grade)) : null;
  return { ...answer, certificateCode };
}

/** A finished test of the role (GET typingTest/:testId); 40900 while it is not handed in. */
export async function finishedTest(db: Db, roleId: string, testId: string): Promise<TestResult> {
  const test = await testOf(db, testId, roleId);
  if (!test.finishedAt) throw new AppError(Status.conflict, TEST_NOT_FINISHED);
  return resultOf(db, test);
}

/** How many finished tests the history answers, newest first. */
export const HISTORY_LIMIT = 50;

/** The role's finished tests, newest first (/report's 打字测试 history). */
export async function testHistory(db: Db, roleId: string): Promise<{ tests: TestResult[]; best: Record<TestKind, number> }> {
  const rows = await db
    .select()
    .from(typingTests)
    .where(and(eq(typingTests.roleId, roleId), isNotNull(typingTests.finishedAt)))
    .orderBy(desc(typingTests.finishedAt))
    .limit(HISTORY_LIMIT);
  const bestRows = await db
    .select({ kind: typingTests.kind, best: max(typingTests.grade) })
    .from(typingTests)
    .where(and(eq(typingTests.roleId, roleId), isNotNull(typingTests.finishedAt)))
    .groupBy(typingTests.kind);
  const best: Record<TestKind, number> = { english: 0, pinyin: 0, hanzi: 0 };
  for (const r of bestRows) if (r.kind in best) best[r.kind as TestKind] = Number(r.best ?? 0);
  const codes = await certificateCodesOf(db, roleId, 'grade');
  const tests = rows.map((r) => {
    const answer = answerOf(r, best[r.kind as TestKind] ?? 0);
    return { ...answer, certificateCode: answer.grade > 0 ? (codes.get(gradeSubject(answer.kind, answer.grade)) ?? null) : null };
  });
  return { tests, best };
}

/** The band a role's next test in a language is drawn from (shown on the start page). */
export async function bandFor(db: Db, roleId: string, kind: TestKind): Promise<GradeBand> {
  return nextBand(await bestGrade(db, roleId, kind));
}
