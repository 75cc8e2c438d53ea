import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gameRounds, pointsLedger, roles, users } from '../../server/db/schema';
import { addPoints, balance } from '../../server/services/points';
import { LOG_UNREADABLE, SCORE_MISMATCH, ROUND_NOT_OVER, weekStart } from '../../server/services/gameRounds';
import { useGames } from '../../server/services/games';
import { startTestApp, type TestApp } from './harness';
import { logOf, tapGames, tapLevels, tapTargets } from './gameTestMachine';

let t: TestApp;
let restore: () => void;
beforeAll(async () => {
  restore = useGames(tapGames);
  t = await startTestApp();
});
afterAll(async () => {
  restore();
  await t.close();
});

const DAY = '2026-11-21';
let n = 0;
/** A new student role with `points`; its id and the headers the client sends. */
async function student(points = 0, roleName = '小明') {
  const login = await t.call('POST', t.api('/auth/loginByGuest'), {});
  const authorization = login.data.accessToken as string;
  const role = await t.call('POST', t.api('/user/role/create'), { roleName, roleType: 'STUDENT', avatar: 'panda.svg' }, { authorization });
  const roleId = role.data.id as string;
  if (points) await addPoints(t.app.db, { roleId, delta: points, reason: 'test', ref: `gift:${roleId}:${n++}`, day: DAY });
  return { roleId, headers: { authorization, userroleid: roleId } };
}
type Student = Awaited<ReturnType<typeof student>>;
const start = (s: Student, courseLevelId = 'one', mode?: string) => t.call('POST', t.api('/game/round/start'), { courseId: 'tap_test', courseLevelId, mode }, s.headers);
const finish = (s: Student, body: unknown) => t.call('POST', t.api('/game/progress'), body, s.headers);

/** Plays a round of level `one` perfectly (or with wrong keys first): the body to send and the true score. */
function play(roundId: string, seed: number, opts: { wrongFirst?: boolean; claim?: number; mashFirst?: number } = {}) {
  const keys = [...Array<string>(opts.mashFirst ?? (opts.wrongFirst ? 1 : 0)).fill('z'), ...tapTargets(tapLevels[0]!, seed)];
  const log = logOf(keys);
  const score = 50 + 15; // 10 a letter plus the combo: 1 + 2 + … + 5 = 15 (a wrong key costs nothing)
  return { body: { roundId, log, score: opts.claim ?? score, durationMs: log.at(-1)![0] }, score };
}

describe('the game list', () => {
  it('lists groups with their games, and a group with its levels and the role best stars', async () => {
    const groups = await t.call('GET', t.api('/game/groups'));
    expect(groups.data).toEqual([{ id: 'test', name: '测试游戏', courses: [{ id: 'tap_test', name: '点字母', render_engine: 'tap_test', cover: '/c/tap.svg' }] }]);
    const signedOut = await t.call('GET', t.api('/game/courses/test'));
    expect(signedOut.data[0].levels).toEqual([
      { id: 'one', name: '第1关', starScores: [20, 40, 60], stars: 0, bestScore: null },
      { id: 'two', name: '第2关', starScores: [20, 40, 60], stars: 0, bestScore: null },
    ]);
    expect((await t.call('GET', t.api('/game/courses/nope'))).status).toBe(40400);
  });

  it('answers a level as its engine takes it, and 40400 for an unknown one', async () => {
    const detail = await t.call('GET', t.api('/game/levelDetail/tap_test/two'));
    expect(detail.data).toMatchObject({ render_engine: 'tap_test', id: 'two', letters: 'jkl', count: 3, limitMs: 5000, courseId: 'tap_test', courseName: '点字母' });
    expect((await t.call('GET', t.api('/game/levelDetail/tap_test/nine'))).status).toBe(40400);
    expect((await t.call('GET', t.api('/game/levelDetail/space/one'))).status).toBe(40400);
  });

  it('tells whether the balance pays a round', async () => {
    const s = await student(49);
    expect((await t.call('GET', t.api('/game/pointEnough'), undefined, s.headers)).data).toEqual({ enough: false, point: 49, cost: 50 });
    await addPoints(t.app.db, { roleId: s.roleId, delta: 1, reason: 'test', ref: `more:${s.roleId}`, day: DAY });
    expect((await t.call('GET', t.api('/game/pointEnough'), undefined, s.headers)).data).toEqual({ enough: true, point: 50, cost: 50 });
    expect((await t.call('GET', t.api('/game/pointEnough'))).status).toBe(10000);
  });
});

