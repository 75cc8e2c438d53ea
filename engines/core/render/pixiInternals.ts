import { Batcher, DefaultBatcher, executeInstructions, Matrix, UPDATE_PRIORITY, type Application, type Container, type Texture, type Ticker } from 'pixi.js';

/**
 * Every read or patch of pixi.js v8's private structures, in one place (engines/core/render/README.md).
 *
 * The render path (frame loop, partial redraw, culling, warmers) leans on fields and methods Pixi
 * does not document: its change tracking per render group, the renderer's pass and batch adaptors,
 * a cached layer's texture and draw list, the canvas renderer's tint cache. Each is read or patched
 * here (the passes and draws in pixiDrawInternals.ts, re-exported here) by a small named function, and pixiInternals.test.ts checks each against real Pixi objects
 * of the installed version: a Pixi upgrade that renames or changes one fails a test there instead
 * of drawing wrong in a child's browser. The other render files call these functions only.
 *
 * Written against pixi.js 8.22.
 */

/** A box (Pixi's Bounds fields). */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}
/** A 2D affine transform (Pixi's Matrix fields). */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  tx: number;
  ty: number;
}

// ---------------------------------------------------------------- scene graph and change tracking

/** What is read of a Pixi Container. */
export interface PixiNode {
  visible: boolean;
  renderable: boolean;
  parent: PixiNode | null;
  children: PixiNode[];
  destroyed: boolean;
  /** set on views (graphics, text, sprite): the pipe that draws them */
  renderPipeId?: string;
  /** this node's own render group (a cached layer is one) */
  renderGroup: RenderGroupState | null;
  getFastGlobalBounds(factorRenderLayers?: boolean): Box;
  getBounds(): Box;
}
/** A list Pixi fills during a frame and empties when it renders: the first `index` entries count. */
export interface ChangeList {
  list: (PixiNode | null)[];
  index: number;
}
/** What is read of a Pixi RenderGroup (its change tracking and, for a cached layer, its texture). */
export interface RenderGroupState {
  root: PixiNode;
  isCachedAsTexture: boolean;
  /** a cached layer asked to be drawn again (updateCacheTexture, or its first showing) */
  textureNeedsUpdate: boolean;
  /** children added, removed or reordered since the last render */
  structureDidChange: boolean;
  /** containers whose transform, colour or visibility changed, by depth */
  childrenToUpdate: Record<string, ChangeList>;
  /** views (graphics, text) whose picture changed */
  childrenRenderablesToUpdate: ChangeList;
  renderGroupChildren: RenderGroupState[];
  /** a cached layer's texture, sized by the renderer in the frame that prepared it */
  texture: Texture | null;
  /** where that texture sits in the layer's space (set with it) */
  _textureBounds?: { x: number; y: number } | null;
  /** the layer's list of draws, built by the renderer */
  instructionSet: { instructionSize: number };
}

const asNode = (c: Container | PixiNode): PixiNode => c as unknown as PixiNode;
/** A container as the render path reads it. */
export const pixiNode = (c: Container): PixiNode => asNode(c);

/** The render group a container owns (the stage's root group, a cached layer's), if any. */
export const renderGroupOf = (c: Container | PixiNode | { renderGroup?: unknown }): RenderGroupState | null =>
  ((c as { renderGroup?: RenderGroupState | null }).renderGroup ?? null) as RenderGroupState | null;

/** The container is a cached layer (cacheAsTexture): drawn as one picture, from its texture. */
export const isCachedLayer = (c: Container | PixiNode): boolean => !!asNode(c).renderGroup?.isCachedAsTexture;

/** The node is drawn as one picture: a view (graphics, text, sprite) or a cached layer. */
export const isPicture = (c: Container | PixiNode): boolean => !!asNode(c).renderPipeId || isCachedLayer(c);

/** Global bounds as of the last render (Pixi's transforms are not recomputed). */
export const lastRenderedBounds = (c: Container | PixiNode): Box => asNode(c).getFastGlobalBounds(true);

/** The group is a cached layer's (cacheAsTexture): what is inside it shows only through its texture. */
export const isCachedGroup = (g: RenderGroupState): boolean => g.isCachedAsTexture;

