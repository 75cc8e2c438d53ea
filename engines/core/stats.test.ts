import { describe, expect, it } from 'vitest';
import { accuracyOf, addKey, cpmOf, endPause, finalResult, liveStats, perMinute } from './stats';

describe('addKey', () => {
  it('counts hits and misses per key without changing the old counts', () => {
    const empty = {};
    const one = addKey(empty, 'KeyA', true);
    const two = addKey(one, 'KeyA', false);
    const three = addKey(two, 'KeyB', true);
    expect(empty).toEqual({});
    expect(one).toEqual({ KeyA: { hit: 1, miss: 0 } });
    expect(three).toEqual({ KeyA: { hit: 1, miss: 1 }, KeyB: { hit: 1, miss: 0 } });
  });
});

describe('liveStats', () => {
  it('reads all zeros and 100 % before the first stroke', () => {
    expect(liveStats({ correct: 0, wrong: 0, startedAt: null, now: 5000, units: 0, total: 10 })).toEqual({
      cpm: 0, accuracy: 100, elapsedMs: 0, correct: 0, wrong: 0, progress: 0,
    });
  });

  it('gives correct units per minute and accuracy with one decimal', () => {
    const s = liveStats({ correct: 2, wrong: 1, startedAt: 1000, now: 31_000, units: 30, total: 60 });
    expect(s.cpm).toBe(60);
    expect(s.accuracy).toBe(66.7);
    expect(s.elapsedMs).toBe(30_000);
    expect(s.progress).toBe(0.5);
  });

  it('does not report a wild speed in the first instant', () => {
    expect(cpmOf(1, 10)).toBe(60);
  });

  it('counts every speed with one formula: whole units a minute, 0 over no time (a race from its start, a test over its time)', () => {
    expect(perMinute(30, 60_000)).toBe(30);
    expect(perMinute(5, 0)).toBe(0);
    expect(perMinute(7, 20_000)).toBe(21);
    expect(cpmOf(7, 20_000)).toBe(perMinute(7, 20_000));
  });

  it('caps progress at 1', () => {
    expect(liveStats({ correct: 5, wrong: 0, startedAt: 0, now: 1, units: 12, total: 10 }).progress).toBe(1);
  });
});

describe('finalResult', () => {
  it('carries duration, counts, speed, accuracy and key stats, leaving stars and score to the host', () => {
    const keyStats = { KeyF: { hit: 9, miss: 1 } };
    expect(finalResult({ correct: 9, wrong: 1, startedAt: 0, now: 60_000, units: 9, total: 9, keyStats })).toEqual({
      durationMs: 60_000, correct: 9, wrong: 1, cpm: 9, accuracy: 90, keyStats, stars: 0, score: 0,
    });
    expect(accuracyOf(1, 2)).toBe(33.3);
  });
});

describe('when a pause ends', () => {
  it('adds the paused time to pausedMs and moves lastAt to the resume time', () => {
    expect(endPause({ pausedAt: 1000, pausedMs: 200, lastAt: 900 }, 1500)).toEqual({ pausedAt: null, pausedMs: 700, lastAt: 1500 });
  });
  it('adds nothing when no pause was running or time went backwards', () => {
    expect(endPause({ pausedAt: null, pausedMs: 50, lastAt: 900 }, 1500)).toEqual({ pausedAt: null, pausedMs: 50, lastAt: 1500 });
    expect(endPause({ pausedAt: 2000, pausedMs: 50, lastAt: 2500 }, 1500)).toEqual({ pausedAt: null, pausedMs: 50, lastAt: 2500 });
  });
});
