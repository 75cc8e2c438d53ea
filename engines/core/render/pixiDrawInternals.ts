import type { Application } from 'pixi.js';
import type { Affine, Box } from './pixiInternals';

/**
 * Pixi's private structures that the renderer's passes and draws go through: the render-target
 * adaptor whose pass start the partial redraw hooks, the batch and graphics adaptors the culling
 * filters, and the fields of a batch, a quad and a graphics it reads. Part of pixiInternals.ts
 * (which re-exports it: the render path imports from there), split off by size;
 * pixiInternals.test.ts and pixiInternals.reads.test.ts check it against real Pixi objects.
 */


/** The WebGL context of a WebGL renderer (undefined on Canvas 2D). */
export const glOf = (app: Application): WebGL2RenderingContext | undefined => (app.renderer as unknown as { gl?: WebGL2RenderingContext }).gl;

/** A render target as RenderTargetSystem hands it to its adaptor. */
interface PassTarget {
  isRoot?: boolean;
}
interface PassRenderer {
  renderTarget: {
    adaptor: { startRenderPass: (target: PassTarget, ...rest: unknown[]) => void };
    getGpuRenderTarget(target: unknown): { context?: CanvasRenderingContext2D };
  };
}

/**
 * Call `before(isCanvas, ctx)` at the start of every render pass, before Pixi clears the target:
 * isCanvas is true when the target is the canvas itself (not a cached layer's texture); ctx is its
 * 2D context on the Canvas 2D renderer. Patches RenderTargetSystem.adaptor.startRenderPass;
 * returns the function that puts it back.
 */
export function onRenderPassStart(app: Application, before: (isCanvas: boolean, ctx: CanvasRenderingContext2D | undefined) => void): () => void {
  const renderTarget = (app.renderer as unknown as PassRenderer).renderTarget;
  const adaptor = renderTarget.adaptor;
  const start = adaptor.startRenderPass;
  adaptor.startRenderPass = (target, ...rest) => {
    const isCanvas = !!target.isRoot;
    before(isCanvas, isCanvas ? renderTarget.getGpuRenderTarget(target).context : undefined);
    start.call(adaptor, target, ...rest);
  };
  return () => {
    adaptor.startRenderPass = start;
  };
}

/** What is read of a Pixi batch: its index range in its batcher's buffers. */
export interface BatchLike {
  start: number;
  size: number;
  batcher?: { attributeBuffer?: { float32View: Float32Array }; indexBuffer?: Uint16Array | Uint32Array; vertexSize?: number };
  /** on Canvas 2D: the sprites and text quads of the batch */
  elements?: QuadLike[];
}
/** What is read of a batched element (a sprite or text quad) as CanvasBatchAdaptor draws it. */
export interface QuadLike {
  packAsQuad?: boolean;
  bounds?: Box;
  transform?: Affine;
  renderable?: { renderGroup?: { isCachedAsTexture?: boolean } | null } | null;
}
/** What is read of a graphics as CanvasGraphicsAdaptor draws it. */
export interface ShapeLike {
  bounds?: Box;
  groupTransform?: Affine;
}
interface Adaptor<T> {
  execute(pipe: unknown, what: T): void;
}
/** What is read of a renderer's draw pipes (WebGL and Canvas 2D). */
export interface PipesLike {
  renderPipes: { batch?: { _adaptor?: Adaptor<BatchLike> }; graphics?: { _adaptor?: Adaptor<ShapeLike> } };
}
/** What is read of the WebGL renderer for culling. */
export interface GlRendererLike extends PipesLike {
  globalUniforms: { uniformGroup: { uniforms: { uWorldTransformMatrix: Affine } } };
  resolution: number;
}
/** What is read of the Canvas 2D renderer for culling. */
export interface CanvasRendererLike extends PipesLike {
  globalUniforms: { globalUniformData?: { worldTransformMatrix?: Affine } };
  canvasContext: { activeResolution: number };
}

/** A draw the culling may let through (`run()`) or skip. */
export type DrawFilter<T> = (what: T, run: () => void) => void;

