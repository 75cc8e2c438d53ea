import type { Ticker } from 'pixi.js';
import type { FrameLoop } from './frameLoop';

/**
 * What the views ask of the frame loop driving their ticker (frameLoop.ts re-exports it): draw the
 * next frame, keep ticking through a countdown, and whether effects and looping decorations run at
 * the loop's render tier. A ticker without a loop draws every frame and has everything on.
 */
export type RenderTier = 'high' | 'low';

const loops = new WeakMap<Ticker, FrameLoop>();

/** The loop now drives this ticker (FrameLoop's constructor), or no longer (its dispose). */
export function bindLoop(ticker: Ticker, loop: FrameLoop | null): void {
  if (loop) loops.set(ticker, loop);
  else loops.delete(ticker);
}

/** A view changed what it shows (or is animating): draw the next frame. No-op without a loop. */
export function requestFrame(ticker: Ticker | undefined | null): void {
  if (ticker) loops.get(ticker)?.invalidate();
}

/**
 * A view has time running that shows no change yet (a countdown before the next picture): keep
 * the ticker ticking through this frame even though nothing is drawn. Call it from the view's
 * tick while the countdown runs. No-op without a loop.
 */
export function keepTicking(ticker: Ticker | undefined | null): void {
  if (ticker) loops.get(ticker)?.hold();
}

/** Finite effects animate (false: show their end state at once). */
export function effectsOn(ticker: Ticker | undefined | null): boolean {
  const loop = ticker ? loops.get(ticker) : undefined;
  return loop ? loop.tier === 'high' : true;
}

/** Looping decorations run (they keep the stage drawing every frame, so only where frames are cheap). */
export function ambientOn(ticker: Ticker | undefined | null): boolean {
  const loop = ticker ? loops.get(ticker) : undefined;
  return loop ? loop.tier === 'high' && loop.ambient : true;
}

/** The loop driving a ticker, if any. */
export const frameLoopOf = (ticker: Ticker): FrameLoop | undefined => loops.get(ticker);
