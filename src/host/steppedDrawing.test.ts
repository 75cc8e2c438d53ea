import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from 'pixi.js';
import { steppedDrawing } from './steppedDrawing';

/** An application whose ticker records its updates, and animation frames the test runs by hand. */
function stage() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => frames.push(fn));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => void (frames[id - 1] = () => {}));
  const updates: number[] = [];
  const ticker = { started: true, lastTime: 1000, stop: () => void (ticker.started = false), update: (t: number) => void updates.push(t) };
  const runFrames = () => frames.splice(0).forEach((fn) => fn(0));
  return { app: { ticker } as unknown as Application, ticker, updates, runFrames, frames };
}

afterEach(() => void vi.unstubAllGlobals());

describe('stepped drawing (a game on the manual clock)', () => {
  it('stops the ticker and draws once per animation frame, however many steps came, with their game time', () => {
    const s = stage();
    const drawing = steppedDrawing(s.app);
    expect(s.ticker.started).toBe(false);
    drawing.request(100);
    drawing.request(100);
    drawing.request(50);
    expect(s.frames).toHaveLength(1);
    s.runFrames();
    expect(s.updates).toHaveLength(1);
    const first = s.updates[0]!;
    expect(first).toBeGreaterThanOrEqual(1000 + 250);
    // a key or a resize draws without moving the animations on (a hair of time, so the ticker runs)
    drawing.request();
    s.runFrames();
    expect(s.updates[1]! - first).toBeLessThan(1);
    expect(s.updates[1]!).toBeGreaterThan(first);
    drawing.request(100);
    s.runFrames();
    expect(s.updates[2]! - s.updates[1]!).toBe(100);
  });

  it('owes nothing after dispose', () => {
    const s = stage();
    const drawing = steppedDrawing(s.app);
    drawing.request(100);
    drawing.dispose();
    s.runFrames();
    expect(s.updates).toEqual([]);
  });
});
