import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { FrogRiverLevel } from '../../../contract/games/frog_river';
import { frogRiverLevels } from '../../../levels/games/frog_river';
import { replayGame } from '../../core/game/replay';
import { PROP_CODE, type KeyLogEntry } from '../../core/game/types';
import { CLASSIC_WORD_STEP_MS, classicMs } from '../../core/game/classicCurve';
import { HINT_MS, SLOW_MS, SLOW_RATE } from '../../core/game/props';
import { classicPool, CROSS_BONUS_PER_PAD, FIRST_SPAWN_MS, LIFE_BONUS, multiplierOf, padsOf, POINTS_PER_LETTER, scheduleWords } from './frog_river.logic';
import { frogRiverMachine } from './frog_river.machine';
import { hud, nextKey, outcome, padPositionOf } from './frog_river.selectors';
import type { FrogRiverEmitted, RiverWord } from './frog_river.types';

const HZ = [30, 60, 144];
const codeOf = (ch: string) => `Key${ch.toUpperCase()}`;
const lettersOfWord = (w: RiverWord) => w.pads.map((p) => p.letters).join('');

/** A small level for exact arithmetic: 2 waves of 2 two-character words, every one with a ü (typed v). */
const tiny: FrogRiverLevel = {
  id: 'tiny',
  name: '测试',
  render_engine: 'frog_river',
  stars: [50, 150, 300],
  lives: 2,
  waveGapMs: 2000,
  waves: [
    { words: 2, driftMs: 10000, gapMs: 1000 },
    { words: 2, driftMs: 8000, gapMs: 1000 },
  ],
  words: [
    { hanzi: '绿色', pinyin: 'lǜ sè' },
    { hanzi: '女儿', pinyin: 'nǚ ér' },
    { hanzi: '旅游', pinyin: 'lǚ yóu' },
    { hanzi: '绿叶', pinyin: 'lǜ yè' },
    { hanzi: '女孩', pinyin: 'nǚ hái' },
    { hanzi: '毛驴', pinyin: 'máo lǘ' },
  ],
};

/** keys typing each word once it is on the river: `delay` after it surfaces, `every` ms a letter */
function perfectLog(words: RiverWord[], delay = 400, every = 150): KeyLogEntry[] {
  return words.flatMap((w) => [...lettersOfWord(w)].map((ch, i): KeyLogEntry => [w.spawnAt + delay + i * every, codeOf(ch), ch]));
}

/** a live actor fed like the host feeds it: ticks at `hz`, keys (and props) at their times */
function play(level: FrogRiverLevel, seed: number, log: KeyLogEntry[], hz = 60, mode?: 'classic') {
  const actor = createActor(frogRiverMachine, { input: { level, seed, mode } });
  const emitted: FrogRiverEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  actor.send({ type: 'game.start', timeStamp: 0 });
  let now = 0;
  let k = 0;
  while (actor.getSnapshot().status === 'active' && now < 600_000) {
    const next = now + 1000 / hz;
    while (k < log.length && log[k]![0] <= next && actor.getSnapshot().status === 'active') {
      const [ms, code, key] = log[k++]!;
      if (code === PROP_CODE) actor.send({ type: 'game.prop', prop: key, timeStamp: ms });
      else actor.send({ type: 'input.key', key, code, timeStamp: ms });
    }
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'clock.tick', dt: next - now, timeStamp: next });
    now = next;
  }
  return { actor, emitted, snapshot: actor.getSnapshot() };
}

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
  }, 60_000);

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
