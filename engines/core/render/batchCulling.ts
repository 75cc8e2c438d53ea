import { batchVertexBox, filterDraws, glGroupTransform, type Affine, type BatchLike, type Box, type GlRendererLike } from './pixiInternals';
import type { PxRect } from './pxRects';

export type { Affine, BatchLike } from './pixiInternals';

/**
 * Culling for the partial redraw's scissored passes (engines/core/render/partialRedraw.ts): Pixi issues
 * every draw call of the stage in each pass, and on software GL a draw call costs tens of
 * microseconds even when the scissor leaves it no pixel, so a batch wholly outside the region is
 * skipped (its state and textures are set by the next batch drawn anyway). `outside` and
 * `boxOutside` decide, purely; `cullGlBatches` filters the renderer's batch draws with them
 * (pixiInternals.ts patches Pixi's adaptor).
 */
/**
 * True when every vertex of the batch lies outside the scissor rectangle (device px, top-left
 * origin), with a margin for antialiased edges. Positions are the first two floats of each vertex
 * (every Pixi batcher's aPosition), in the space of the render group being drawn: `m` maps them
 * to the canvas (CSS px), `res` to device pixels. Unknown layouts are never culled.
 */
export function outside(batch: BatchLike, m: Affine, res: number, r: PxRect, pad = 4): boolean {
  if (!batchVertexBox(batch, vbox)) return false;
  return boxOutside(vbox.minX, vbox.minY, vbox.maxX, vbox.maxY, m, res, [r], pad);
}
/** outside()'s box, reused: it runs for every batch of every partial pass */
const vbox: Box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };

/**
 * True when a box (minX…maxY in the coordinates `m` maps to the canvas, CSS px; `res` to device
 * pixels) lies wholly outside every rectangle, with a margin of `pad` device pixels for
 * antialiased edges. An empty or unreadable box is never outside.
 */
export function boxOutside(minX: number, minY: number, maxX: number, maxY: number, m: Affine, res: number, rs: readonly PxRect[], pad = 4): boolean {
  if (!(maxX >= minX && maxY >= minY)) return false;
  // the box's corners on the canvas (an affine map keeps the box of the corners conservative)
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let k = 0; k < 4; k++) {
    const x = k & 1 ? maxX : minX;
    const y = k & 2 ? maxY : minY;
    const cx = (m.a * x + m.c * y + m.tx) * res;
    const cy = (m.b * x + m.d * y + m.ty) * res;
    if (cx < x0) x0 = cx;
    if (cx > x1) x1 = cx;
    if (cy < y0) y0 = cy;
    if (cy > y1) y1 = cy;
  }
  for (const r of rs) if (!(x1 + pad <= r.x || x0 - pad >= r.x + r.w || y1 + pad <= r.y || y0 - pad >= r.y + r.h)) return false;
  return true;
}

/** Counts of the last partial frame, for the probe. */
export interface CullCounts {
  culledDraws: number;
  drawnBatches: number;
}

/**
 * Wrap the WebGL renderer's batch adaptor so that, while `regions()` returns a pass's region (one
 * scissor rectangle), a batch wholly outside it is not drawn. Returns the function that puts the
 * adaptor back.
 */
export function cullGlBatches(renderer: GlRendererLike, regions: () => readonly PxRect[] | null, counts: CullCounts): () => void {
  return filterDraws(renderer, 'batch', (batch, run) => {
    const rs = regions();
    if (rs && outside(batch, glGroupTransform(renderer), renderer.resolution, rs[0]!)) {
      counts.culledDraws++;
      return;
    }
    counts.drawnBatches++;
    run();
  });
}