describe('starting a round', () => {
  it('takes 50 points and answers the round id, its seed and the balance', async () => {
    const s = await student(120);
    const res = await start(s);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ roundId: expect.stringMatching(/^[0-9a-f-]{36}$/), point: 70 });
    expect(Number.isInteger(res.data.seed)).toBe(true);
    expect(await balance(t.app.db, s.roleId)).toBe(70);
    const rows = await t.app.db.select().from(pointsLedger).where(eq(pointsLedger.ref, `game:${res.data.roundId}`));
    expect(rows).toMatchObject([{ delta: -50, reason: 'game', roleId: s.roleId }]);
  });

  it('refuses with 60001 您的学习积分不够了 and writes nothing when the balance is short', async () => {
    const s = await student(49);
    const res = await start(s);
    expect(res).toMatchObject({ status: 60001, message: '您的学习积分不够了', data: null });
    expect(await balance(t.app.db, s.roleId)).toBe(49);
    expect(await t.app.db.select().from(gameRounds).where(eq(gameRounds.roleId, s.roleId))).toEqual([]);
  });

  it('lets exactly two of 20 concurrent starts through at a balance of 100, leaving 0', async () => {
    const s = await student(100);
    const results = await Promise.all(Array.from({ length: 20 }, () => start(s)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 60001)).toHaveLength(18);
    expect(await balance(t.app.db, s.roleId)).toBe(0);
    expect(await t.app.db.select().from(gameRounds).where(eq(gameRounds.roleId, s.roleId))).toHaveLength(2);
  });

  it('refuses an unknown level (40400), bad input (40000), a teacher (40300) and 经典模式 for a non-VIP (40300)', async () => {
    const s = await student(500);
    expect((await start(s, 'nine')).status).toBe(40400);
    expect((await t.call('POST', t.api('/game/round/start'), { courseId: 'tap_test' }, s.headers))).toMatchObject({ status: 40000, message: '缺少关卡' });
    expect((await start(s, 'one', 'hard')).status).toBe(40000);
    const classic = await start(s, 'one', 'classic');
    expect(classic.status).toBe(40300);
    expect(classic.message).toContain('会员');
    expect(await balance(t.app.db, s.roleId)).toBe(500);
    const role = (await t.app.db.select().from(roles).where(eq(roles.id, s.roleId)))[0]!;
    await t.app.db.update(users).set({ vipForever: true }).where(eq(users.id, role.userId));
    expect((await start(s, 'one', 'classic')).status).toBe(200);
  });
});

