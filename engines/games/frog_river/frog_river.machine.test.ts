import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { frogRiverLevels } from '../../../levels/games/frog_river';
import { replayGame } from '../../core/game/replay';
import type { KeyLogEntry } from '../../core/keyLog';
import { CROSS_BONUS_PER_PAD, FIRST_SPAWN_MS, POINTS_PER_LETTER, scheduleWords } from './frog_river.logic';
import { LIFE_BONUS, multiplierOf } from '../../core/game/tally.logic';
import { frogRiverMachine } from './frog_river.machine';
import { hud, nextKey, outcome, padPositionOf } from './frog_river.selectors';
import type { FrogRiverEmitted } from './frog_river.types';
import { HZ, codeOf, lettersOfWord, tiny, perfectLog, play } from './frogRiverTestKit';
import { within } from '../../../tests/machine';


describe('青蛙过河 schedule', () => {
  it('surfaces word after word at exact times, never letting pads touch, each wave drifting at its own speed', () => {
    const words = scheduleWords({ level: tiny, seed: 5 });
    // two pads: the first surfaces at 0.27 of the river and leaves at 1 (0.73 of a crossing)
    expect(words.map((w) => [w.wave, w.spawnAt, w.escapeAt])).toEqual([
      [0, FIRST_SPAWN_MS, FIRST_SPAWN_MS + 7300],
      [0, 5300, 12600],
      [1, 9800, 15640],
      [1, 12840, 18680],
    ]);
    for (const w of words) {
      expect(padPositionOf(w, 0, w.escapeAt)).toBeCloseTo(1, 9);
      expect(padPositionOf(w, 1, w.spawnAt)).toBeCloseTo(0.08, 9);
    }
  });

  it('types tones off and ü as v, is the same for the same seed and keeps neighbouring words apart on every level', () => {
    const [first] = scheduleWords({ level: tiny, seed: 5 });
    expect(first!.pads.map((p) => p.letters)).toEqual(first!.pads.map((p) => p.pinyin.normalize('NFD').replace(/u\u0308/g, 'v').replace(/[\u0300-\u036f]/g, '')));
    expect(first!.pads.some((p) => p.letters.includes('v'))).toBe(true);
    const level = frogRiverLevels[2]!;
    expect(scheduleWords({ level, seed: 9 })).toEqual(scheduleWords({ level, seed: 9 }));
    expect(scheduleWords({ level, seed: 9 }).map(lettersOfWord)).not.toEqual(scheduleWords({ level, seed: 10 }).map(lettersOfWord));
    for (const l of frogRiverLevels) {
      const words = scheduleWords({ level: l, seed: 3 });
      expect(words.length).toBe(l.waves.reduce((n, w) => n + w.words, 0));
      for (const w of words.slice(1)) {
        const prev = words[w.id - 1]!;
        // the new word's first pad stays a pad's width behind the last pad of the word before, while both are on the river
        for (const t of [w.spawnAt, Math.min(prev.escapeAt, w.escapeAt)]) {
          expect(padPositionOf(prev, prev.pads.length - 1, t) - padPositionOf(w, 0, t)).toBeGreaterThanOrEqual(0.19 - 1e-9);
        }
      }
    }
  });
});

