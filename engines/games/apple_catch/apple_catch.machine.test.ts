import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AppleCatchLevel } from './apple_catch.level';
import { appleCatchLevel } from './apple_catch.level';
import { appleCatchLevels } from '../../../levels/games/apple_catch';
import { replayGame } from '../../core/game/replay';
import type { KeyLogEntry } from '../../core/keyLog';
import { digitsOf, FIRST_APPLE_MS, POINTS_PER_DIGIT, scheduleApples } from './apple_catch.logic';
import { LIFE_BONUS, multiplierOf } from '../../core/game/tally.logic';
import { appleCatchMachine } from './apple_catch.machine';
import { hud, nextKey, outcome } from './apple_catch.selectors';

import { HZ, codeOf, key, tiny, perfectLog, play, started } from './appleCatchTestKit';
import { within } from '../../../tests/machine';

describe('接苹果 schedule', () => {
  it('grows apples at exact times, later ones falling faster, each number new on the field', () => {
    const apples = scheduleApples({ level: tiny, seed: 5 });
    expect(apples.map((a) => [a.spawnAt, a.groundAt])).toEqual([0, 1, 2, 3].map((i) => [FIRST_APPLE_MS + i * 1000, FIRST_APPLE_MS + i * 1000 + 8000]));
    const speeding = scheduleApples({ level: { ...tiny, fallMs: [9000, 6000], gapMs: [2000, 1000] }, seed: 5 });
    expect(speeding.map((a) => a.groundAt - a.spawnAt)).toEqual([9000, 8000, 7000, 6000]);
    expect(speeding.map((a) => a.spawnAt)).toEqual([1500, 3500, 5167, 6500]);
    for (const level of appleCatchLevels) {
      for (const seed of [1, 2, 3]) {
        const list = scheduleApples({ level, seed });
        expect(list).toHaveLength(level.apples);
        for (const a of list) {
          expect(a.x).toBeGreaterThanOrEqual(0.12);
          expect(a.x).toBeLessThan(0.88);
          expect(list.filter((o) => o.id < a.id && o.groundAt > a.spawnAt && o.number === a.number)).toEqual([]);
        }
      }
    }
  });

  it('makes the level\'s kind of number, the same for the same seed and different for another', () => {
    const [one, two, price, phone] = appleCatchLevels.map((level) => scheduleApples({ level, seed: 9 }).map((a) => a.number));
    for (const n of one!) expect(n).toMatch(/^[1-9]$/);
    for (const n of two!) expect(Number(n) >= 10 && Number(n) <= 999 && /^[1-9]\d{1,2}$/.test(n)).toBe(true);
    for (const n of price!) expect(n).toMatch(/^\d{1,2}\.\d\d$/);
    for (const n of phone!) expect(n).toMatch(/^1[35789]\d{9}$/);
    expect(scheduleApples({ level: appleCatchLevels[1]!, seed: 9 })).toEqual(scheduleApples({ level: appleCatchLevels[1]!, seed: 9 }));
    expect(two).not.toEqual(scheduleApples({ level: appleCatchLevels[1]!, seed: 10 }).map((a) => a.number));
  });

  it('levels pass their schema, and the schema refuses slower later apples and bad ranges in Chinese', () => {
    for (const level of appleCatchLevels) expect(appleCatchLevel.safeParse(level).success).toBe(true);
    const slower = appleCatchLevel.safeParse({ ...tiny, fallMs: [6000, 9000] });
    expect(slower.error?.issues[0]?.message).toBe('后面的苹果不能比前面的更慢');
    const range = appleCatchLevel.safeParse({ ...tiny, numbers: { kind: 'whole', min: 9, max: 9 } });
    expect(range.error?.issues[0]?.message).toBe('数字范围的最小值必须小于最大值');
  });
});

