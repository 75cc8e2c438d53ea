import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limits } from '../../server/limits';
import { useGames } from '../../server/services/games';
import { hit } from '../../server/services/limiter';
import { startTestApp, type TestApp } from './harness';
import { logOf, tapGames, tapLevels, tapTargets } from './gameTestMachine';
import { gameStudent } from './gameStudents';
import { durableWrites, statementsOf } from './statementLog';
import { chapterResult, freeChapters } from '../bench/loadRun';
import { sentAtOnce } from './chapterLogs';
import { sql } from 'drizzle-orm';
import { executedRows } from '../../server/db/rows';
import { rewardedReplaysToday } from '../../server/services/progress';
import { keyStatsOf } from '../../server/services/keyTotals';

/**
 * What a frequent request costs the database, on PGlite and PostgreSQL: round trips (each waits for
 * a core on a busy machine) and durable commits (each waits for the disk's WAL flush). A school's
 * load is these requests many times a second (docs/SCALING.md, "The realistic profile").
 */
let t: TestApp;
let restore: () => void;
beforeAll(async () => {
  restore = useGames(tapGames);
  // the real limits (RATE_LIMIT_SCALE 1): the second test fills one
  t = await startTestApp({ rateLimitScale: 1 });
});
afterAll(async () => {
  restore();
  await t.close();
});

describe('the course list of a student', () => {
  it('is two statements: the session with the role, then the best stars and the last chapter together', async () => {
    const s = await gameStudent(t, 0);
    await t.call('POST', t.api('/student/progress'), chapterResult(freeChapters[1]!), s.headers);
    let answer: Awaited<ReturnType<TestApp['call']>> | undefined;
    const statements = (await statementsOf(async () => void (answer = await t.call('GET', t.api('/course/list'), undefined, s.headers)))).filter((q) => !/"races"/.test(q));
    expect(answer).toMatchObject({ status: 200, data: { resume: { chapterId: expect.any(String) } } });
    expect(statements).toHaveLength(2);
  });
});

describe("a game round's start", () => {
  it('is the session, the homework look-up and one message: the lock, the balance check, the ledger row and the round, and nothing written when short', async () => {
    const s = await gameStudent(t, 100);
    let answer: Awaited<ReturnType<TestApp['call']>> | undefined;
    const statements = (await statementsOf(async () => void (answer = await t.call('POST', t.api('/game/round/start'), { courseId: 'tap_test', courseLevelId: 'one' }, s.headers)))).filter((q) => !/"races"/.test(q));
    expect(answer).toMatchObject({ status: 200, data: { point: 50 } });
    // on PostgreSQL the new balance also reaches the account's other processes (one NOTIFY, after the commit)
    const trips = statements.filter((q) => !q.includes('pg_notify'));
    // the level as homework of this child (none here: a round of homework is free, homeworkRounds.ts) is one read
    expect(trips).toHaveLength(3);
    expect(trips[1]).toMatch(/from "homework_assignments"/);
    expect(trips[2]).toMatch(/^select id from roles where id = .* for no key update;.*insert into points_ledger.*insert into game_rounds/);
    expect(statements.filter((q) => /^(begin|commit)/i.test(q))).toEqual([]);
  });
});