describe('finishing a round', () => {
  it('stores the score the server replays, with stars, best and rank; key stats join the role', async () => {
    const s = await student(100);
    const { roundId, seed } = (await start(s)).data;
    const { body, score } = play(roundId, seed, { wrongFirst: true });
    const res = await finish(s, body);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ score, stars: 3, accuracy: 83.3, maxCombo: 5, best: score, bestStars: 3, rank: expect.any(Number) });
    const stats = (await t.call('GET', t.api('/student/keyStats'), undefined, s.headers)).data;
    expect(stats.KeyZ).toEqual({ hit: 0, miss: 1 });
    const typed = tapTargets(tapLevels[0]!, seed).length;
    expect(Object.values(stats as Record<string, { hit: number }>).reduce((a, k) => a + k.hit, 0)).toBe(typed);
    const levels = (await t.call('GET', t.api('/game/courses/test'), undefined, s.headers)).data[0].levels;
    expect(levels[0]).toMatchObject({ id: 'one', stars: 3, bestScore: score });
  });

  it('keeps a mashed round (under half its keys right) out of the key stats the report and coach read (issue 40)', async () => {
    const s = await student(100);
    const { roundId, seed } = (await start(s)).data;
    const { body, score } = play(roundId, seed, { mashFirst: 10 });
    expect((await finish(s, body)).data).toMatchObject({ score, accuracy: 33.3 });
    expect((await t.call('GET', t.api('/student/keyStats'), undefined, s.headers)).data).toEqual({});
  });

  it('refuses a forged score with a clear message and stores nothing; the true score then counts', async () => {
    const s = await student(100);
    const { roundId, seed } = (await start(s)).data;
    const forged = play(roundId, seed, { claim: 9999 });
    const res = await finish(s, forged.body);
    expect(res).toMatchObject({ status: 40000, message: SCORE_MISMATCH, data: null });
    expect(SCORE_MISMATCH).toMatch(/分数/);
    const row = (await t.app.db.select().from(gameRounds).where(eq(gameRounds.id, roundId)))[0]!;
    expect(row.finishedAt).toBeNull();
    expect(row.score).toBeNull();
    const honest = play(roundId, seed);
    expect((await finish(s, honest.body)).data.score).toBe(honest.score);
  });

  it('refuses a log in which the round is not over, and keys out of order', async () => {
    const s = await student(100);
    const { roundId, seed } = (await start(s)).data;
    const { body } = play(roundId, seed);
    expect(await finish(s, { ...body, log: body.log.slice(0, 2), score: 23 })).toMatchObject({ status: 40000, message: ROUND_NOT_OVER });
    expect(await finish(s, { ...body, log: [...body.log].reverse() })).toMatchObject({ status: 40000, message: '按键记录的时间必须按先后排列' });
    expect(await finish(s, { ...body, roundId: 'x' })).toMatchObject({ status: 40000 });
  });

  it('counts a round finished twice once, also when both arrive together', async () => {
    const s = await student(200);
    const first = (await start(s)).data;
    const a = play(first.roundId, first.seed);
    const once = await finish(s, a.body);
    const again = await finish(s, a.body);
    expect(again).toEqual(once);
    // a different claim on a finished round is still refused
    expect((await finish(s, { ...a.body, score: a.score + 1 })).status).toBe(40000);

    const second = (await start(s)).data;
    const b = play(second.roundId, second.seed, { wrongFirst: true });
    const both = await Promise.all(Array.from({ length: 5 }, () => finish(s, b.body)));
    for (const r of both) expect(r).toMatchObject({ status: 200, data: { score: b.score } });
    const stats = (await t.call('GET', t.api('/student/keyStats'), undefined, s.headers)).data;
    expect(stats.KeyZ).toEqual({ hit: 0, miss: 1 });
    const finished = await t.app.db.select().from(gameRounds).where(eq(gameRounds.roleId, s.roleId));
    expect(finished.map((r) => r.score)).toEqual([a.score, b.score]);
    expect(await balance(t.app.db, s.roleId)).toBe(100);
  });

  it('refuses a log the game cannot replay (its machine throws) and keeps serving', async () => {
    const s = await student(100);
    const { roundId, seed } = (await start(s)).data;
    const { body } = play(roundId, seed);
    const crash = { ...body, log: [[100, 'KeyC', 'Crash'], ...body.log] };
    expect(await finish(s, crash)).toMatchObject({ status: 40000, message: LOG_UNREADABLE });
    expect((await finish(s, body)).status).toBe(200);
  });

  it("refuses another role's round (40400)", async () => {
    const s = await student(100);
    const other = await student();
    const { roundId, seed } = (await start(s)).data;
    expect((await finish(other, play(roundId, seed).body)).status).toBe(40400);
  });
});

