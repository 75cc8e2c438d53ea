import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { carRaceLevels } from '../../../levels/games/car_race';
import { replayGame } from '../../core/game/replay';
import type { KeyLogEntry } from '../../core/keyLog';
import { CLASSIC_END_MS, CLASSIC_LIVES } from '../../core/game/classicCurve';
import { HINT_MS, SLOW_MS } from '../../core/game/props';
import { CLASSIC_LAP_BONUS, initialContext, START_MS } from './car_race.logic';
import { carRaceMachine } from './car_race.machine';
import { carProgress, hud, nextKey, outcome, overHeadline, paceLapOf, placeNow } from './car_race.selectors';
import { HZ, C, codeOf, tiny, SENTENCE, hanzi, keys, runPoints, play } from './carRaceTestKit';
import { within } from '../../../tests/machine';

/** 赛车's 经典模式 and 道具, on the same live actor as car_race.machine.test.ts. */

describe('赛车 经典模式 (classic)', () => {
  const classic = { level: tiny, seed: 1, mode: 'classic' as const };

  it('lap after lap: each lap a passage of the level, both pace cars faster every lap, scheduled past the safety cap', () => {
    const ctx = initialContext({ level: carRaceLevels[1]!, seed: 3, mode: 'classic' });
    expect(ctx.lives).toBe(CLASSIC_LIVES);
    expect(ctx.chars).toEqual(ctx.laps[0]!.chars);
    for (const car of [0, 1] as const) {
      let start = START_MS;
      let cpm = 0;
      for (const lap of ctx.laps) {
        expect(lap.pace[car].startAt).toBe(start);
        expect(lap.pace[car].cpm).toBeGreaterThan(cpm);
        expect(lap.deadline).toBe(Math.max(lap.pace[0].finishAt, lap.pace[1].finishAt));
        start = lap.pace[car].finishAt;
        cpm = lap.pace[car].cpm;
      }
      expect(start).toBeGreaterThanOrEqual(CLASSIC_END_MS);
    }
    for (const [i, lap] of ctx.laps.entries()) {
      expect(carRaceLevels[1]!.passages).toContain(lap.chars.join(''));
      if (i > 0) expect(lap.chars).not.toEqual(ctx.laps[i - 1]!.chars);
    }
    // later laps take the longer passages of the pool
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(ctx.laps.slice(-20).map((l) => l.chars.length))).toBeGreaterThan(mean(ctx.laps.slice(0, 5).map((l) => l.chars.length)));
  });

  it('typing on through the lap line starts the next lap; laps not run by the deadline take a life each; it ends by lives at 30/60/144 Hz alike', () => {
    const ctx = initialContext(classic);
    const log = keys([...SENTENCE, ...SENTENCE], START_MS + 200, 250);
    const end = ctx.laps[2 + CLASSIC_LIVES - 1]!.deadline;
    const runs = HZ.map((hz) => play(tiny, 1, log, hz, 'classic'));
    for (const run of runs) expect(outcome(run.snapshot)).toEqual(outcome(runs[0]!.snapshot));
    const { snapshot, emitted } = runs[0]!;
    expect(outcome(snapshot)).toMatchObject({ endedBy: 'lives', durationMs: end, correct: 24, score: runPoints(24) + 2 * CLASSIC_LAP_BONUS[0] });
    expect(emitted.filter((e) => e.type === 'lap.finished')).toEqual([0, 1].map((lap) => ({ type: 'lap.finished', lap, place: 1, bonus: CLASSIC_LAP_BONUS[0] })));
    expect(emitted.filter((e) => e.type === 'life.lost').map((e) => e.type === 'life.lost' && [e.lap, e.lives])).toEqual([2, 3, 4, 5, 6].map((lap, i) => [lap, CLASSIC_LIVES - 1 - i]));
    expect(hud(snapshot)).toMatchObject({ lives: 0, timeLeftMs: null });
    expect(overHeadline(outcome(snapshot)!)).toBe('心用完啦，跑得真棒！');
    // the server's replay at its tick agrees
    expect(replayGame(carRaceMachine, classic, outcome(snapshot)!.log, end, 250)).toEqual(outcome(snapshot));
  }, within(60_000));

  it('the HUD shows lives and no clock; a lap run behind the slow pace car costs a life at its deadline, before the child is through', () => {
    const actor = createActor(carRaceMachine, { input: classic }).start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    actor.send({ type: 'clock.tick', dt: 16, timeStamp: 100 });
    expect(hud(actor.getSnapshot())).toMatchObject({ lives: CLASSIC_LIVES, timeLeftMs: null, props: { canLife: true, used: [] } });
    const { deadline } = actor.getSnapshot().context.laps[0]!;
    actor.send({ type: 'clock.tick', dt: 16, timeStamp: deadline - 1 });
    expect(hud(actor.getSnapshot()).lives).toBe(CLASSIC_LIVES);
    expect(placeNow(actor.getSnapshot().context)).toBe(3);
    actor.send({ type: 'clock.tick', dt: 16, timeStamp: deadline });
    expect(hud(actor.getSnapshot()).lives).toBe(CLASSIC_LIVES - 1);
    // the pace cars drive on into their second lap; the child's car is still on the first
    const ctx = actor.getSnapshot().context;
    expect(paceLapOf(ctx, 0).lap).toBe(1);
    expect(paceLapOf(ctx, 1).lap).toBe(2); // twice as fast
    expect(ctx.lap).toBe(0);
    // finishing the lap now: 3rd, the smallest bonus, and on to lap 2
    for (const [i, ch] of SENTENCE.entries()) actor.send({ type: 'input.key', key: ch, code: codeOf(ch), timeStamp: deadline + 10 + i });
    expect(actor.getSnapshot().context).toMatchObject({ lap: 1, cursor: 0, score: runPoints(12) + CLASSIC_LAP_BONUS[2] });
  });

  it('汉字 through the IME: one commit can cross the lap line; the hint shows the next 汉字', () => {
    const input = { level: hanzi, seed: 7, mode: 'classic' as const };
    const log: KeyLogEntry[] = [[START_MS + 1000, C, '我爱北京天安门。我爱'], [START_MS + 2000, 'Prop', 'hint']];
    const { snapshot, emitted } = play(hanzi, 7, log, 60, 'classic', START_MS + 2500);
    expect(snapshot.context).toMatchObject({ lap: 1, cursor: 2, correct: 10, wrong: 0 });
    expect(emitted.filter((e) => e.type === 'lap.finished')).toHaveLength(1);
    expect(hud(snapshot).props).toMatchObject({ used: ['hint'], hintKey: '北' });
    expect(nextKey(snapshot)).toEqual({ key: '北' });
    const done = play(hanzi, 7, log, 60, 'classic');
    expect(outcome(done.snapshot)).toMatchObject({ endedBy: 'lives', correct: 10 });
    expect(replayGame(carRaceMachine, input, outcome(done.snapshot)!.log, outcome(done.snapshot)!.durationMs, 250)).toEqual(outcome(done.snapshot));
  }, within(60_000));
});

