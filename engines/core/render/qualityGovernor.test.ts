import { describe, expect, it } from 'vitest';
import { CHAPTER_TUNING, chapterLadder, QualityGovernor, qualityLadder, type QualityStep } from './qualityGovernor';

/**
 * Feeds `ms`-long frames for `forMs` of play (or until the first change, with `untilChange`);
 * returns the steps the governor changed to, with when.
 */
function run(g: QualityGovernor, ms: number | (() => number), forMs: number, log: [number, QualityStep][] = [], start = { t: 0 }, untilChange = false) {
  const next = typeof ms === 'number' ? () => ms : ms;
  for (const end = start.t + forMs; start.t < end; ) {
    const d = next();
    start.t += d;
    const s = g.frame(d);
    if (s) log.push([start.t, s]);
    if (s && untilChange) break;
  }
  return log;
}
const slowUntilChange = (g: QualityGovernor, log?: [number, QualityStep][], clock?: { t: number }) => run(g, 40, 10_000, log, clock, true);

describe('qualityLadder', () => {
  it('goes from the device resolution down to 0.75, effects low before the last step', () => {
    expect(qualityLadder(2)).toEqual([
      { resolution: 2, quality: 'high' },
      { resolution: 1, quality: 'high' },
      { resolution: 1, quality: 'low' },
      { resolution: 0.75, quality: 'low' },
    ]);
    expect(qualityLadder(1)).toEqual([
      { resolution: 1, quality: 'high' },
      { resolution: 1, quality: 'low' },
      { resolution: 0.75, quality: 'low' },
    ]);
    expect(qualityLadder(0)[0]).toEqual({ resolution: 1, quality: 'high' });
  });
});

describe('QualityGovernor', () => {
  it('keeps the best step while frames are within budget', () => {
    const g = new QualityGovernor(qualityLadder(2));
    expect(run(g, 16.7, 60_000)).toEqual([]);
    expect(g.step).toEqual({ resolution: 2, quality: 'high' });
  });

  it('decides only after the first ~2 s of play, then steps down one step per window', () => {
    const g = new QualityGovernor(qualityLadder(2));
    const log = run(g, 40, 20_000);
    expect(log.map(([, s]) => s)).toEqual(qualityLadder(2).slice(1));
    // settle 300 ms + a 2 s window before the first decision, and again after each change
    expect(log[0][0]).toBeGreaterThanOrEqual(2300);
    expect(log[0][0]).toBeLessThan(2900);
    expect(log[1][0] - log[0][0]).toBeGreaterThanOrEqual(2300);
    expect(g.level).toBe(3);
  });

  it('looks at p95: a few slow frames among fast ones do not lower quality, many do', () => {
    let i = 0;
    const fewSlow = new QualityGovernor(qualityLadder(1));
    expect(run(fewSlow, () => (++i % 50 === 0 ? 50 : 16.7), 30_000)).toEqual([]);
    i = 0;
    const manySlow = new QualityGovernor(qualityLadder(1));
    expect(run(manySlow, () => (++i % 8 === 0 ? 50 : 16.7), 4_000).length).toBe(1);
  });

  it('raises again with headroom, and waits twice as long after a raise that did not hold', () => {
    const g = new QualityGovernor(qualityLadder(1));
    const clock = { t: 0 };
    const log: [number, QualityStep][] = [];
    slowUntilChange(g, log, clock); // slow: down to effects low
    expect(g.level).toBe(1);
    run(g, 16.7, 4000, log, clock);
    expect(g.level).toBe(1); // fast, but not for raiseAfter (5 s) yet
    run(g, 16.7, 2000, log, clock);
    expect(g.level).toBe(0); // raised
    const raisedAt = log[log.length - 1][0];
    slowUntilChange(g, log, clock); // the raise did not hold: down again
    expect(g.level).toBe(1);
    const droppedAt = log[log.length - 1][0];
    expect(droppedAt - raisedAt).toBeLessThan(10_000);
    run(g, 16.7, 9000, log, clock);
    expect(g.level).toBe(1); // now it waits 10 s, not 5
    run(g, 16.7, 2000, log, clock);
    expect(g.level).toBe(0);
    expect(log.map(([, s]) => s.quality)).toEqual(['low', 'high', 'low', 'high']);
  });

  it('does not raise between the thresholds (hysteresis)', () => {
    const g = new QualityGovernor(qualityLadder(1));
    slowUntilChange(g);
    expect(g.level).toBe(1);
    expect(run(g, 21, 60_000)).toEqual([]); // under budget, over headroom: stays
    expect(g.level).toBe(1);
  });

  it('steps down on a machine with frames of seconds, one step per few frames', () => {
    const g = new QualityGovernor(qualityLadder(1));
    const log = run(g, 2000, 20_000);
    expect(log.map(([, s]) => s)).toEqual(qualityLadder(1).slice(1));
    expect(log[0][0]).toBeLessThanOrEqual(6000);
  });
});

describe('the chapter tuning (the frame loop feeds its drawn frames)', () => {
  const chapter = () => new QualityGovernor(chapterLadder(2), CHAPTER_TUNING);
  const feed = (g: QualityGovernor, frames: number[]) => frames.map((ms) => g.frame(ms)).filter((s) => s !== null);

  it('drops to resolution 1 without effects when eight of the last twelve drawn frames are over 28 ms', () => {
    const g = chapter();
    expect(feed(g, [16, 40, 40, 40, 40, 40, 40, 40, 16, 16, 16, 16])).toEqual([]); // seven slow: stays
    expect(g.step).toEqual({ resolution: 2, quality: 'high' });
    expect(feed(g, [40])).toEqual([{ resolution: 1, quality: 'low' }]); // the oldest fast one left: eight of twelve
  });

  it('needs twelve frames first, and never raises again', () => {
    const g = chapter();
    expect(feed(g, Array(11).fill(100))).toEqual([]);
    expect(feed(g, [100])).toHaveLength(1);
    expect(feed(g, Array(10_000).fill(5))).toEqual([]);
    expect(g.level).toBe(1);
  });

  it('starts low where told (software GL) and jumps there at once', () => {
    expect(new QualityGovernor(chapterLadder(1), CHAPTER_TUNING, 1).step.quality).toBe('low');
    const g = chapter();
    expect(g.jumpTo(1)).toEqual({ resolution: 1, quality: 'low' });
    expect(g.jumpTo(1)).toBeNull();
  });

  it('on a phone (issue 40) the cheap step keeps up to 2×, so a 3× screen\'s legends stay sharp; elsewhere 1×', () => {
    expect(chapterLadder(3, 390 * 844)[1]).toEqual({ resolution: 2, quality: 'low' });
    expect(chapterLadder(1.5, 390 * 844)[1]).toEqual({ resolution: 1.5, quality: 'low' });
    expect(chapterLadder(1, 390 * 844)[1]).toEqual({ resolution: 1, quality: 'low' });
    expect(chapterLadder(2, 1440 * 900)[1]).toEqual({ resolution: 1, quality: 'low' });
    expect(chapterLadder(2)[1]).toEqual({ resolution: 1, quality: 'low' });
  });
});
