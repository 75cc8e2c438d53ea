import { describe, expect, it } from 'vitest';
import { createManualClock, createRealClock } from './gameClock';

/** A ticker stand-in: frames fire when the test says so, at a wall time the test sets. */
function fakeFrames() {
  let fn: (() => void) | null = null;
  let wall = 0;
  return {
    subscribe: (f: () => void) => ((fn = f), () => void (fn = null)),
    wallNow: () => wall,
    frame(at: number) {
      wall = at;
      fn?.();
    },
  };
}

describe('the real game clock', () => {
  it('counts game time from start and leaves pauses out', () => {
    const f = fakeFrames();
    const clock = createRealClock(f.subscribe, f.wallNow);
    const seen: number[] = [];
    clock.onFrame((now) => seen.push(now));
    f.frame(100);
    expect(seen).toEqual([]);
    clock.start();
    f.frame(116);
    f.frame(132);
    clock.pause();
    f.frame(5000);
    clock.resume();
    f.frame(5016);
    expect(seen).toEqual([16, 32, 48]);
    expect(clock.now()).toBe(48);
  });

  it('treats a frame gap longer than a second (a frozen tab) as a pause', () => {
    const f = fakeFrames();
    const clock = createRealClock(f.subscribe, f.wallNow);
    clock.start();
    f.frame(16);
    f.frame(60_000);
    expect(clock.now()).toBe(16);
  });
});

describe('the manual game clock', () => {
  it('moves only when stepped, in 60 Hz frames, and not while paused', () => {
    const clock = createManualClock();
    const seen: number[] = [];
    clock.onFrame((now) => seen.push(Math.round(now)));
    clock.start();
    clock.step(50);
    expect(seen).toEqual([17, 33, 50]);
    clock.pause();
    clock.step(1000);
    expect(clock.now()).toBe(50);
    clock.resume();
    clock.step(10);
    expect(clock.now()).toBe(60);
  });

  it('reports each step once, with the game ms it moved (none while paused or stopped)', () => {
    const clock = createManualClock();
    const steps: number[] = [];
    const off = clock.onStep!((ms) => steps.push(ms));
    clock.step(100);
    clock.start();
    clock.step(100);
    clock.step(35);
    clock.pause();
    clock.step(200);
    clock.resume();
    clock.step(20);
    off();
    clock.step(20);
    expect(steps).toEqual([100, 35, 20]);
  });
});
