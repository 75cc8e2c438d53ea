import { boxOutside, type Affine, type CullCounts } from './batchCulling';
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

/** A box in an object's local coordinates. */
interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}
/** What is read of a batched element (a sprite or text quad) as CanvasBatchAdaptor draws it. */
interface Quad {
  packAsQuad?: boolean;
  bounds?: Box;
  transform?: Affine;
  renderable?: { renderGroup?: { isCachedAsTexture?: boolean } | null } | null;
}
/** What is read of a graphics as CanvasGraphicsAdaptor draws it. */
interface Shape {
  bounds?: Box;
  groupTransform?: Affine;
}
interface Adaptor<T> {
  execute(pipe: unknown, what: T): void;
}
export interface CanvasRendererLike {
  renderPipes: { batch?: { _adaptor?: Adaptor<{ elements?: Quad[] }> }; graphics?: { _adaptor?: Adaptor<Shape> } };
  globalUniforms: { globalUniformData?: { worldTransformMatrix?: Affine } };
  canvasContext: { activeResolution: number };
}

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

/**
 * Wrap the canvas renderer's batch and graphics adaptors so that, while `regions()` returns the
 * regions of a pass drawn to the canvas, objects wholly outside them are not drawn. Returns the
 * function that puts the adaptors back.
 */
export function cullCanvasDraws(renderer: CanvasRendererLike, regions: () => readonly PxRect[] | null, counts: CullCounts): () => void {
  const m: Affine = { ...IDENTITY };
  const world = () => renderer.globalUniforms.globalUniformData?.worldTransformMatrix ?? IDENTITY;
  const res = () => renderer.canvasContext.activeResolution;
  const away = (b: Box | undefined, local: Affine | undefined, skipGroup: boolean, rs: readonly PxRect[]) =>
    !!b && !!local && boxOutside(b.minX, b.minY, b.maxX, b.maxY, compose(skipGroup ? IDENTITY : world(), local, m), res(), rs);

  const batches = renderer.renderPipes.batch?._adaptor;
  const runBatch = batches?.execute;
  if (batches && runBatch) {
    batches.execute = (pipe, batch) => {
      const rs = regions();
      const all = batch.elements;
      if (!rs || !all) return runBatch.call(batches, pipe, batch);
      // a cached layer's picture is placed without the group's transform (CanvasBatchAdaptor)
      const kept = all.filter((q) => !(q.packAsQuad && away(q.bounds, q.transform, !!q.renderable?.renderGroup?.isCachedAsTexture, rs)));
      counts.culledDraws += all.length - kept.length;
      counts.drawnBatches += kept.length;
      if (kept.length === 0) return;
      batch.elements = kept;
      try {
        runBatch.call(batches, pipe, batch);
      } finally {
        batch.elements = all;
      }
    };
  }
  const shapes = renderer.renderPipes.graphics?._adaptor;
  const runShape = shapes?.execute;
  if (shapes && runShape) {
    shapes.execute = (pipe, shape) => {
      const rs = regions();
      if (rs && away(shape.bounds, shape.groupTransform, false, rs)) {
        counts.culledDraws++;
        return;
      }
      if (rs) counts.drawnBatches++;
      runShape.call(shapes, pipe, shape);
    };
  }
  return () => {
    if (batches && runBatch) batches.execute = runBatch;
    if (shapes && runShape) shapes.execute = runShape;
  };
}
