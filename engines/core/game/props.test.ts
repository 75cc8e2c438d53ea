import { describe, expect, it } from 'vitest';
import { gameAt, gameDurationOf, noProps, propLogProblem, SLOW_MS, useProp, worldAt } from './props';
import { classicMs, classicPace, classicWords } from './classicCurve';
import { PROP_CODE } from '../keyLog';

describe('props', () => {
  const slowed = useProp(noProps, 'slow', 1000, 1000, true)!;
  it('slow: the world runs at half speed for SLOW_MS of game time, then SLOW_MS/2 behind; gameAt is its inverse', () => {
    expect([0, 1000, 3000, 1000 + SLOW_MS, 20_000].map((t) => worldAt(slowed, t))).toEqual([0, 1000, 2000, 1000 + SLOW_MS / 2, 20_000 - SLOW_MS / 2]);
    for (const t of [0, 999, 1500.25, 7000, 9000, 12_345.5]) expect(gameAt(slowed, worldAt(slowed, t))).toBeCloseTo(t, 9);
    // a duration past the slow is rounded up so a replay to it surely reaches the end
    expect(worldAt(slowed, gameDurationOf(slowed, 5000))).toBeGreaterThanOrEqual(5000);
    expect(gameDurationOf(noProps, 5000.5)).toBe(5000.5);
  });
  it('each prop once a round; life only with lives; unknown names refused', () => {
    expect(useProp(slowed, 'slow', 2000, 1500, true)).toBeNull();
    expect(useProp(noProps, 'life', 0, 0, false)).toBeNull();
    expect(useProp(noProps, 'bomb', 0, 0, true)).toBeNull();
    expect(useProp(slowed, 'hint', 2000, 1500, true)).toMatchObject({ used: ['slow', 'hint'], hintFrom: 1500, slowFrom: 1000 });
    expect(propLogProblem([[1, PROP_CODE, 'hint'], [2, 'KeyA', 'a'], [3, PROP_CODE, 'hint']])).toBe('twice');
  });
});

describe('classicCurve', () => {
  it('rises without levelling off, and words grow within the pool', () => {
    const paces = [0, 60_000, 600_000, 1_200_000].map(classicPace);
    expect(paces.every((p, i) => i === 0 || p > paces[i - 1]!)).toBe(true);
    expect(classicMs(3000, 0)).toBe(3000);
    expect(classicMs(3000, 180_000)).toBe(1000);
    const pool = ['cat', 'dog', 'sun', 'bird', 'fish', 'apple', 'tiger', 'monkey', 'rabbit', 'banana', 'yellow', 'orange'];
    expect(classicWords(pool, 0)).toEqual(pool);
    expect(classicWords(pool, 45_000)).toEqual(pool.filter((w) => w.length >= 4));
    // longer than the pool has: the pool's longest words (the pool is the only limit)
    expect(classicWords(pool, 10 * 60_000)).toEqual(['banana', 'monkey', 'orange', 'rabbit', 'yellow', 'apple']);
  });
});
