import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { balloonPopLevel } from '../../engines/games/balloon_pop/balloon_pop.level';
import { replayGame } from '../../engines/core/game/replay';
import { PROP_CODE, type GameInput, type GameOutcome, type KeyLogEntry } from '../../engines/core/game/types';
import { nextKey } from '../../engines/core/game/letterGame.selectors';
import { balloonPopMachine } from '../../engines/games/balloon_pop/balloon_pop.machine';
import { gameRules } from '../../engines/games/gameRules';
import { keyForChar, numpadKeyForChar } from '../../engines/core/keyboard';
import { gameRounds, roles, users } from '../../server/db/schema';
import { addPoints, balance } from '../../server/services/points';
import { PROP_NOT_TAKEN, PROP_TWICE, PROPS_VIP_ONLY, PROP_UNKNOWN } from '../../server/services/gameRounds';
import { createActor } from 'xstate';
import { startTestApp, type TestApp } from './harness';

/** 经典模式 and 道具 through the API with a real game (气球): VIP only, replayed in the round's mode, ranked apart. */
let t: TestApp;
beforeAll(async () => (t = await startTestApp()), 240_000);
afterAll(() => t.close());

let n = 0;
async function student(vip: boolean, roleName = '小雨') {
  const login = await t.call('POST', t.api('/auth/loginByGuest'), {});
  const authorization = login.data.accessToken as string;
  const role = await t.call('POST', t.api('/user/role/create'), { roleName, roleType: 'STUDENT', avatar: 'panda.svg' }, { authorization });
  const roleId = role.data.id as string;
  await addPoints(t.app.db, { roleId, delta: 500, reason: 'test', ref: `gift:${roleId}:${n++}`, day: '2026-11-21' });
  if (vip) {
    const row = (await t.app.db.select().from(roles).where(eq(roles.id, roleId)))[0]!;
    await t.app.db.update(users).set({ vipForever: true }).where(eq(users.id, row.userId));
  }
  return { roleId, headers: { authorization, userroleid: roleId } };
}
type Student = Awaited<ReturnType<typeof student>>;

const levelOf = async (s: Student) => balloonPopLevel.parse((await t.call('GET', t.api('/game/levelDetail/balloon_pop/balloon1'), undefined, s.headers)).data);
const start = async (s: Student, mode: 'level' | 'classic') => (await t.call('POST', t.api('/game/round/start'), { courseId: 'balloon_pop', courseLevelId: 'balloon1', mode }, s.headers)).data as { roundId: string; seed: number };
const finish = (s: Student, body: unknown) => t.call('POST', t.api('/game/progress'), body, s.headers);

/** A child popping the next balloon every `every` ms until the round ends, with props at given times, as the client plays it. */
function play(input: GameInput, props: [number, string][], every: number): GameOutcome {
  const actor = createActor(balloonPopMachine, { input: input as never }).start();
  actor.send({ type: 'game.start', timeStamp: 0 });
  const queue = [...props];
  for (let t = 50; actor.getSnapshot().status === 'active' && t < 20 * 60_000; t += 50) {
    actor.send({ type: 'clock.tick', dt: 50, timeStamp: t });
    while (queue[0] && queue[0][0] <= t) actor.send({ type: 'game.prop', prop: queue.shift()![1], timeStamp: t });
    const key = t % every === 0 ? nextKey(actor.getSnapshot())?.key : null;
    if (key) actor.send({ type: 'input.key', key, code: `Key${key.toUpperCase()}`, timeStamp: t });
  }
  return actor.getSnapshot().output as GameOutcome;
}
const bodyOf = (roundId: string, o: GameOutcome, log: KeyLogEntry[] = o.log) => ({ roundId, log, score: o.score, durationMs: o.durationMs });

