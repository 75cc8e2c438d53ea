/**
 * The render path's optional pieces, each of which can be turned off for a measurement
 * (`npm run bench` with BENCH_PIECES, engines/core/render/README.md): the with/without table in
 * docs/BENCHMARKS.md decides which pieces stay. Off only when the page's address asks for it,
 * `?renderOff=partial,cull` — as `?renderer=webgl` and `?clock=manual`, an address no child is given.
 */
export const RENDER_PIECES = {
  /** partial redraw: only the changed regions of the canvas are redrawn (partialRedraw.ts) */
  partial: 'redraw only the changed regions',
  /** batches (WebGL) or sprites and graphics (Canvas 2D) wholly outside the region are not issued (batchCulling.ts, canvasCulling.ts) */
  cull: 'skip draws outside the redrawn region',
  /** hidden cached layers drawn at rest (layerWarmer.ts) */
  layers: 'draw hidden cached layers at rest',
  /** tinted texture copies painted at rest on Canvas 2D (tintWarmer.ts) */
  tints: 'paint Canvas 2D tints at rest',
} as const;
export type RenderPiece = keyof typeof RENDER_PIECES;

/** The query parameter that lists the pieces turned off. */
export const RENDER_OFF_PARAM = 'renderOff';

/** The page's address turns this piece off (never outside a browser). */
export function renderPieceOff(piece: RenderPiece): boolean {
  if (typeof location === 'undefined') return false;
  const off = new URLSearchParams(location.search).get(RENDER_OFF_PARAM);
  return !!off && off.split(',').includes(piece);
}
