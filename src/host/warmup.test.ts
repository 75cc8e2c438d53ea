import { describe, expect, it } from 'vitest';
import { WARM, Warmup } from './warmup';

describe('Warmup: a stage is warm after its first frames have calmed', () => {
  it('is not warm on its first frames, however fast', () => {
    const w = new Warmup(0);
    expect(w.frame(16, 16)).toBe(false);
    expect(w.frame(16, 32)).toBe(false);
    expect(w.frame(16, 48)).toBe(true);
  });

  it('waits out a slow first frame and the burst after it', () => {
    const w = new Warmup(0);
    const times = [480, 33, 50, 33, 16, 17, 33, 16, 16, 16];
    let now = 0;
    const warm = times.map((ms) => w.frame(ms, (now += ms)));
    // warm only on the third calm frame in a row (the last)
    expect(warm).toEqual([false, false, false, false, false, false, false, false, false, true]);
  });

  it('gives up waiting after maxMs on a machine whose frames never calm', () => {
    const w = new Warmup(0);
    let now = 0;
    let frames = 0;
    while (!w.frame(33, (now += 33))) frames++;
    expect(now).toBeGreaterThanOrEqual(WARM.maxMs);
    expect(now).toBeLessThan(WARM.maxMs + 33);
    expect(frames).toBeGreaterThan(WARM.minFrames);
  });
});
