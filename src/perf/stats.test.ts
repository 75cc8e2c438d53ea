import { describe, expect, it } from 'vitest';
import { BELOW_FLOOR, EVENT_TIMING_FLOOR, formatMs, frameRate, histogram, percentile, pushCapped, summarize } from './stats';

describe('percentile', () => {
  it('is nearest-rank over the sorted values', () => {
    const xs = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(xs, 50)).toBe(5);
    expect(percentile(xs, 95)).toBe(10);
    expect(percentile(xs, 10)).toBe(1);
    expect(percentile(xs, 0)).toBe(1);
    expect(percentile(xs, 100)).toBe(10);
  });
  it('p99 of 100 values is the 99th, of 1000 values the 990th', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 99)).toBe(99);
    const thousand = Array.from({ length: 1000 }, (_, i) => i + 1);
    expect(percentile(thousand, 99)).toBe(990);
    expect(percentile(thousand, 95)).toBe(950);
  });
  it('ignores NaN and is NaN for no values; does not reorder the input', () => {
    const xs = [3, NaN, 1];
    expect(percentile(xs, 100)).toBe(3);
    expect(xs).toEqual([3, NaN, 1]);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize', () => {
  it('gives count, p50/p95/p99, max and mean', () => {
    const s = summarize([10, 20, 30, 40]);
    expect(s).toEqual({ n: 4, p50: 20, p95: 40, p99: 40, max: 40, mean: 25 });
  });
  it('is all NaN but n = 0 for nothing', () => {
    const s = summarize([]);
    expect(s.n).toBe(0);
    expect(s.p95).toBeNaN();
    expect(s.max).toBeNaN();
  });
});

describe('histogram', () => {
  it('puts each value in [from, to) and the rest in the open last bucket', () => {
    const b = histogram([0, 3.9, 4, 7, 16, 1000, NaN], [4, 8, 16]);
    expect(b.map((x) => x.count)).toEqual([2, 2, 0, 2]);
    expect(b.map((x) => x.label)).toEqual(['0–4', '4–8', '8–16', '≥16']);
    expect(b[3].to).toBe(Infinity);
  });
  it('counts every finite value once with the default edges', () => {
    const xs = Array.from({ length: 300 }, (_, i) => i);
    expect(histogram(xs).reduce((n, b) => n + b.count, 0)).toBe(300);
  });
});

describe('frameRate', () => {
  it('counts frames in the last second', () => {
    const ts = Array.from({ length: 121 }, (_, i) => i * (1000 / 60));
    expect(frameRate(ts, 2000)).toBeCloseTo(60, 5);
  });
  it('is 0 with fewer than two frames in the window', () => {
    expect(frameRate([100], 200)).toBe(0);
    expect(frameRate([0, 16], 5000)).toBe(0);
  });
});

describe('formatMs', () => {
  it('writes below the Event Timing floor as "< 16", unknown as a dash', () => {
    expect(formatMs(BELOW_FLOOR, EVENT_TIMING_FLOOR)).toBe('< 16');
    expect(formatMs(24, EVENT_TIMING_FLOOR)).toBe('24');
    expect(formatMs(3.14)).toBe('3.1');
    expect(formatMs(NaN)).toBe('—');
  });
});

describe('pushCapped', () => {
  it('keeps the newest values', () => {
    const xs = [1, 2, 3];
    pushCapped(xs, 4, 3);
    expect(xs).toEqual([2, 3, 4]);
  });
});
