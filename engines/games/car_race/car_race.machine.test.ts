import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { RACE_PLACE_BONUS } from './car_race.level';
import { carRaceLevels } from '../../../levels/games/car_race';
import { replayGame } from '../../core/game/replay';
import type { KeyLogEntry } from '../../core/keyLog';
import { initialContext, paceDistance, pointsFor, START_MS, TIME_LIMIT_FACTOR } from './car_race.logic';
import { carRaceMachine } from './car_race.machine';
import { carProgress, hud, nextKey, outcome, overHeadline, placeNow } from './car_race.selectors';
import type { CarRaceEmitted } from './car_race.types';
import { HZ, C, codeOf, tiny, SENTENCE, FAST_END, SLOW_END, hanzi, keys, runPoints, play } from './carRaceTestKit';
import { within } from '../../../tests/machine';


describe('赛车 pace cars', () => {
  it('finish exactly at their level speed, moving forward all the way, the same for the same seed', () => {
    const ctx = initialContext({ level: tiny, seed: 4 });
    expect(ctx.pace.map((c) => c.finishAt)).toEqual([SLOW_END, FAST_END]);
    expect(ctx.limitAt).toBe(START_MS + TIME_LIMIT_FACTOR * 12000);
    for (const car of ctx.pace) {
      let last = -1;
      for (let t = 0; t <= car.finishAt + 500; t += 97) {
        const d = paceDistance(car, t);
        expect(d).toBeGreaterThanOrEqual(last);
        last = d;
      }
      expect(paceDistance(car, START_MS)).toBe(0);
      expect(paceDistance(car, car.finishAt)).toBe(12);
    }
    expect(initialContext({ level: tiny, seed: 4 }).pace).toEqual(ctx.pace);
    expect(initialContext({ level: tiny, seed: 5 }).pace[0].marks).not.toEqual(ctx.pace[0].marks);
  }, within(60_000));

  it('the seed draws the round passage from the level', () => {
    for (const level of carRaceLevels) {
      const drawn = new Set(Array.from({ length: 20 }, (_, seed) => initialContext({ level, seed }).chars.join('')));
      for (const p of drawn) expect(level.passages).toContain(p);
      expect(drawn.size).toBeGreaterThan(1);
    }
  }, within(60_000));
});