/** The cached layer was asked to be drawn again (updateCacheTexture, or its first showing) and not drawn since. */
export const layerWantsRedraw = (g: RenderGroupState): boolean => g.textureNeedsUpdate;

/** The container that owns the group (the stage, a cached layer). */
export const groupRoot = (g: RenderGroupState): PixiNode => g.root;

/** The group's own children were added, removed or reordered since the last render. */
export const groupTreeChanged = (g: RenderGroupState): boolean => g.structureDidChange;

/** The render groups nested directly in this one (cached layers among them); Pixi's own array, not a copy. */
export const childGroupsOf = (g: RenderGroupState): readonly RenderGroupState[] => g.renderGroupChildren;

/** Something in this group itself (not its child groups) changed since the last render. */
export function groupHasOwnChanges(g: Pick<RenderGroupState, 'structureDidChange' | 'childrenRenderablesToUpdate' | 'childrenToUpdate'>): boolean {
  if (g.structureDidChange || g.childrenRenderablesToUpdate.index > 0) return true;
  for (const depth in g.childrenToUpdate) if (g.childrenToUpdate[depth]!.index > 0) return true;
  return false;
}

/** The containers and views this group recorded as changed since the last render (moved, faded, shown, hidden, redrawn). */
export function changedInGroup(g: RenderGroupState): PixiNode[] {
  const out: PixiNode[] = [];
  for (const depth in g.childrenToUpdate) {
    const { list, index } = g.childrenToUpdate[depth]!;
    for (let i = 0; i < index; i++) if (list[i]) out.push(list[i]!);
  }
  const views = g.childrenRenderablesToUpdate;
  for (let i = 0; i < views.index; i++) if (views.list[i]) out.push(views.list[i]!);
  return out;
}

// ---------------------------------------------------------------- cached layers drawn at rest

/** The renderer's systems a cached layer's drawing goes through (as RenderGroupPipe uses them). */
interface LayerRenderer {
  renderPipes: Record<string, unknown>;
  renderTarget: { push(o: { target: Texture; clear: boolean; frame: unknown }): void; finishRenderPass(): void; pop(): void };
  globalUniforms: { push(o: { worldTransformMatrix: Matrix; worldColor: number; offset: { x: number; y: number } }): void; pop(): void };
}

/** A frame prepared this cached layer for drawing (gave it a texture and a non-empty draw list) but did not draw it. */
export const layerPrepared = (g: RenderGroupState): boolean =>
  g.textureNeedsUpdate && !!g.texture && !!g._textureBounds && g.instructionSet.instructionSize > 0;

/**
 * Draw a prepared cached layer into its texture and mark it drawn, as Pixi's
 * RenderGroupPipe._executeCacheAsTexture does in a frame (that routine, copied).
 */
export function drawCachedLayer(app: Application, g: RenderGroupState): void {
  const renderer = app.renderer as unknown as LayerRenderer;
  renderer.renderTarget.push({ target: g.texture!, clear: true, frame: g.texture!.frame });
  renderer.globalUniforms.push({ worldTransformMatrix: new Matrix().translate(-g._textureBounds!.x, -g._textureBounds!.y), worldColor: 0xffffffff, offset: { x: 0, y: 0 } });
  try {
    executeInstructions(g as never, renderer.renderPipes as never);
    renderer.renderTarget.finishRenderPass();
  } finally {
    renderer.renderTarget.pop();
    renderer.globalUniforms.pop();
  }
  g.textureNeedsUpdate = false;
}

// ---------------------------------------------------------------- the renderer: passes and draws

export * from './pixiDrawInternals';

// ---------------------------------------------------------------- Canvas 2D tints

/** The texture Pixi's Canvas 2D renderer draws for a node: a Text's lives in its render data for that renderer. */
export function drawnTextureOf(app: Application, node: Container): Texture | null {
  const uid = (app.renderer as unknown as { uid: number }).uid;
  const n = node as unknown as { texture?: Texture | null; _gpuData?: Record<number, { texture?: Texture | null } | undefined> };
  return n._gpuData?.[uid]?.texture ?? n.texture ?? null;
}

