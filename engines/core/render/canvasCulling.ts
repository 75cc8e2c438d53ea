import { boxOutside, type CullCounts } from './batchCulling';
import { canvasGroupTransform, canvasResolution, filterDraws, isQuad, quadBox, quadIsCachedLayer, quadsOf, quadTransform, setQuads, shapeBox, shapeTransform, type Affine, type Box, type CanvasRendererLike } from './pixiInternals';
import type { PxRect } from './pxRects';

/**
 * Culling for the partial redraw on Pixi's Canvas 2D renderer (engines/core/render/partialRedraw.ts): the
 * clip keeps a draw outside the frame's regions from touching a pixel, but Pixi still walks every
 * sprite and graphics of the stage, sets its transform and records its drawImage / path calls,
 * which Chrome then replays at the frame's commit — about half of a keystroke's frame for a
 * keyboard of 60 caps, two hands and a passage whose key changed three of them. A sprite or
 * graphics wholly outside every region is skipped. Its transform is the one Pixi's canvas adaptors
 * give the context (the render group's world transform, then the object's own), so the test is
 * the same box the clip would cut.
 */

const IDENTITY: Affine = { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 };
/** a ∘ b: b first, then a (as Pixi's Matrix.append) */
function compose(a: Affine, b: Affine, out: Affine): Affine {
  out.a = a.a * b.a + a.c * b.b;
  out.b = a.b * b.a + a.d * b.b;
  out.c = a.a * b.c + a.c * b.d;
  out.d = a.b * b.c + a.d * b.d;
  out.tx = a.a * b.tx + a.c * b.ty + a.tx;
  out.ty = a.b * b.tx + a.d * b.ty + a.ty;
  return out;
}

export type { CanvasRendererLike } from './pixiInternals';

/**
 * Filter the canvas renderer's batch and graphics draws so that, while `regions()` returns the
 * regions of a pass drawn to the canvas, objects wholly outside them are not drawn. Returns the
 * function that puts the adaptors back.
 */
export function cullCanvasDraws(renderer: CanvasRendererLike, regions: () => readonly PxRect[] | null, counts: CullCounts): () => void {
  const m: Affine = { ...IDENTITY };
  const world = () => canvasGroupTransform(renderer) ?? IDENTITY;
  const away = (b: Box | undefined, local: Affine | undefined, skipGroup: boolean, rs: readonly PxRect[]) =>
    !!b && !!local && boxOutside(b.minX, b.minY, b.maxX, b.maxY, compose(skipGroup ? IDENTITY : world(), local, m), canvasResolution(renderer), rs);

  const unbatch = filterDraws(renderer, 'batch', (batch, run) => {
    const rs = regions();
    const all = quadsOf(batch);
    if (!rs || !all) return run();
    // a cached layer's picture is placed without the group's transform (CanvasBatchAdaptor)
    const kept = all.filter((q) => !(isQuad(q) && away(quadBox(q), quadTransform(q), quadIsCachedLayer(q), rs)));
    counts.culledDraws += all.length - kept.length;
    counts.drawnBatches += kept.length;
    if (kept.length === 0) return;
    setQuads(batch, kept);
    try {
      run();
    } finally {
      setQuads(batch, all);
    }
  });
  const unshape = filterDraws(renderer, 'graphics', (shape, run) => {
    const rs = regions();
    if (rs && away(shapeBox(shape), shapeTransform(shape), false, rs)) {
      counts.culledDraws++;
      return;
    }
    if (rs) counts.drawnBatches++;
    run();
  });
  return () => {
    unbatch();
    unshape();
  };
}
