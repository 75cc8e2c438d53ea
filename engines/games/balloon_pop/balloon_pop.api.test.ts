import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createActor } from 'xstate';
import { balloonPopLevel } from './balloon_pop.level';
import { replayGame } from '../../core/game/replay';
import { type GameInput, type GameOutcome } from '../../core/game/types';
import { PROP_CODE, type KeyLogEntry } from '../../core/keyLog';
import { nextKey } from '../../core/game/letterGame.selectors';
import { balloonPopMachine } from './balloon_pop.machine';
import { gameRounds } from '../../../server/db/schema';
import { balance } from '../../../server/services/points';
import { PROP_NOT_TAKEN, PROP_TWICE, PROPS_VIP_ONLY, PROP_UNKNOWN } from '../../../server/services/gameRounds';
import { startTestApp, type TestApp } from '../../../tests/api/harness';
import { gameStudent, type GameStudent } from '../../../tests/api/gameStudents';
import { within } from '../../../tests/machine';

/** 经典模式 and 道具 through the API with a real game (气球): VIP only, replayed in the round's mode, ranked apart. */
let t: TestApp;
beforeAll(async () => (t = await startTestApp()), 240_000);
afterAll(() => t.close());

const student = (vip: boolean, roleName = '小雨') => gameStudent(t, 500, { vip, roleName });
type Student = GameStudent;

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
    // the tick that ends the round is the last event: a done actor takes no more (xstate warns of each)
    if (actor.getSnapshot().status !== 'active') break;
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
  }, within(120_000));

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
  }, within(120_000));
});