describe('ranks', () => {
  it('answers the top scores (best per role, ties to the earlier) and the role own place', async () => {
    // a level of its own: level two, letters jkl, 3 letters, scores 10+1, 10+2, 10+3
    const board = () => t.call('GET', t.api('/game/ranks/tap_test/two'), undefined, players[0]!.headers);
    const players = [await student(200, '小红'), await student(200, '小刚'), await student(200, '小兰')];
    const playTwo = async (s: Student, typedRight: number) => {
      const { roundId, seed } = (await start(s, 'two')).data;
      const targets = tapTargets(tapLevels[1]!, seed);
      // wrong keys until the limit for the letters not typed: the round then ends by time
      const keys = targets.slice(0, typedRight);
      const log = logOf(keys);
      const score = keys.reduce((sum, _k, i) => sum + 10 + (i + 1), 0);
      const res = await finish(s, { roundId, log, score, durationMs: typedRight === 3 ? log.at(-1)![0] : 5000 });
      expect(res.status).toBe(200);
      // the place the finish answers is the one the board gives (counted, not ranked: gameRounds.ts standing)
      expect(res.data.rank).toBe((await t.call('GET', t.api('/game/ranks/tap_test/two'), undefined, s.headers)).data.mine.rank);
      if (!sameTime) t.clock.advance(1000);
      return score;
    };
    let sameTime = false;
    expect((await board()).data).toEqual({ top: [], mine: null });
    await playTwo(players[0]!, 1); // 11
    await playTwo(players[1]!, 3); // 36
    await playTwo(players[2]!, 2); // 23
    await playTwo(players[0]!, 2); // 23, after 小兰: ranked behind her
    await playTwo(players[2]!, 1); // 11: 小兰 keeps her best
    const res = await board();
    expect(res.data.top).toEqual([
      { rank: 1, roleName: '小刚', avatar: 'panda.svg', score: 36 },
      { rank: 2, roleName: '小兰', avatar: 'panda.svg', score: 23 },
      { rank: 3, roleName: '小红', avatar: 'panda.svg', score: 23 },
    ]);
    expect(res.data.mine).toEqual({ rank: 3, score: 23 });
    // two more with 23 at the very same moment: the tie goes by role id, in the answer as on the board
    sameTime = true;
    const late = [await student(200, '小东'), await student(200, '小西')];
    await playTwo(late[0]!, 2);
    await playTwo(late[1]!, 2);
    sameTime = false;
    const places = await Promise.all(late.map(async (s) => (await t.call('GET', t.api('/game/ranks/tap_test/two'), undefined, s.headers)).data.mine.rank as number));
    expect(places.sort()).toEqual([4, 5]);
    expect((await t.call('GET', t.api('/game/ranks/tap_test/two?period=day'))).data.top).toHaveLength(5);
    expect((await t.call('GET', t.api('/game/ranks/tap_test/two?mode=classic'))).data).toEqual({ top: [], mine: null });
    expect((await t.call('GET', t.api('/game/ranks/tap_test/two?period=year'))).status).toBe(40000);
    expect((await t.call('GET', t.api('/game/ranks/tap_test/nine'))).status).toBe(40400);
  });

  it('keeps the top 20 and still tells a role below them its place', async () => {
    const level = 'one';
    const scores: number[] = [];
    let last: Student | null = null;
    for (let i = 0; i < 22; i++) {
      const s = await student(50, `孩子${i}`);
      const { roundId, seed } = (await start(s, level)).data;
      const { body, score } = play(roundId, seed);
      await finish(s, body);
      scores.push(score);
      last = s;
      t.clock.advance(10);
    }
    const res = await t.call('GET', t.api(`/game/ranks/tap_test/${level}`), undefined, last!.headers);
    expect(res.data.top).toHaveLength(20);
    expect(res.data.top.map((r: { rank: number }) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(res.data.mine.rank).toBeGreaterThan(20);
  });
});

describe('rank periods', () => {
  it('counts the China day and the week from Monday', async () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekStart('2026-11-21')).toBe('2026-11-16');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('shows on the day board only the rounds started that China day, on the week board those since Monday', async () => {
    // the clock is on Saturday 2026-11-21 (China); a round now, then one on Monday the 23rd
    const early = await student(100, '周六');
    const later = await student(100, '周一');
    const playOne = async (s: Student) => {
      const { roundId, seed } = (await start(s)).data;
      expect((await finish(s, play(roundId, seed).body)).status).toBe(200);
    };
    const board = async (period: string) =>
      ((await t.call('GET', t.api(`/game/ranks/tap_test/one?period=${period}`))).data.top as { roleName: string }[]).map((r) => r.roleName);
    const now = t.clock.now().getTime();
    t.clock.advance(new Date('2026-11-21T12:00:00Z').getTime() - now); // 20:00 Saturday in China
    await playOne(early);
    t.clock.advance(new Date('2026-11-23T01:00:00Z').getTime() - t.clock.now().getTime()); // 09:00 Monday
    await playOne(later);
    expect(await board('day')).toEqual(['周一']);
    expect(await board('week')).toEqual(['周一']);
    // the all-time board of this level is full of other tests' players: Saturday's round counts there
    expect((await t.call('GET', t.api('/game/ranks/tap_test/one?period=all'), undefined, early.headers)).data.mine).not.toBeNull();
    expect((await t.call('GET', t.api('/game/ranks/tap_test/one?period=day'), undefined, early.headers)).data.mine).toBeNull();
    t.clock.advance(24 * 3600_000); // Tuesday: the week board still has Monday, the day board nobody
    expect(await board('day')).toEqual([]);
    expect(await board('week')).toEqual(['周一']);
  });
});