describe('赛车 machine, English', () => {
  it('a quick perfect race wins 1st place: exact score and end, 3 stars, identical at 30/60/144 Hz', () => {
    const log = keys(SENTENCE, START_MS + 200, 300);
    const last = log[log.length - 1]![0];
    const outcomes = HZ.map((hz) => replayGame(carRaceMachine, { level: tiny, seed: 1 }, log, last + 10_000, 1000 / hz));
    for (const out of outcomes) expect(out).toEqual(outcomes[0]);
    expect(outcomes[0]).toMatchObject({ score: runPoints(12) + RACE_PLACE_BONUS[0], endedBy: 'cleared', durationMs: last, correct: 12, wrong: 0, maxCombo: 12, accuracy: 100, stars: 3 });
    expect(outcomes[0]!.log).toEqual(log);
    expect(overHeadline(outcomes[0]!)).toBe('第一名冲线！');
    expect(outcomes[0]!.keyStats.KeyI).toEqual({ hit: 2, miss: 0 });
    expect(outcomes[0]!.keyStats.Space).toEqual({ hit: 2, miss: 0 });
  }, within(60_000));

  it('finishing between the pace cars is 2nd place (2 stars), after both 3rd (1 star); a tie goes to the child', () => {
    const second = keys(SENTENCE, START_MS + 700, 700); // last key at +8400: after the fast car, before the slow one
    expect(replayGame(carRaceMachine, { level: tiny, seed: 1 }, second, 60_000)).toMatchObject({ score: runPoints(12) + RACE_PLACE_BONUS[1], stars: 2, endedBy: 'cleared' });
    const third = keys(SENTENCE, START_MS + 1500, 1500); // last key at +18000
    expect(replayGame(carRaceMachine, { level: tiny, seed: 1 }, third, 60_000)).toMatchObject({ score: runPoints(12) + RACE_PLACE_BONUS[2], stars: 1, durationMs: START_MS + 18000 });
    expect(overHeadline(replayGame(carRaceMachine, { level: tiny, seed: 1 }, second, 60_000)!)).toBe('第二名冲线！');
    expect(overHeadline(replayGame(carRaceMachine, { level: tiny, seed: 1 }, third, 60_000)!)).toBe('第三名冲线！');
    const tie = keys(SENTENCE, START_MS + 500, 500); // last key exactly as the fast car crosses the line
    expect(tie[11]![0]).toBe(FAST_END);
    expect(replayGame(carRaceMachine, { level: tiny, seed: 1 }, tie, 60_000)).toMatchObject({ stars: 3, score: runPoints(12) + RACE_PLACE_BONUS[0] });
  }, within(60_000));

  it('a wrong key does not move the car and breaks the combo; keys before the green light are not play', () => {
    const log: KeyLogEntry[] = [[1000, 'KeyI', 'I'], ...keys(SENTENCE.slice(0, 3), START_MS + 100, 100), [START_MS + 400, 'KeyX', 'x'], ...keys(SENTENCE.slice(3), START_MS + 500, 100)];
    const { snapshot, emitted } = play(tiny, 2, log);
    expect(outcome(snapshot)).toMatchObject({ correct: 12, wrong: 1, maxCombo: 9, accuracy: 92.3, score: runPoints(3) + runPoints(9) + RACE_PLACE_BONUS[0], endedBy: 'cleared', durationMs: START_MS + 1300 });
    expect(outcome(snapshot)!.log).toEqual(log.slice(1));
    // the miss counts on the key that was due (the i of like), not on the x pressed
    expect(outcome(snapshot)!.keyStats.KeyI).toEqual({ hit: 2, miss: 1 });
    expect(outcome(snapshot)!.keyStats.KeyX).toBeUndefined();
    expect(emitted.filter((e) => e.type === 'key.wrong')).toEqual([{ type: 'key.wrong', code: 'KeyI', key: 'x', expected: 'i' }]);
    expect(emitted.filter((e) => e.type === 'race.go')).toHaveLength(1);
    expect(emitted.filter((e) => e.type === 'race.finished')).toEqual([{ type: 'race.finished', place: 1, bonus: RACE_PLACE_BONUS[0] }]);
  }, within(60_000));

  it('case matters, named keys are ignored and not logged', () => {
    const log: KeyLogEntry[] = [[START_MS + 100, 'KeyI', 'i'], [START_MS + 200, 'Backspace', 'Backspace'], [START_MS + 300, 'Enter', 'Enter'], [START_MS + 400, 'KeyI', 'I']];
    const out = replayGame(carRaceMachine, { level: tiny, seed: 1 }, log, 60_000)!;
    expect(out).toMatchObject({ correct: 1, wrong: 1, endedBy: 'time', score: pointsFor(1), stars: 0 });
    expect(out.log).toEqual([log[0], log[3]]);
  }, within(60_000));

  it('no keys at all: the pace cars finish and the race ends at the time limit, no place, no stars', () => {
    for (const hz of HZ) {
      const { snapshot, emitted } = play(tiny, 3, [], hz);
      expect(outcome(snapshot)).toMatchObject({ score: 0, endedBy: 'time', durationMs: START_MS + 24000, correct: 0, wrong: 0, stars: 0 });
      expect(emitted.filter((e) => e.type === 'pace.finished')).toEqual([{ type: 'pace.finished', car: 1 }, { type: 'pace.finished', car: 0 }]);
      // a level round has no lives, so the prop bar offers no 加条命
      expect(hud(snapshot)).toEqual({ score: 0, combo: 0, lives: null, timeLeftMs: 0, props: { used: [], canLife: false, slowing: false, hintKey: null } });
      expect(overHeadline(outcome(snapshot)!)).toBe('没赶到终点');
      expect(nextKey(snapshot)).toBeNull();
    }
  }, within(60_000));

  it('pause stops nothing in game time; the snapshot places the cars on the track', () => {
    const actor = createActor(carRaceMachine, { input: { level: tiny, seed: 1 } }).start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    actor.send({ type: 'clock.tick', dt: 16, timeStamp: 2000 });
    expect(nextKey(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'clock.tick', dt: 16, timeStamp: START_MS + 3000 });
    expect(nextKey(actor.getSnapshot())).toEqual({ key: 'I' });
    expect(placeNow(actor.getSnapshot().context)).toBe(3);
    actor.send({ type: 'session.pause', timeStamp: START_MS + 3000 });
    actor.send({ type: 'input.key', key: 'I', code: 'KeyI', timeStamp: START_MS + 3001 });
    expect(actor.getSnapshot().context.correct).toBe(0);
    actor.send({ type: 'session.resume', timeStamp: START_MS + 3000 });
    for (const [i, ch] of SENTENCE.slice(0, 8).entries()) actor.send({ type: 'input.key', key: ch, code: codeOf(ch), timeStamp: START_MS + 3010 + i });
    const [me, slow, fast] = carProgress(actor.getSnapshot().context);
    expect(me).toBeCloseTo(8 / 12);
    expect(slow).toBeGreaterThan(0.15);
    expect(fast).toBeGreaterThan(slow);
    expect(placeNow(actor.getSnapshot().context)).toBe(1);
  }, within(60_000));
});