describe('赛车 道具 (props)', () => {
  it('slow: for 8 s of game time the pace cars drive at half speed (world time); keys are logged at their game time and replay alike', () => {
    const slowAt = START_MS + 1000;
    const at = (props: KeyLogEntry[], t: number) => play(tiny, 1, props, 60, 'classic', t).snapshot;
    const slowed = at([[slowAt, 'Prop', 'slow']], slowAt + 4000);
    const plain = at([], slowAt + 2000);
    expect(slowed.context.now).toBeCloseTo(slowAt + 2000);
    expect(carProgress(slowed.context)).toEqual(carProgress(plain.context));
    expect(hud(slowed).props).toMatchObject({ slowing: true, used: ['slow'] });
    expect(hud(at([[slowAt, 'Prop', 'slow']], slowAt + SLOW_MS + 100)).props!.slowing).toBe(false);
    // a round with the slow and keys: the log holds game times, the replay at any tick gives the same outcome
    const log: KeyLogEntry[] = [[slowAt, 'Prop', 'slow'], ...keys(SENTENCE, slowAt + 500, 400)];
    const live = outcome(play(tiny, 1, log, 144, 'classic').snapshot)!;
    expect(live.log).toEqual(log);
    for (const tick of [1000 / 30, 250]) expect(replayGame(carRaceMachine, { level: tiny, seed: 1, mode: 'classic' }, live.log, live.durationMs, tick)).toEqual(live);
    // the slowed round lasts longer than the same keys without the slow
    const unslowed = outcome(play(tiny, 1, log.slice(1), 144, 'classic').snapshot)!;
    expect(live.durationMs).toBeGreaterThan(unslowed.durationMs);
  }, within(60_000));

  it('life: one life more, once; in a level round (no lives) it is refused and not logged, while slow and hint work there too', () => {
    const twice = play(tiny, 1, [[START_MS, 'Prop', 'life'], [START_MS + 10, 'Prop', 'life']], 60, 'classic', START_MS + 100).snapshot;
    expect(hud(twice).lives).toBe(CLASSIC_LIVES + 1);
    expect(twice.context.log).toEqual([[START_MS, 'Prop', 'life']]);
    const level: KeyLogEntry[] = [[START_MS, 'Prop', 'life'], [START_MS + 100, 'Prop', 'slow'], [START_MS + 200, 'Prop', 'hint'], ...keys(SENTENCE, START_MS + 300, 300)];
    const { snapshot, emitted } = play(tiny, 1, level, 60);
    const out = outcome(snapshot)!;
    expect(out.log).toEqual(level.slice(1));
    expect(emitted.filter((e) => e.type === 'prop.used').map((e) => e.type === 'prop.used' && e.prop)).toEqual(['slow', 'hint']);
    expect(out).toMatchObject({ endedBy: 'cleared', stars: 3, correct: 12 });
    expect(replayGame(carRaceMachine, { level: tiny, seed: 1 }, out.log, out.durationMs, 250)).toEqual(out);
  }, within(60_000));

  it('hint: for a while the HUD names the next character (the space bar by name), then no more', () => {
    const actor = createActor(carRaceMachine, { input: { level: tiny, seed: 1, mode: 'classic' } }).start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    actor.send({ type: 'clock.tick', dt: 16, timeStamp: START_MS + 10 });
    actor.send({ type: 'input.key', key: 'I', code: 'KeyI', timeStamp: START_MS + 20 });
    expect(hud(actor.getSnapshot()).props!.hintKey).toBeNull();
    actor.send({ type: 'game.prop', prop: 'hint', timeStamp: START_MS + 30 });
    expect(hud(actor.getSnapshot()).props!.hintKey).toBe('空格');
    actor.send({ type: 'input.key', key: ' ', code: 'Space', timeStamp: START_MS + 40 });
    expect(hud(actor.getSnapshot()).props!.hintKey).toBe('l');
    actor.send({ type: 'clock.tick', dt: 16, timeStamp: START_MS + 30 + HINT_MS });
    expect(hud(actor.getSnapshot()).props!.hintKey).toBeNull();
  });
});