/** Pixi's Canvas 2D renderer already holds this texture's tinted copy in this colour (the test canvasUtils.getTintedCanvas makes). */
export function hasTintedCopy(texture: Texture, colour: number): boolean {
  const cache = (texture as unknown as { tintCache?: Record<string, { tintId?: number }> }).tintCache;
  const hex = `#${colour.toString(16).padStart(6, '0')}`;
  return cache?.[hex]?.tintId === (texture.source as unknown as { _resourceId: number })._resourceId;
}

// ---------------------------------------------------------------- the application's ticker

/** The application stops rendering on its own every tick (TickerPlugin added app.render at LOW): the frame loop renders. */
export function takeOverRendering(app: Application): void {
  app.ticker.remove(app.render, app);
}
/** Give rendering back to the application's ticker, as TickerPlugin set it up. */
export function giveBackRendering(app: Application): void {
  app.ticker.add(app.render, app, UPDATE_PRIORITY.LOW);
}

/**
 * Start a stopped ticker so that its first tick is one frame long. Pixi sets lastTime to the moment
 * of starting and skips a tick whose time is not later; the next animation frame's time is when
 * that frame began, often before the key that woke the loop: that tick would be skipped.
 */
export function startTickerOneFrameBack(ticker: Ticker, frameMs: number): void {
  ticker.start();
  ticker.lastTime = performance.now() - frameMs;
}

// ---------------------------------------------------------------- software GL

/**
 * One texture per batch on WebGL (for software GL, where the multi-texture shader's per-pixel choice
 * costs most): the renderer's texture limit and the shared batcher's shader. Before the first render.
 */
export function oneTexturePerBatch(app: Application): void {
  (app.renderer as unknown as { limits: { maxBatchableTextures: number } }).limits.maxBatchableTextures = 1;
  const batcher = new DefaultBatcher({ maxTextures: 1 });
  batcher._updateMaxTextures(1);
  // without it, one texture a batch made every element after a texture change its own draw call
  fixBatchBreakTicks();
}

/** What the batch-break fix reads of a Batcher (Pixi's Batcher.break and _finishBatch, 8.22). */
interface BatcherBreak {
  _elements: ({ texture: { _source: { _batchTick: number } } } | null)[];
  elementStart: number;
  elementSize: number;
  break(instructionSet: unknown): void;
  _finishBatch(...args: unknown[]): void;
  __pending?: BatcherBreak['_elements'] | null;
  __done?: number;
}

/**
 * Pixi 8.22's `Batcher.break` marks the texture that starts a new batch with the tick of the batch
 * it just finished (it sets `source._batchTick` before the tick moves on: twice, once in
 * `_finishBatch`, once after it). With more than one texture a batch that costs a duplicate slot;
 * with one texture a batch (oneTexturePerBatch, software GL) every later element of that texture is
 * taken for a new texture and breaks the batch again: a passage of glyphs from one atlas, or a lawn
 * of moles from one sheet, became one draw call each. The fix gives the element that starts the next
 * batch the tick that batch will have. Patched once, on the prototype (every batcher).
 */
export function fixBatchBreakTicks(): void {
  const proto = Batcher.prototype as unknown as BatcherBreak & { __tickFix?: boolean };
  if (proto.__tickFix) return;
  proto.__tickFix = true;
  const original = { break: proto.break, finish: proto._finishBatch };
  proto.break = function (this: BatcherBreak, instructionSet: unknown) {
    this.__pending = this._elements.slice(this.elementStart, this.elementSize);
    this.__done = 0;
    try {
      original.break.call(this, instructionSet);
    } finally {
      this.__pending = null;
    }
  };
  proto._finishBatch = function (this: BatcherBreak, ...args: unknown[]) {
    original.finish.apply(this, args);
    if (!this.__pending) return;
    // the finished batch's elements (its last argument) came first; the next one starts the new batch
    this.__done! += (args[8] as unknown[]).length;
    const next = this.__pending[this.__done!];
    // set to the finished batch's tick just before; the tick then moves on twice
    if (next) next.texture._source._batchTick += 2;
  };
}

