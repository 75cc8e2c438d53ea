import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { frogRiverLevels } from '../../../levels/games/frog_river';
import { replayGame } from '../../core/game/replay';
import { PROP_CODE, type KeyLogEntry } from '../../core/keyLog';
import { CLASSIC_WORD_STEP_MS, classicMs } from '../../core/game/classicCurve';
import { HINT_MS, SLOW_MS, SLOW_RATE } from '../../core/game/props';
import { classicPool, FIRST_SPAWN_MS, padsOf, scheduleWords } from './frog_river.logic';
import { frogRiverMachine } from './frog_river.machine';
import { hud, outcome, padPositionOf } from './frog_river.selectors';
import type { RiverWord } from './frog_river.types';
import { codeOf, lettersOfWord, tiny, perfectLog, play } from './frogRiverTestKit';

/** 青蛙过河's 经典模式 and 道具, on the same live actor as frog_river.machine.test.ts. */

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const inMinute = (words: RiverWord[], m: number) => words.filter((w) => w.spawnAt >= m * 60_000 && w.spawnAt < (m + 1) * 60_000);

describe('青蛙过河 经典模式', () => {
  it('starts from the level\'s opening, then the river flows ever faster and words come closer together', () => {
    const level = frogRiverLevels[2]!;
    const words = scheduleWords({ level, seed: 4, mode: 'classic' });
    expect(words[0]).toMatchObject({ spawnAt: FIRST_SPAWN_MS, driftMs: classicMs(level.waves[0]!.driftMs, FIRST_SPAWN_MS) });
    let before = { drift: Infinity, count: 0 };
    for (const m of [0, 3, 6, 12, 24]) {
      const now = { drift: mean(inMinute(words, m).map((w) => w.driftMs)), count: inMinute(words, m).length };
      expect(now.drift, `minute ${m}`).toBeLessThan(before.drift);
      expect(now.count, `minute ${m}`).toBeGreaterThan(before.count);
      before = now;
    }
    // words stay in surfacing order and never touch, however fast the river runs
    for (const w of words.slice(1)) {
      const prev = words[w.id - 1]!;
      expect(w.spawnAt).toBeGreaterThan(prev.spawnAt);
      for (const t of [w.spawnAt, Math.min(prev.escapeAt, w.escapeAt)]) expect(padPositionOf(prev, prev.pads.length - 1, t) - padPositionOf(w, 0, t)).toBeGreaterThanOrEqual(0.19 - 1e-9);
    }
    // the level mode is untouched by it
    expect(scheduleWords({ level, seed: 4, mode: 'level' })).toEqual(scheduleWords({ level, seed: 4 }));
  });

  it('words get longer: the level\'s longer syllables first, then two-syllable words of its own characters', () => {
    const level = frogRiverLevels[2]!;
    const words = scheduleWords({ level, seed: 4, mode: 'classic' });
    const letters = (m: number) => mean(inMinute(words, m).map(lettersOfWord).map((x) => x.length));
    expect(letters(2)).toBeGreaterThan(letters(0));
    expect(letters(6)).toBeGreaterThan(letters(2));
    expect(inMinute(words, 0).every((w) => w.pads.length === 1)).toBe(true);
    expect(inMinute(words, 6).every((w) => w.pads.length === 2)).toBe(true);
    const known = new Set(level.words.map((w) => `${w.hanzi}|${w.pinyin}`));
    for (const w of words) for (const p of w.pads) expect(known.has(`${p.hanzi}|${p.pinyin}`)).toBe(true);
    // a level of two-character words keeps to its own words, the longest ones later on
    const two = frogRiverLevels[3]!;
    const pool = classicPool(two.words);
    expect(pool(0)).toEqual(two.words);
    const late = pool(20 * CLASSIC_WORD_STEP_MS);
    expect(late.length).toBeGreaterThanOrEqual(6);
    expect(mean(late.map((w) => padsOf(w).map((p) => p.letters).join('').length))).toBeGreaterThan(mean(two.words.map((w) => padsOf(w).map((p) => p.letters).join('').length)));
  });

  it('ends by lives, with no clock in the HUD, and a live classic round equals its replay', () => {
    const level = frogRiverLevels[0]!;
    const words = scheduleWords({ level, seed: 6, mode: 'classic' });
    // a child who crosses the first 30 words, then stops
    const log = perfectLog(words.slice(0, 30), 500, 200);
    const live = play(level, 6, log, 60, 'classic').snapshot;
    const out = outcome(live)!;
    expect(out.endedBy).toBe('lives');
    expect(out.correct).toBe(log.length);
    expect(out.durationMs).toBe(words[30 + level.lives - 1]!.escapeAt);
    expect(hud(live)).toMatchObject({ timeLeftMs: null, lives: 0 });
    expect(out.durationMs).toBeGreaterThan(Math.max(...scheduleWords({ level, seed: 6 }).map((w) => w.escapeAt)));
    for (const tick of [1000 / 144, 250]) expect(replayGame(frogRiverMachine, { level, seed: 6, mode: 'classic' }, out.log, out.durationMs, tick)).toEqual(out);
  });
});