/**
 * Route every batch (`'batch'`) or graphics (`'graphics'`) draw through `filter`, which draws it by
 * calling run() or skips it. Patches the pipe's private `_adaptor.execute`; returns the function
 * that puts it back (a no-op when the renderer has no such adaptor).
 */
export function filterDraws<K extends 'batch' | 'graphics'>(renderer: PipesLike, pipe: K, filter: DrawFilter<K extends 'batch' ? BatchLike : ShapeLike>): () => void {
  const adaptor = renderer.renderPipes[pipe]?._adaptor as Adaptor<unknown> | undefined;
  const execute = adaptor?.execute;
  if (!adaptor || !execute) return () => {};
  adaptor.execute = (p, what) => filter(what as never, () => execute.call(adaptor, p, what));
  return () => {
    adaptor.execute = execute;
  };
}

/**
 * Fill `out` with the box of a WebGL batch's vertex positions (the first two floats of each vertex,
 * every Pixi batcher's aPosition, in the space of the render group being drawn), read through its
 * index range in its batcher's buffers. False, `out` untouched: an empty batch or an unknown layout.
 */
export function batchVertexBox(batch: BatchLike, out: Box): boolean {
  const b = batch.batcher;
  const f32 = b?.attributeBuffer?.float32View;
  const idx = b?.indexBuffer;
  const stride = b?.vertexSize;
  if (!f32 || !idx || !stride || batch.size <= 0) return false;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = batch.start, end = batch.start + batch.size; i < end; i++) {
    const o = idx[i]! * stride;
    const x = f32[o]!;
    const y = f32[o + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  out.minX = minX;
  out.minY = minY;
  out.maxX = maxX;
  out.maxY = maxY;
  return true;
}

/** The sprites and text quads of a Canvas 2D batch (undefined on WebGL, where a batch is vertices). */
export const quadsOf = (batch: BatchLike): QuadLike[] | undefined => batch.elements;
/** Let a Canvas 2D batch draw these quads instead of its own (give the old list back after drawing). */
export const setQuads = (batch: BatchLike, quads: QuadLike[]): void => {
  batch.elements = quads;
};
/** CanvasBatchAdaptor draws the element as a quad (its bounds and transform place it). */
export const isQuad = (q: QuadLike): boolean => !!q.packAsQuad;
/** A quad's local box. */
export const quadBox = (q: QuadLike): Box | undefined => q.bounds;
/** A quad's transform within its render group. */
export const quadTransform = (q: QuadLike): Affine | undefined => q.transform;
/** The quad is a cached layer's picture: CanvasBatchAdaptor places it without the group's transform. */
export const quadIsCachedLayer = (q: QuadLike): boolean => !!q.renderable?.renderGroup?.isCachedAsTexture;
/** A graphics' local box, as CanvasGraphicsAdaptor draws it. */
export const shapeBox = (s: ShapeLike): Box | undefined => s.bounds;
/** A graphics' transform within its render group. */
export const shapeTransform = (s: ShapeLike): Affine | undefined => s.groupTransform;

/** The WebGL renderer as the culling reads it. */
export const glRendererOf = (app: Application): GlRendererLike => app.renderer as unknown as GlRendererLike;
/** The Canvas 2D renderer as the culling reads it. */
export const canvasRendererOf = (app: Application): CanvasRendererLike => app.renderer as unknown as CanvasRendererLike;

/** The world transform of the render group being drawn, on WebGL (the uniform the batch shader gets). */
export const glGroupTransform = (r: GlRendererLike): Affine => r.globalUniforms.uniformGroup.uniforms.uWorldTransformMatrix;
/** The world transform of the render group being drawn, on Canvas 2D (what its adaptors give the context). */
export const canvasGroupTransform = (r: CanvasRendererLike): Affine | undefined => r.globalUniforms.globalUniformData?.worldTransformMatrix;
/** The resolution the Canvas 2D renderer draws the current target at. */
export const canvasResolution = (r: CanvasRendererLike): number => r.canvasContext.activeResolution;
