import type { Application } from 'pixi.js';
import { warmLayers } from './layerWarmer';
import { TintWarmer } from './tintWarmer';

/**
 * Work done at rest so that a key's frame does not do it (docs/RENDERING.md). The frame loop
 * schedules it when the stage goes to sleep and cancels it when the stage wakes.
 *
 * It works in slices of at most 2 ms of idle time (requestIdleCallback) and stops as soon as the
 * page has something else to do; a key that comes first simply paints as before. Each slice:
 * 1. draws the stage's hidden cached layers (layerWarmer.ts: a key cap's target and error faces,
 *    a hand's face for each finger), whose first showing was the slowest frame of a chapter's
 *    first keys — on every renderer;
 * 2. on Canvas 2D, paints the tinted copies of glyph textures (tintWarmer.ts), which WebGL does
 *    not need.
 */

/** Longest slice of work (ms): a key that arrives meanwhile waits at most this long. */
const SLICE_MS = 2;

export class RestWarmer {
  private readonly app: Application;
  /** on Canvas 2D: the tinted copies (null elsewhere) */
  readonly tints: TintWarmer | null;
  private handle = 0;
  /** hidden cached layers drawn ahead so far (for the probe and tests) */
  layers = 0;

  /** draw hidden cached layers (off: only for a measurement, renderPieces.ts) */
  private readonly warmLayers: boolean;

  constructor(app: Application, pieces: { layers?: boolean; tints?: boolean } = {}) {
    this.app = app;
    this.warmLayers = pieces.layers ?? true;
    this.tints = (pieces.tints ?? true) && TintWarmer.wanted(app) ? new TintWarmer(app) : null;
  }

  /** Where the browser can say when it is idle. */
  static wanted(): boolean {
    return typeof requestIdleCallback === 'function';
  }

  /** Start (or go on) warming at the next idle time. */
  schedule(): void {
    if (this.handle) return;
    this.handle = requestIdleCallback((deadline) => {
      this.handle = 0;
      const end = performance.now() + SLICE_MS;
      const more = () => performance.now() < end && deadline.timeRemaining() > 1;
      const layers = this.warmLayers ? warmLayers(this.app, more) : { done: true, drawn: 0 };
      this.layers += layers.drawn;
      if (!layers.done || (this.tints && !this.tints.step(more))) this.schedule();
    });
  }

  /** Stop: the page has frames to draw. */
  cancel(): void {
    if (this.handle) cancelIdleCallback(this.handle);
    this.handle = 0;
  }
}