describe('青蛙过河 道具', () => {
  const words = scheduleWords({ level: tiny, seed: 1 });
  const end = words.slice().sort((a, b) => a.escapeAt - b.escapeAt || a.id - b.id)[tiny.lives - 1]!.escapeAt;

  it('slow: the river runs at half speed for 8 s of game time, so every later escape comes 4 s later', () => {
    const prop: KeyLogEntry = [1000, PROP_CODE, 'slow'];
    const live = play(tiny, 1, [prop], 60);
    const out = outcome(live.snapshot)!;
    expect(end).toBeGreaterThan(1000 + SLOW_MS * SLOW_RATE);
    expect(out).toMatchObject({ endedBy: 'lives', durationMs: end + SLOW_MS * (1 - SLOW_RATE) + 1, log: [prop] });
    expect(live.emitted).toContainEqual({ type: 'prop.used', prop: 'slow' });
    for (const tick of [1000 / 144, 250]) expect(replayGame(frogRiverMachine, { level: tiny, seed: 1 }, out.log, out.durationMs, tick)).toEqual(out);
    // halfway through the slow the world (and every pad on it) is 2 s behind game time
    const actor = createActor(frogRiverMachine, { input: { level: tiny, seed: 1 } }).start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    actor.send({ type: 'game.prop', prop: 'slow', timeStamp: 1000 });
    actor.send({ type: 'clock.tick', dt: 4000, timeStamp: 5000 });
    expect(actor.getSnapshot().context.now).toBe(3000);
    expect(hud(actor.getSnapshot()).props).toMatchObject({ used: ['slow'], slowing: true });
  });

  it('life: one life more, so the round lasts one escape longer; a second life is neither given nor logged', () => {
    const log: KeyLogEntry[] = [[1000, PROP_CODE, 'life'], [1200, PROP_CODE, 'life']];
    const live = play(tiny, 1, log, 60);
    const out = outcome(live.snapshot)!;
    const third = words.slice().sort((a, b) => a.escapeAt - b.escapeAt || a.id - b.id)[tiny.lives]!.escapeAt;
    expect(out).toMatchObject({ endedBy: 'lives', durationMs: third, log: [log[0]] });
    expect(live.emitted.filter((e) => e.type === 'word.missed').map((e) => (e as { lives: number }).lives)).toEqual([2, 1, 0]);
    for (const tick of [1000 / 144, 250]) expect(replayGame(frogRiverMachine, { level: tiny, seed: 1 }, out.log, out.durationMs, tick)).toEqual(out);
  });

  it('hint: the HUD shows the letter the next pad wants for 5 s; a prop after the round ended does nothing', () => {
    const actor = createActor(frogRiverMachine, { input: { level: tiny, seed: 1 } }).start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    const first = words[0]!;
    actor.send({ type: 'clock.tick', dt: first.spawnAt, timeStamp: first.spawnAt });
    expect(hud(actor.getSnapshot()).props!.hintKey).toBeNull();
    actor.send({ type: 'game.prop', prop: 'hint', timeStamp: first.spawnAt + 100 });
    const letters = lettersOfWord(first);
    expect(hud(actor.getSnapshot()).props!.hintKey).toBe(letters[0]);
    actor.send({ type: 'input.key', key: letters[0]!, code: codeOf(letters[0]!), timeStamp: first.spawnAt + 300 });
    expect(hud(actor.getSnapshot()).props!.hintKey).toBe(letters[1]);
    actor.send({ type: 'clock.tick', dt: HINT_MS, timeStamp: first.spawnAt + 100 + HINT_MS });
    expect(hud(actor.getSnapshot()).props!.hintKey).toBeNull();
    expect(actor.getSnapshot().context.log).toEqual([[first.spawnAt + 100, PROP_CODE, 'hint'], [first.spawnAt + 300, codeOf(letters[0]!), letters[0]]]);
    const done = replayGame(frogRiverMachine, { level: tiny, seed: 1 }, [[end + 10, PROP_CODE, 'life']], end + 100, 250)!;
    expect(done).toMatchObject({ durationMs: end, log: [] });
  });
});