describe('接苹果 machine', () => {
  it('a perfect round catches every apple: exact score, no life lost, 3 stars, identical at 30/60/144 Hz', () => {
    for (const level of appleCatchLevels) {
      const apples = scheduleApples({ level, seed: 21 });
      const log = perfectLog(apples);
      let combo = 0;
      let expected = 0;
      for (const a of apples) {
        combo += a.number.length + 1;
        expected += POINTS_PER_DIGIT * digitsOf(a.number) * multiplierOf(combo);
      }
      expected += level.lives * LIFE_BONUS;
      const lastKey = log[log.length - 1]![0];
      const outcomes = HZ.map((hz) => replayGame(appleCatchMachine, { level, seed: 21 }, log, lastKey, 1000 / hz));
      for (const out of outcomes) expect(out).toEqual(outcomes[0]);
      const out = outcomes[0]!;
      expect(out).toMatchObject({ score: expected, endedBy: 'cleared', durationMs: lastKey, wrong: 0, correct: log.length, maxCombo: log.length, accuracy: 100, stars: 3 });
      expect(out.log).toEqual(log);
      expect(out.keyStats.NumpadEnter).toEqual({ hit: level.apples, miss: 0 });
    }
  }, within(60_000));

  it('the tiny level, exactly: every apple caught is 10 points, two lives left are 100 more', () => {
    const apples = scheduleApples({ level: tiny, seed: 3 });
    const out = replayGame(appleCatchMachine, { level: tiny, seed: 3 }, perfectLog(apples), 20_000)!;
    expect(out).toMatchObject({ score: 4 * 10 + 2 * LIFE_BONUS, endedBy: 'cleared', durationMs: apples[3]!.spawnAt + 550, correct: 8, stars: 3 });
  });

  it('no keys at all: every apple on the ground costs a life; the round ends at the landing that takes the last one', () => {
    const apples = scheduleApples({ level: tiny, seed: 1 });
    const end = apples[tiny.lives - 1]!.groundAt;
    for (const hz of HZ) {
      const { snapshot, emitted } = play(tiny, 1, [], hz);
      expect(snapshot.status).toBe('done');
      expect(outcome(snapshot)).toMatchObject({ score: 0, endedBy: 'lives', durationMs: end, correct: 0, wrong: 0, stars: 0, accuracy: 100 });
      expect(emitted.filter((e) => e.type === 'apple.dropped')).toHaveLength(tiny.lives);
      expect(hud(snapshot)).toEqual({ score: 0, combo: 0, lives: 0, timeLeftMs: null, props: { used: [], canLife: true, slowing: false, hintKey: null } });
    }
  });

  it('types into the entry box only what starts an apple\'s number; a wrong key shakes, breaks the combo and counts on the key that was due', () => {
    const level: AppleCatchLevel = { ...tiny, numbers: { kind: 'whole', min: 100, max: 999 } };
    const [first, second] = scheduleApples({ level, seed: 2 });
    const t = second!.spawnAt + 100;
    const { actor, emitted, press } = started(level, 2, t);
    // nothing typed: the apple that lands first is the one to type
    expect(nextKey(actor.getSnapshot())).toEqual({ key: first!.number[0] });
    press(first!.number[0]!, t + 10);
    press(first!.number[1]!, t + 20);
    expect(actor.getSnapshot().context.entry).toBe(first!.number.slice(0, 2));
    // a digit that starts no number on the field: the entry stays, the due key takes the miss
    const due = first!.number[2]!;
    const bad = [...'0123456789'].find((d) => ![first!, second!].some((a) => a.number.startsWith(first!.number.slice(0, 2) + d)))!;
    press(bad, t + 30);
    let ctx = actor.getSnapshot().context;
    expect(ctx).toMatchObject({ entry: first!.number.slice(0, 2), correct: 2, wrong: 1, combo: 0, maxCombo: 2 });
    expect(ctx.keyStats[codeOf(due)]).toMatchObject({ miss: 1 });
    expect(emitted.find((e) => e.type === 'key.wrong')).toEqual({ type: 'key.wrong', code: codeOf(due), key: bad, expected: due });
    // Enter before the number is whole is wrong too
    press('Enter', t + 40);
    expect(actor.getSnapshot().context).toMatchObject({ wrong: 2, entry: first!.number.slice(0, 2) });
    press(due, t + 50);
    expect(nextKey(actor.getSnapshot())).toEqual({ key: 'Enter' });
    press('Enter', t + 60);
    ctx = actor.getSnapshot().context;
    expect(ctx.apples[first!.id]).toMatchObject({ fate: 'caught', endedAt: t + 60 });
    expect(ctx).toMatchObject({ entry: '', score: 30, combo: 2, correct: 4, wrong: 2 });
    expect(emitted.find((e) => e.type === 'apple.caught')).toEqual({ type: 'apple.caught', id: first!.id, points: 30 });
    // Enter on an empty box, and a '.' in a level of whole numbers, are wrong keys
    press('Enter', t + 70);
    press('.', t + 80);
    expect(actor.getSnapshot().context).toMatchObject({ wrong: 4, combo: 0, entry: '' });
  });

  it('prices take their decimal point; a phone number is caught only when all 11 digits are in', () => {
    const price: AppleCatchLevel = { ...tiny, numbers: { kind: 'price', maxYuan: 99 } };
    const [apple] = scheduleApples({ level: price, seed: 4 });
    const p = started(price, 4, apple!.spawnAt + 10);
    [...apple!.number].forEach((k, i) => p.press(k, apple!.spawnAt + 20 + i * 10));
    expect(p.actor.getSnapshot().context.entry).toBe(apple!.number);
    p.press('Enter', apple!.spawnAt + 100);
    expect(p.actor.getSnapshot().context).toMatchObject({ score: POINTS_PER_DIGIT * digitsOf(apple!.number), wrong: 0 });
    expect(p.actor.getSnapshot().context.keyStats.NumpadDecimal).toEqual({ hit: 1, miss: 0 });

    const phone: AppleCatchLevel = { ...tiny, numbers: { kind: 'phone' } };
    const [call] = scheduleApples({ level: phone, seed: 4 });
    const q = started(phone, 4, call!.spawnAt + 10);
    [...call!.number.slice(0, 10)].forEach((k, i) => q.press(k, call!.spawnAt + 20 + i * 10));
    q.press('Enter', call!.spawnAt + 200);
    expect(q.actor.getSnapshot().context).toMatchObject({ score: 0, wrong: 1, entry: call!.number.slice(0, 10) });
    q.press(call!.number[10]!, call!.spawnAt + 210);
    q.press('Enter', call!.spawnAt + 220);
    expect(q.actor.getSnapshot().context).toMatchObject({ score: 110, wrong: 1, entry: '' });
  });

  it('the entry is emptied when the apple it was typing lands, which costs a life and the combo', () => {
    const level: AppleCatchLevel = { ...tiny, numbers: { kind: 'whole', min: 100, max: 999 }, lives: 3 };
    const [first, second] = scheduleApples({ level, seed: 6 });
    const { actor, emitted, press } = started(level, 6, first!.spawnAt + 100);
    press(first!.number[0]!, first!.spawnAt + 200);
    press(first!.number[1]!, first!.spawnAt + 300);
    const keep = second!.number.startsWith(first!.number.slice(0, 2));
    actor.send({ type: 'clock.tick', dt: 1, timeStamp: first!.groundAt });
    expect(actor.getSnapshot().context).toMatchObject({ lives: 2, combo: 0, entry: keep ? first!.number.slice(0, 2) : '' });
    expect(emitted.filter((e) => e.type === 'apple.dropped')).toEqual([{ type: 'apple.dropped', id: first!.id, lives: 2 }]);
  });

  it('ignores keys before the start, while paused and after the end; only digits, . and Enter are judged and logged', () => {
    const apples = scheduleApples({ level: tiny, seed: 1 });
    const t = apples[0]!.spawnAt + 100;
    const actor = createActor(appleCatchMachine, { input: { level: tiny, seed: 1 } });
    actor.start();
    actor.send({ type: 'input.key', key: '1', code: 'Numpad1', timeStamp: 0 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'game.start', timeStamp: 0 });
    actor.send({ type: 'clock.tick', dt: t, timeStamp: t });
    for (const [k, code] of [['+', 'NumpadAdd'], ['/', 'NumpadDivide'], ['a', 'KeyA'], ['Backspace', 'Backspace']]) actor.send({ type: 'input.key', key: k!, code: code!, timeStamp: t + 10 });
    expect(actor.getSnapshot().context).toMatchObject({ correct: 0, wrong: 0, log: [] });
    actor.send({ type: 'session.pause', timeStamp: t + 20 });
    actor.send({ type: 'input.key', key: apples[0]!.number, code: codeOf(apples[0]!.number), timeStamp: t + 30 });
    actor.send({ type: 'clock.tick', dt: 100, timeStamp: t + 30 });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(nextKey(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context).toMatchObject({ correct: 0, now: t });
    actor.send({ type: 'session.resume', timeStamp: t + 30 });
    actor.send({ type: 'input.key', key: apples[0]!.number, code: codeOf(apples[0]!.number), timeStamp: t + 30 });
    expect(actor.getSnapshot().context).toMatchObject({ correct: 1, log: [[t + 30, codeOf(apples[0]!.number), apples[0]!.number]] });
  });

  it('a key logged after the landing that ends the round is not judged, whatever the tick rate', () => {
    const apples = scheduleApples({ level: tiny, seed: 8 });
    const end = apples[tiny.lives - 1]!.groundAt;
    const late: KeyLogEntry[] = [key(end + 5, apples[2]!.number), key(end + 10, 'Enter')];
    const outcomes = [...HZ, 1].map((hz) => replayGame(appleCatchMachine, { level: tiny, seed: 8 }, late, end + 100, 1000 / hz));
    for (const out of outcomes) expect(out).toEqual({ ...outcomes[0], log: [] });
    expect(outcomes[0]).toMatchObject({ endedBy: 'lives', durationMs: end, correct: 0 });
  });

  it('a live round (host ticks, keys between them) equals the server replay of its own log at 30/60/144 Hz', () => {
    const level = appleCatchLevels[1]!;
    const apples = scheduleApples({ level, seed: 77 });
    // a child who catches two apples in three, with a slip (Enter too soon) in each
    const tried = apples.filter((a) => a.id % 3 !== 2);
    const log: KeyLogEntry[] = tried
      .flatMap((a) => {
        const keys: KeyLogEntry[] = [key(a.spawnAt + 700, a.number[0]!), key(a.spawnAt + 900, 'Enter')];
        for (let i = 1; i < a.number.length; i++) keys.push(key(a.spawnAt + 900 + i * 233, a.number[i]!));
        keys.push(key(a.spawnAt + 900 + a.number.length * 233, 'Enter'));
        return keys;
      })
      .sort((x, y) => x[0] - y[0]);
    const live = HZ.map((hz) => outcome(play(level, 77, log, hz).snapshot)!);
    for (const out of live) expect(out).toEqual(live[0]);
    const out = live[0]!;
    expect(out.endedBy).toBe('lives');
    expect(out.wrong).toBeGreaterThan(0);
    expect(out.score).toBeGreaterThan(0);
    for (const hz of HZ) expect(replayGame(appleCatchMachine, { level, seed: 77 }, out.log, out.durationMs, 1000 / hz)).toEqual(out);
  });
});