describe('赛车 machine, 汉字 through the IME', () => {
  it('commits of one or more 汉字 move the car; a perfect race: exact score and end, the same at 30/60/144 Hz', () => {
    const log: KeyLogEntry[] = [[START_MS + 2000, C, '我爱'], [START_MS + 5000, C, '北京'], [START_MS + 8000, C, '天安门'], [START_MS + 9000, C, '。']];
    const outcomes = HZ.map((hz) => replayGame(carRaceMachine, { level: hanzi, seed: 7 }, log, 120_000, 1000 / hz));
    for (const out of outcomes) expect(out).toEqual(outcomes[0]);
    expect(outcomes[0]).toMatchObject({ score: runPoints(8) + RACE_PLACE_BONUS[0], endedBy: 'cleared', durationMs: START_MS + 9000, correct: 8, wrong: 0, maxCombo: 8, stars: 3, keyStats: {} });
    expect(outcomes[0]!.log).toEqual(log);
  }, within(60_000));

  it('a wrong 汉字 counts wrong with the rest of its commit and does not move the car; half-width punctuation and spaces are forgiven; what is composing is never logged', () => {
    const log: KeyLogEntry[] = [
      [START_MS + 1000, C, '我爱'],
      [START_MS + 3000, C, '背景'], // 北京 misheard: both wrong, the car stays
      [START_MS + 5000, C, '北京 '],
      [START_MS + 7000, C, '天安门'],
      [START_MS + 8000, C, '.'],
    ];
    const actor = createActor(carRaceMachine, { input: { level: hanzi, seed: 7 } }).start();
    const emitted: CarRaceEmitted[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.send({ type: 'game.start', timeStamp: 0 });
    for (const [ms, , text] of log) {
      actor.send({ type: 'clock.tick', dt: 16, timeStamp: ms - 100 });
      actor.send({ type: 'input.compositionUpdate', text: 'bei', timeStamp: ms - 50 });
      expect(actor.getSnapshot().context.composing).toBe('bei');
      actor.send({ type: 'input.composition', text, timeStamp: ms });
      expect(actor.getSnapshot().context.composing).toBe('');
      if (ms === START_MS + 3000) expect(actor.getSnapshot().context.cursor).toBe(2);
    }
    const out = outcome(actor.getSnapshot())!;
    expect(out).toMatchObject({ correct: 8, wrong: 2, maxCombo: 6, score: runPoints(2) + runPoints(6) + RACE_PLACE_BONUS[0], endedBy: 'cleared', durationMs: START_MS + 8000 });
    expect(out.log).toEqual(log);
    expect(emitted.filter((e) => e.type === 'key.wrong').map((e) => e.type === 'key.wrong' && [e.key, e.expected])).toEqual([['背', '北'], ['景', '北']]);
    // the server's replay of the same log gives the same outcome
    expect(replayGame(carRaceMachine, { level: hanzi, seed: 7 }, out.log, 120_000)).toEqual(out);
  }, within(60_000));

  it('a commit longer than a log entry holds is cut to whole characters, judged and logged as cut', () => {
    const long = '我爱北京'.repeat(10);
    const out = replayGame(carRaceMachine, { level: hanzi, seed: 7 }, [[START_MS + 1000, C, long]], 200_000)!;
    expect(out.log).toEqual([[START_MS + 1000, C, long.slice(0, 32)]]);
    // 我爱北京 right, then 28 characters from the first wrong one on
    expect(out).toMatchObject({ correct: 4, wrong: 28, endedBy: 'time' });
  }, within(60_000));

  it('slow commits finish 3rd after both pace cars; text past the finish is dropped', () => {
    const log: KeyLogEntry[] = [[START_MS + 10_000, C, '我爱北京'], [START_MS + 50_000, C, '天安门。好']];
    const out = replayGame(carRaceMachine, { level: hanzi, seed: 7 }, log, 200_000)!;
    expect(out).toMatchObject({ correct: 8, wrong: 0, score: runPoints(8) + RACE_PLACE_BONUS[2], stars: 1, endedBy: 'cleared', durationMs: START_MS + 50_000 });
  }, within(60_000));
});

describe('赛车 levels', () => {
  it('every level, English and 汉字, is won at 1st place by a quick perfect typist at every tick rate', () => {
    for (const level of carRaceLevels) {
      const ctx = initialContext({ level, seed: 11 });
      const log: KeyLogEntry[] =
        level.language === 'en' ? keys(ctx.chars, START_MS + 300, 250) : ctx.chars.map((ch, i): KeyLogEntry => [START_MS + 300 + i * 1500, C, ch]);
      const outcomes = HZ.map((hz) => replayGame(carRaceMachine, { level, seed: 11 }, log, 600_000, 1000 / hz));
      for (const out of outcomes) expect(out).toEqual(outcomes[0]);
      expect(outcomes[0]).toMatchObject({ endedBy: 'cleared', stars: 3, correct: ctx.chars.length, score: runPoints(ctx.chars.length) + RACE_PLACE_BONUS[0] });
    }
  }, within(60_000));
});
