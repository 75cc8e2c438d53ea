import { describe, expect, it } from 'vitest';
import type { LiveStats } from '../core/types';
import { figuresOf, lineStepMs, type TestStep } from './typingTest.logic';

/** A step as a replay gives it: the stats after the key (progress = units / total). */
const step = (ms: number, key: string, correct: number, wrong: number, units: number, total = 100): TestStep => ({
  ms,
  key,
  stats: { cpm: 0, accuracy: 0, elapsedMs: ms, correct, wrong, progress: units / total } satisfies LiveStats,
});

describe('figuresOf (a typing test)', () => {
  it('counts speed over the whole test, not up to the last key', () => {
    // 30 right keys in the first 15 s of a 1-minute test
    const steps = Array.from({ length: 30 }, (_, i) => step(i * 500, 'a', i + 1, 0, i + 1));
    const f = figuresOf(steps, { durationMs: 60_000, totalUnits: 100, wpm: true });
    expect(f).toMatchObject({ cpm: 30, wpm: 6, accuracy: 100, units: 30, correct: 30, wrong: 0, corrected: 0 });
  });

  it('counts wrong keys put right as corrected, and not those still wrong at the end', () => {
    const steps = [
      step(0, 'a', 1, 0, 1),
      step(200, 'x', 1, 1, 1), // wrong
      step(400, 'y', 1, 2, 1), // wrong again
      step(900, 'b', 2, 2, 2), // put right: 2 corrected; b came 900 ms after the last right key
      step(1100, 'q', 2, 3, 2), // wrong, never put right
    ];
    const f = figuresOf(steps, { durationMs: 60_000, totalUnits: 100, wpm: false });
    expect(f).toMatchObject({ correct: 2, wrong: 3, corrected: 2, accuracy: 40, wpm: null });
    expect(f.slowKeys[0]).toEqual({ key: 'b', ms: 900, hits: 1, misses: 2 });
  });

  it('ignores keys the engine did not judge', () => {
    const judged = [step(0, 'a', 1, 0, 1), step(1000, 'b', 2, 0, 2)];
    const withShift = [judged[0]!, step(500, 'Shift', 1, 0, 1), judged[1]!];
    const opts = { durationMs: 60_000, totalUnits: 100, wpm: true };
    expect(figuresOf(withShift, opts)).toEqual(figuresOf(judged, opts));
  });

  it('draws the speed line per part of the test, a part without keys at 0', () => {
    // 1 minute: parts of 10 s; 10 units in the first part, none in the second, 5 in the third
    const steps = [
      ...Array.from({ length: 10 }, (_, i) => step(i * 900, 'a', i + 1, 0, i + 1)),
      ...Array.from({ length: 5 }, (_, i) => step(20_000 + i * 1000, 'b', 11 + i, 0, 11 + i)),
    ];
    const f = figuresOf(steps, { durationMs: 60_000, totalUnits: 100, wpm: true });
    expect(f.lineStepMs).toBe(10_000);
    expect(f.speedLine).toEqual([60, 0, 30, 0, 0, 0]);
    expect(f.cpm).toBe(15);
  });

  it('counts 汉字 as units where a key is a letter (拼音: progress over the 汉字)', () => {
    // 6 letters typed, 2 of 4 汉字 done
    const steps = [0, 1, 2, 3, 4, 5].map((i) => step(i * 1000, 'abcdef'[i]!, i + 1, 0, i < 2 ? 0 : i < 5 ? 1 : 2, 4));
    const f = figuresOf(steps, { durationMs: 60_000, totalUnits: 4, wpm: false });
    expect(f).toMatchObject({ units: 2, cpm: 2, correct: 6 });
  });

  it('names the slowest keys typed often, slowest first, at most five; a long pause counts 3 s', () => {
    const keys = 'abcdefgabcdefg';
    const gaps = [0, 100, 200, 300, 400, 500, 600, 100, 200, 300, 400, 500, 600, 9000];
    let ms = 0;
    const steps = [...keys].map((k, i) => step((ms += gaps[i]!), k, i + 1, 0, i + 1));
    const f = figuresOf(steps, { durationMs: 60_000, totalUnits: 100, wpm: true });
    expect(f.slowKeys.map((k) => k.key)).toEqual(['g', 'f', 'e', 'd', 'c']);
    expect(f.slowKeys[0]).toEqual({ key: 'g', ms: 1800, hits: 2, misses: 0 });
  });

  it('uses parts of 10 s, 30 s and a minute for tests of 1, 3 and 5 minutes', () => {
    expect([60_000, 180_000, 300_000].map(lineStepMs)).toEqual([10_000, 30_000, 60_000]);
    expect(figuresOf([], { durationMs: 300_000, totalUnits: 1, wpm: false }).speedLine).toEqual([0, 0, 0, 0, 0]);
  });
});