describe('经典模式 and 道具', () => {
  it('a VIP classic round with props is replayed in classic mode, stored, and ranked apart from the level board', async () => {
    const s = await student(true);
    const level = await levelOf(s);
    const { roundId, seed } = await start(s, 'classic');
    const outcome = play({ level, seed, mode: 'classic' }, [[2000, 'slow'], [4000, 'life'], [6000, 'hint']], 650);
    expect(outcome.endedBy).toBe('lives');
    // the same log replayed as a level round is another round: the server must use the round's mode
    expect(replayGame(balloonPopMachine, { level, seed }, outcome.log, outcome.durationMs, 250)?.score).not.toBe(outcome.score);
    const res = await finish(s, bodyOf(roundId, outcome));
    expect(res).toMatchObject({ status: 200, data: { score: outcome.score, rank: 1, best: outcome.score } });
    const stored = (await t.app.db.select().from(gameRounds).where(eq(gameRounds.id, roundId)))[0]!;
    expect(stored).toMatchObject({ mode: 'classic', score: outcome.score });
    expect((stored.log as KeyLogEntry[]).filter(([, c]) => c === PROP_CODE).map(([, , p]) => p)).toEqual(['slow', 'life', 'hint']);

    const classicBoard = (await t.call('GET', t.api('/game/ranks/balloon_pop/balloon1?mode=classic'), undefined, s.headers)).data;
    expect(classicBoard.mine).toEqual({ rank: 1, score: outcome.score });
    const levelBoard = (await t.call('GET', t.api('/game/ranks/balloon_pop/balloon1?mode=level'), undefined, s.headers)).data;
    expect(levelBoard.mine).toBeNull();
    // a level round of another child lands on the level board only
    const other = await student(false, '小林');
    const round = await start(other, 'level');
    const plain = play({ level, seed: round.seed }, [], 400);
    expect(await finish(other, bodyOf(round.roundId, plain))).toMatchObject({ status: 200, data: { rank: 1 } });
    const classicAgain = (await t.call('GET', t.api('/game/ranks/balloon_pop/balloon1?mode=classic'), undefined, other.headers)).data;
    expect(classicAgain.top.map((r: { roleName: string }) => r.roleName)).toEqual(['小雨']);
  }, 120_000);

  it('refuses props from a non-VIP (40300), a prop twice, an unknown prop and a prop the game did not take (40000); nothing stored', async () => {
    const plain = await student(false);
    const level = await levelOf(plain);
    const r1 = await start(plain, 'level');
    const withLife = play({ level, seed: r1.seed }, [[3000, 'life']], 400);
    expect(await finish(plain, bodyOf(r1.roundId, withLife))).toMatchObject({ status: 40300, message: PROPS_VIP_ONLY });

    const vip = await student(true, '小强');
    const r2 = await start(vip, 'level');
    const o2 = play({ level, seed: r2.seed }, [[3000, 'slow']], 400);
    const sorted = (log: KeyLogEntry[]) => log.sort((a, b) => a[0] - b[0]);
    expect(await finish(vip, bodyOf(r2.roundId, o2, sorted([...o2.log, [3500, PROP_CODE, 'slow']])))).toMatchObject({ status: 40000, message: PROP_TWICE });
    expect(await finish(vip, bodyOf(r2.roundId, o2, sorted([...o2.log, [3500, PROP_CODE, 'bomb']])))).toMatchObject({ status: 40000, message: PROP_UNKNOWN });
    // a life claimed after the round was over: the machine does not take it
    expect(await finish(vip, bodyOf(r2.roundId, o2, [...o2.log, [o2.durationMs, PROP_CODE, 'life']]))).toMatchObject({ status: 40000, message: PROP_NOT_TAKEN });
    for (const r of [r1, r2]) expect((await t.app.db.select().from(gameRounds).where(eq(gameRounds.id, r.roundId)))[0]!.finishedAt).toBeNull();
    // the true log is still accepted
    expect(await finish(vip, bodyOf(r2.roundId, o2))).toMatchObject({ status: 200, data: { score: o2.score } });
    expect(await balance(t.app.db, vip.roleId)).toBe(450);
  }, 120_000);
});

/**
 * The three newer games, each on its own machine (engines/games/gameRules.ts): a VIP classic round with
 * every prop, played as the client plays it (the key nextKey wants, on the game's keys), is replayed
 * by the server in classic mode, stored with its props and ranked on the classic board.
 */
const newer: { courseId: string; levelId: string; every: number; code(key: string): string }[] = [
  { courseId: 'frog_river', levelId: 'frog1', every: 600, code: (k) => `Key${k.toUpperCase()}` },
  { courseId: 'apple_catch', levelId: 'apple1', every: 400, code: (k) => numpadKeyForChar(k)?.code ?? k },
  // a slow driver, so that the pace cars win laps and the hearts run out
  { courseId: 'car_race', levelId: 'race1', every: 900, code: (k) => keyForChar(k)?.key.code ?? k },
];
describe.each(newer)('经典模式 and 道具 of $courseId', ({ courseId, levelId, every, code }) => {
  it('a VIP classic round with every prop is replayed in classic mode, stored with its props and ranked on the classic board', async () => {
    const s = await student(true, '小蛙');
    const entry = gameRules[courseId]!;
    const detail = (await t.call('GET', t.api(`/game/levelDetail/${courseId}/${levelId}`), undefined, s.headers)).data;
    expect(detail.classicMode).toBe(true);
    const level = entry.levelSchema.parse(detail);
    const { roundId, seed } = (await t.call('POST', t.api('/game/round/start'), { courseId, courseLevelId: levelId, mode: 'classic' }, s.headers)).data as { roundId: string; seed: number };
    const actor = createActor(entry.machine, { input: { level, seed, mode: 'classic' } }).start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    const queue: [number, string][] = [[2000, 'slow'], [4000, 'life'], [6000, 'hint']];
    for (let ms = 50; actor.getSnapshot().status === 'active' && ms < 20 * 60_000; ms += 50) {
      actor.send({ type: 'clock.tick', dt: 50, timeStamp: ms });
      while (queue[0] && queue[0][0] <= ms) actor.send({ type: 'game.prop', prop: queue.shift()![1], timeStamp: ms });
      const key = ms % every === 0 ? entry.nextKey(actor.getSnapshot() as never)?.key : null;
      if (key) actor.send({ type: 'input.key', key, code: code(key), timeStamp: ms });
    }
    const outcome = actor.getSnapshot().output as GameOutcome;
    expect(outcome.endedBy).toBe('lives');
    expect(outcome.correct).toBeGreaterThan(0);
    // replayed as a level round, the same log scores differently: the server must replay the round's mode
    expect(replayGame(entry.machine, { level, seed }, outcome.log, outcome.durationMs, 250)?.score).not.toBe(outcome.score);
    expect(await finish(s, bodyOf(roundId, outcome))).toMatchObject({ status: 200, data: { score: outcome.score, rank: 1 } });
    const stored = (await t.app.db.select().from(gameRounds).where(eq(gameRounds.id, roundId)))[0]!;
    expect(stored).toMatchObject({ mode: 'classic', score: outcome.score });
    expect((stored.log as KeyLogEntry[]).filter(([, c]) => c === PROP_CODE).map(([, , p]) => p)).toEqual(['slow', 'life', 'hint']);
    expect((await t.call('GET', t.api(`/game/ranks/${courseId}/${levelId}?mode=classic`), undefined, s.headers)).data.mine).toEqual({ rank: 1, score: outcome.score });
  }, 180_000);
});