describe('青蛙过河 machine', () => {
  it('a perfect round crosses every word: exact score, no life lost, 3 stars, identical at 30/60/144 Hz', () => {
    for (const level of frogRiverLevels) {
      const words = scheduleWords({ level, seed: 21 });
      const log = perfectLog(words);
      let combo = 0;
      let expected = 0;
      for (const w of words) {
        for (const p of w.pads) {
          combo += p.letters.length;
          expected += POINTS_PER_LETTER * p.letters.length * multiplierOf(combo);
        }
        expected += CROSS_BONUS_PER_PAD * w.pads.length;
      }
      expected += level.lives * LIFE_BONUS;
      const lastKey = log[log.length - 1]![0];
      const outcomes = HZ.map((hz) => replayGame(frogRiverMachine, { level, seed: 21 }, log, lastKey, 1000 / hz));
      for (const out of outcomes) expect(out).toEqual(outcomes[0]);
      const out = outcomes[0]!;
      expect(out).toMatchObject({ score: expected, endedBy: 'cleared', durationMs: lastKey, wrong: 0, correct: log.length, maxCombo: log.length, accuracy: 100, stars: 3 });
      expect(out.log).toEqual(log);
      expect(Object.values(out.keyStats).reduce((n, k) => n + k.hit, 0)).toBe(log.length);
    }
  }, within(60_000));

  it('no keys at all: every word that drifts away costs a life; the round ends at the escape that takes the last one', () => {
    const words = scheduleWords({ level: tiny, seed: 1 });
    const end = words.slice().sort((a, b) => a.escapeAt - b.escapeAt || a.id - b.id)[tiny.lives - 1]!.escapeAt;
    for (const hz of HZ) {
      const { snapshot, emitted } = play(tiny, 1, [], hz);
      expect(snapshot.status).toBe('done');
      expect(outcome(snapshot)).toMatchObject({ score: 0, endedBy: 'lives', durationMs: end, correct: 0, wrong: 0, stars: 0, accuracy: 100 });
      expect(emitted.filter((e) => e.type === 'word.missed')).toHaveLength(tiny.lives);
      expect(hud(snapshot)).toEqual({ score: 0, combo: 0, lives: 0, timeLeftMs: null, props: { used: [], canLife: true, slowing: false, hintKey: null } });
    }
  });

  it('the frog jumps pad by pad: a syllable typed lands on its pad, the last one crosses; a wrong letter splashes on the key that was due', () => {
    const words = scheduleWords({ level: tiny, seed: 2 });
    const first = words[0]!;
    const [one, two] = first.pads as [(typeof first.pads)[0], (typeof first.pads)[0]];
    const t = first.spawnAt + 100;
    const actor = createActor(frogRiverMachine, { input: { level: tiny, seed: 2 } });
    const emitted: FrogRiverEmitted[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    // nothing on the river yet: a letter is a splash on the key pressed
    actor.send({ type: 'input.key', key: 'q', code: 'KeyQ', timeStamp: first.spawnAt - 10 });
    expect(nextKey(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.keyStats).toEqual({ KeyQ: { hit: 0, miss: 1 } });
    actor.send({ type: 'clock.tick', dt: 1, timeStamp: t });
    expect(nextKey(actor.getSnapshot())).toEqual({ key: one.letters[0] });
    actor.send({ type: 'input.key', key: one.letters[0]!, code: codeOf(one.letters[0]!), timeStamp: t + 10 });
    // the second letter of lǜ / nǚ / lǚ is v: typing u is wrong and counts on V
    expect(one.letters[1]).toBe('v');
    expect(nextKey(actor.getSnapshot())).toEqual({ key: 'v' });
    actor.send({ type: 'input.key', key: 'u', code: 'KeyU', timeStamp: t + 20 });
    let ctx = actor.getSnapshot().context;
    expect(ctx).toMatchObject({ correct: 1, wrong: 2, combo: 0, maxCombo: 1 });
    expect(ctx.words[0]).toMatchObject({ reached: 0, typed: 1, fate: 'drifting' });
    expect(ctx.keyStats[codeOf('v')]).toEqual({ hit: 0, miss: 1 });
    expect(emitted.find((e) => e.type === 'key.wrong' && e.key === 'u')).toEqual({ type: 'key.wrong', code: 'KeyV', key: 'u', expected: 'v' });
    // capitals count as the letter
    actor.send({ type: 'input.key', key: 'V', code: 'KeyV', timeStamp: t + 30 });
    ctx = actor.getSnapshot().context;
    expect(ctx.words[0]).toMatchObject({ reached: 1, typed: 0, fate: 'drifting' });
    expect(ctx.score).toBe(POINTS_PER_LETTER * 2);
    expect(emitted.find((e) => e.type === 'pad.reached')).toEqual({ type: 'pad.reached', id: 0, pad: 0, points: 20 });
    for (const [i, ch] of [...two.letters].entries()) actor.send({ type: 'input.key', key: ch, code: codeOf(ch), timeStamp: t + 40 + i });
    ctx = actor.getSnapshot().context;
    expect(ctx.words[0]).toMatchObject({ reached: 2, fate: 'crossed', endedAt: t + 40 + two.letters.length - 1 });
    expect(ctx.score).toBe(POINTS_PER_LETTER * (2 + two.letters.length) + 2 * CROSS_BONUS_PER_PAD);
    expect(emitted.filter((e) => e.type === 'letter.typed')).toHaveLength(2 + two.letters.length);
    expect(emitted.find((e) => e.type === 'word.crossed')).toEqual({ type: 'word.crossed', id: 0, bonus: 40 });
    expect(ctx.lives).toBe(tiny.lives);
  });

  it('a word half crossed is lost when its first pad drifts out: a life, and the frog starts the next word', () => {
    const words = scheduleWords({ level: tiny, seed: 4 });
    const [first, second] = [words[0]!, words[1]!];
    const actor = createActor(frogRiverMachine, { input: { level: tiny, seed: 4 } });
    actor.start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    for (const [i, ch] of [...first.pads[0]!.letters].entries()) actor.send({ type: 'input.key', key: ch, code: codeOf(ch), timeStamp: first.spawnAt + 50 + i });
    expect(actor.getSnapshot().context.words[0]!.reached).toBe(1);
    actor.send({ type: 'clock.tick', dt: 1, timeStamp: first.escapeAt - 1 });
    expect(actor.getSnapshot().context.lives).toBe(tiny.lives);
    actor.send({ type: 'clock.tick', dt: 1, timeStamp: first.escapeAt });
    expect(actor.getSnapshot().context).toMatchObject({ lives: tiny.lives - 1, combo: 0 });
    expect(actor.getSnapshot().context.words[0]).toMatchObject({ fate: 'missed', endedAt: first.escapeAt });
    expect(nextKey(actor.getSnapshot())).toEqual({ key: second.pads[0]!.letters[0] });
  });

  it('ignores keys before the start, while paused and after the end; only letters are judged and logged', () => {
    const first = scheduleWords({ level: tiny, seed: 1 })[0]!;
    const ch = first.pads[0]!.letters[0]!;
    const at = first.spawnAt + 500;
    const actor = createActor(frogRiverMachine, { input: { level: tiny, seed: 1 } });
    actor.start();
    actor.send({ type: 'input.key', key: ch, code: codeOf(ch), timeStamp: 0 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'game.start', timeStamp: 0 });
    actor.send({ type: 'clock.tick', dt: at, timeStamp: at });
    for (const [key, code] of [['1', 'Digit1'], [' ', 'Space'], ['Enter', 'Enter'], ['Backspace', 'Backspace'], ['ü', 'KeyV']]) {
      actor.send({ type: 'input.key', key: key!, code: code!, timeStamp: at + 100 });
    }
    expect(actor.getSnapshot().context).toMatchObject({ correct: 0, wrong: 0, log: [] });
    actor.send({ type: 'session.pause', timeStamp: at + 200 });
    actor.send({ type: 'input.key', key: ch, code: codeOf(ch), timeStamp: at + 300 });
    actor.send({ type: 'clock.tick', dt: 100, timeStamp: at + 300 });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().context).toMatchObject({ correct: 0, now: at });
    actor.send({ type: 'session.resume', timeStamp: at + 300 });
    actor.send({ type: 'input.key', key: ch, code: codeOf(ch), timeStamp: at + 300 });
    expect(actor.getSnapshot().context).toMatchObject({ correct: 1, log: [[at + 300, codeOf(ch), ch]] });
  });

  it("a key stamped before the world's time is judged and logged at the world's time (its replay agrees)", () => {
    const first = scheduleWords({ level: tiny, seed: 6 })[0]!;
    const ch = first.pads[0]!.letters[0]!;
    const actor = createActor(frogRiverMachine, { input: { level: tiny, seed: 6 } });
    actor.start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    actor.send({ type: 'clock.tick', dt: 1, timeStamp: first.spawnAt + 500 });
    actor.send({ type: 'input.key', key: ch, code: codeOf(ch), timeStamp: first.spawnAt - 100 });
    const ctx = actor.getSnapshot().context;
    expect(ctx.log).toEqual([[first.spawnAt + 500, codeOf(ch), ch]]);
    expect(ctx).toMatchObject({ correct: 1, wrong: 0 });
  });

  it('a key logged after the escape that ends the round is not judged, whatever the tick rate', () => {
    const words = scheduleWords({ level: tiny, seed: 8 });
    const end = words.slice().sort((a, b) => a.escapeAt - b.escapeAt)[tiny.lives - 1]!.escapeAt;
    const late: KeyLogEntry[] = [[end + 5, 'KeyL', 'l'], [end + 10, 'KeyV', 'v']];
    const outcomes = [...HZ, 1].map((hz) => replayGame(frogRiverMachine, { level: tiny, seed: 8 }, late, end + 100, 1000 / hz));
    for (const out of outcomes) expect(out).toEqual({ ...outcomes[0], log: [] });
    expect(outcomes[0]).toMatchObject({ endedBy: 'lives', durationMs: end, correct: 0 });
  });

  it('a live round (host ticks, keys between them) equals the server replay of its own log at 30/60/144 Hz', () => {
    const level = frogRiverLevels[3]!;
    const words = scheduleWords({ level, seed: 77 });
    // a child who takes the first half of the words across, each with a slip ('q') after its first letter, then stops
    const half = words.filter((w) => w.id < words.length / 2);
    const log: KeyLogEntry[] = half
      .flatMap((w) => {
        const letters = lettersOfWord(w);
        const keys: KeyLogEntry[] = [[w.spawnAt + 700, codeOf(letters[0]!), letters[0]!], [w.spawnAt + 900, 'KeyQ', 'q']];
        for (let i = 1; i < letters.length; i++) keys.push([w.spawnAt + 900 + i * 233, codeOf(letters[i]!), letters[i]!]);
        return keys;
      });
    const live = HZ.map((hz) => outcome(play(level, 77, log, hz).snapshot)!);
    for (const out of live) expect(out).toEqual(live[0]);
    const out = live[0]!;
    expect(out.endedBy).toBe('lives');
    expect(out.durationMs).toBe(words[half.length + level.lives - 1]!.escapeAt);
    const crossed = half.filter((w) => w.spawnAt + 900 + 233 * (lettersOfWord(w).length - 1) < out.durationMs);
    expect(crossed).toEqual(half);
    expect(out.correct).toBe(crossed.reduce((n, w) => n + lettersOfWord(w).length, 0));
    expect(out.wrong).toBe(crossed.length);
    // the slip resets the combo, so a word's letters never reach a multiplier
    expect(out.score).toBe(crossed.reduce((n, w) => n + POINTS_PER_LETTER * lettersOfWord(w).length + CROSS_BONUS_PER_PAD * w.pads.length, 0));
    for (const hz of HZ) expect(replayGame(frogRiverMachine, { level, seed: 77 }, out.log, out.durationMs, 1000 / hz)).toEqual(out);
  });
});
