/**
 * Rectangles in device pixels for the partial redraw (engines/core/render/partialRedraw.ts): a box to
 * device pixels, and dirty rectangles merged into the passes (GL scissor) or the one clip (Canvas 2D)
 * that draw them. Pure.
 */

/** A rectangle in device pixels, top-left origin. */
export interface PxRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const area = (r: PxRect) => r.w * r.h;
const union = (a: PxRect, b: PxRect): PxRect => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
};

/**
 * Merge dirty rectangles into at most `maxPasses` scissor passes. Each pass costs a fixed overhead
 * (the draw calls are issued again) worth about `passArea` pixels, so two rectangles are merged
 * while the pixels a merge adds cost less than the pass it saves, and always down to maxPasses.
 * Overlapping rectangles are always merged (their pixels would be drawn twice).
 */
export function mergeRects(input: readonly PxRect[], passArea: number, maxPasses: number): PxRect[] {
  const rects = nonEmpty(input);
  for (;;) {
    if (rects.length < 2) return rects;
    let best = -1;
    let bestJ = -1;
    let bestCost = Infinity;
    for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const cost = area(union(rects[i]!, rects[j]!)) - area(rects[i]!) - area(rects[j]!);
        if (cost < bestCost) {
          bestCost = cost;
          best = i;
          bestJ = j;
        }
      }
    }
    const overlap = overlaps(rects[best]!, rects[bestJ]!);
    if (!overlap && bestCost >= passArea && rects.length <= maxPasses) return rects;
    rects[best] = union(rects[best]!, rects[bestJ]!);
    rects.splice(bestJ, 1);
  }
}

/**
 * Only overlapping rectangles merged, for one clip of them all (no pass to save): a sweep in O(n²),
 * where the best-pair search above costs O(n³) for the 30–60 regions of a reflow.
 */
export function mergeOverlaps(input: readonly PxRect[]): PxRect[] {
  const rects = nonEmpty(input);
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++)
        if (overlaps(rects[i]!, rects[j]!)) {
          rects[i] = union(rects[i]!, rects[j]!);
          rects.splice(j, 1);
          j = i;
          merged = true;
        }
  }
  return rects;
}

/** copies of the rectangles that cover any pixel */
const nonEmpty = (rs: readonly PxRect[]): PxRect[] => rs.filter((r) => r.w > 0 && r.h > 0).map((r) => ({ ...r }));

const overlaps = (a: PxRect, b: PxRect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * A global-space box (CSS px) to device pixels on a canvas of width × height device pixels,
 * padded by `pad` device pixels (antialiased edges, strokes drawn outside their shape) and clamped.
 */
export function toDevice(b: { minX: number; minY: number; maxX: number; maxY: number }, resolution: number, width: number, height: number, pad = 2): PxRect | null {
  if (!(b.maxX > b.minX && b.maxY > b.minY)) return null;
  const x0 = Math.max(0, Math.floor(b.minX * resolution) - pad);
  const y0 = Math.max(0, Math.floor(b.minY * resolution) - pad);
  const x1 = Math.min(width, Math.ceil(b.maxX * resolution) + pad);
  const y1 = Math.min(height, Math.ceil(b.maxY * resolution) + pad);
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
}