describe("a game round's finish", () => {
  it('is six statements and one durable write: the session, both limits at once, the round, the replay claim, the result, the standing', async () => {
    const s = await gameStudent(t, 100);
    const start = await t.call('POST', t.api('/game/round/start'), { courseId: 'tap_test', courseLevelId: 'one' }, s.headers);
    const log = logOf(tapTargets(tapLevels[0]!, start.data.seed));
    const body = { roundId: start.data.roundId, log, score: 65, durationMs: log.at(-1)![0] };
    let answer: Awaited<ReturnType<TestApp['call']>> | undefined;
    // the race rooms' sweep (every 5 s, its own) may fall inside a slow request
    const statements = (await statementsOf(async () => void (answer = await t.call('POST', t.api('/game/progress'), body, s.headers)))).filter((q) => !/"races"/.test(q));
    expect(answer).toMatchObject({ status: 200, data: { score: 65, rank: 1 } });
    expect(statements.filter((q) => /^(begin|commit)/i.test(q))).toEqual([]);
    expect(statements).toHaveLength(6);
    // the round's result is the one write that waits for the disk; the counters do not
    expect(durableWrites(statements)).toEqual([expect.stringMatching(/^with fin as \( update game_rounds set finished_at/)]);
  });

  it('counts both limits of a round in one statement, and the role that is past its own is refused alone', async () => {
    const [s, other] = [await gameStudent(t, 100), await gameStudent(t, 100)];
    const first = await t.call('POST', t.api('/game/round/start'), { courseId: 'tap_test', courseLevelId: 'one' }, s.headers);
    const statements = await statementsOf(() => t.call('POST', t.api('/game/progress'), { roundId: first.data.roundId, log: [], score: 0, durationMs: 1 }, s.headers));
    expect(statements.filter((q) => q.includes('rate_limits'))).toHaveLength(1);

    for (let i = 1; i < Limits.gameProgressPerRole.max; i++) await hit(t.app.db, Limits.gameProgressPerRole, s.roleId, t.clock.now());
    const round = async (who: typeof s) => {
      const start = await t.call('POST', t.api('/game/round/start'), { courseId: 'tap_test', courseLevelId: 'one' }, who.headers);
      const log = logOf(tapTargets(tapLevels[0]!, start.data.seed));
      return t.call('POST', t.api('/game/progress'), { roundId: start.data.roundId, log, score: 65, durationMs: log.at(-1)![0] }, who.headers);
    };
    expect(await round(s)).toMatchObject({ http: 429, status: 42900 });
    expect(await round(other)).toMatchObject({ http: 200, data: { score: 65 } });
  });
});

describe("a chapter's submit", () => {
  it('reads what its checks need in one statement after the lock: 13 statements with BEGIN and COMMIT (18 before), one commit', async () => {
    const s = await gameStudent(t, 0);
    const body = chapterResult(freeChapters[0]!);
    let answer: Awaited<ReturnType<TestApp['call']>> | undefined;
    const statements = (await statementsOf(async () => void (answer = await t.call('POST', t.api('/student/progress'), body, s.headers)))).filter((q) => !/"races"/.test(q));
    expect(answer).toMatchObject({ status: 200, data: { stars: expect.any(Number) } });
    // the session, the limit, BEGIN, the lock, the facts (stored attempt, best, today's points, medals,
    // attempts), the attempt, the best, the ledger, the section's bests, the first-three-stars medal,
    // the key stats (typed at 95 %+), the balance, COMMIT
    expect(statements.filter((q) => /^commit/i.test(q))).toHaveLength(1);
    // on PostgreSQL the new balance also reaches the account's other processes (one NOTIFY, after the commit)
    expect(statements.filter((q) => q.includes('pg_notify')).length).toBeLessThanOrEqual(1);
    expect(statements.filter((q) => !q.includes('pg_notify'))).toHaveLength(13);
  });
});

describe("a replay's count of today's rewarded replays", () => {
  it("reads the day's ledger rows and their attempts by key, not every attempt ever stored", async () => {
    const s = await gameStudent(t, 0);
    const day = '2026-11-27';
    const chapterId = freeChapters[2]!;
    // one rewarded replay today, and 5,000 attempts of other days that the count must not read
    await t.app.db.execute(sql`insert into chapter_attempts (attempt_id, role_id, chapter_id, duration_ms, correct, wrong, cpm, accuracy, stars, points_earned, day)
      select 'old-' || g, ${s.roleId}, ${chapterId}, 20000, 20, 1, 60, 95, 3, 0, '2026-01-01'::date from generate_series(1, 5000) g`);
    await t.app.db.execute(sql`insert into chapter_attempts (attempt_id, role_id, chapter_id, duration_ms, correct, wrong, cpm, accuracy, stars, points_earned, day)
      values ('today-1', ${s.roleId}, ${chapterId}, 20000, 20, 1, 60, 95, 3, 10, ${day}::date)`);
    await t.app.db.execute(sql`insert into points_ledger (role_id, delta, reason, ref, day) values (${s.roleId}, 10, 'replay', 'chapter:today-1', ${day}::date)`);
    await t.app.db.execute(sql`analyze chapter_attempts`);
    const [count] = executedRows<{ n: number | string }>(await t.app.db.execute(rewardedReplaysToday(s.roleId, chapterId, day)));
    expect(Number(count!.n)).toBe(1);
    const [row] = executedRows<Record<string, unknown>>(await t.app.db.execute(sql`explain (analyze, buffers, format json) ${rewardedReplaysToday(s.roleId, chapterId, day)}`));
    const json = Object.values(row!)[0];
    const plan = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: Record<string, number> }[];
    const blocks = plan[0]!.Plan['Shared Hit Blocks']! + plan[0]!.Plan['Shared Read Blocks']!;
    // the 5,000 attempts fill about 90 blocks; the ledger's index, its row and one attempt's key a handful
    expect(blocks).toBeLessThan(30);
  });
});

describe("a role's key counts", () => {
  it('are running totals kept with each attempt and round, equal to the sum over all of them, also when they come at once', async () => {
    const s = await gameStudent(t, 100);
    const start = await t.call('POST', t.api('/game/round/start'), { courseId: 'tap_test', courseLevelId: 'one' }, s.headers);
    const log = logOf(tapTargets(tapLevels[0]!, start.data.seed));
    // six chapters (each with its own key counts, the replay's) and a round at once; a busy replay (42900) is sent again
    const calls: [string, unknown][] = [
      ...Array.from({ length: 6 }, (_, i): [string, unknown] => ['/student/progress', chapterResult(freeChapters[i % 3]!)]),
      ['/game/progress', { roundId: start.data.roundId, log, score: 65, durationMs: log.at(-1)![0] }],
    ];
    const answers = await sentAtOnce(calls, ([path, body]) => t.call('POST', t.api(path), body, s.headers));
    expect(answers.map((a) => a.status), answers.map((a) => a.message).join(' | ')).toEqual(Array(7).fill(200));
    // the definition: every attempt's and finished round's counts summed (what the report read before the totals)
    const summed = executedRows<{ code: string; hit: string | number; miss: string | number }>(
      await t.app.db.execute(sql`select k.key as code, sum((k.value->>'hit')::int) as hit, sum((k.value->>'miss')::int) as miss
        from (select key_stats as stats from chapter_attempts where role_id = ${s.roleId}
              union all select key_stats from game_rounds where role_id = ${s.roleId} and finished_at is not null and key_stats is not null) x,
          jsonb_each(x.stats) as k group by k.key`),
    );
    const expected = Object.fromEntries(summed.map((r) => [r.code, { hit: Number(r.hit), miss: Number(r.miss) }]));
    expect(expected.KeyF!.hit).toBeGreaterThanOrEqual(12);
    expect(Object.keys(expected).length).toBeGreaterThan(3);
    expect(await keyStatsOf(t.app.db, s.roleId)).toEqual(expected);
  });
});
