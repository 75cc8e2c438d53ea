import type { Application } from 'pixi.js';
import { cullGlBatches } from './batchCulling';
import { cullCanvasDraws } from './canvasCulling';
import { canvasRendererOf, changedInGroup, childGroupsOf, glOf, glRendererOf, groupRoot, groupTreeChanged, isCachedGroup, isCachedLayer, isPicture, lastRenderedBounds, layerWantsRedraw, onRenderPassStart, pixiNode, renderGroupOf, type PixiNode as Node, type RenderGroupState as Group } from './pixiInternals';
import { area, mergeOverlaps, mergeRects, toDevice, type PxRect } from './pxRects';
import { canvasClip, glScissor, type RegionLimit } from './regionLimit';
import { renderPieceOff } from './renderPieces';
import { onScreen } from './undrawnChanges';

/**
 * Partial redraw (docs/RENDERING.md): a frame in which only a few objects changed redraws only the
 * region they cover, old place and new. The canvas keeps its drawing buffer
 * (`preserveDrawingBuffer`), and the GL scissor limits both the clear and every draw to that region,
 * so a keystroke's frame costs in proportion to what it changed (two key caps, the ring, a glyph
 * and the cursor) rather than the whole stage. Pixi v8's WebGL renderer never uses the scissor
 * itself (its masks use the stencil), and the scissor is only on while drawing to the canvas:
 * a cached layer redrawn into its texture in the same frame is drawn whole. With Pixi's Canvas 2D
 * renderer (software GL: engines/core/render/softwareGL.ts) a 2D canvas keeps its pixels anyway, and a
 * clip rectangle on its context does what the scissor does.
 *
 * What changed is read from Pixi's own change tracking (pixiInternals.ts), the same lists `stageHasUndrawnChanges` reads: the
 * containers whose transform, colour or visibility changed, the views (graphics, text) redrawn,
 * the cached layers asked to redraw. Where each drawn object was is kept from the frame that drew
 * it (its global bounds, or nothing when it was not on screen), so a moved, hidden or redrawn
 * object clears its old place; children added, removed or reordered redraw their container's
 * children (a new child has no old place, a removed one no new place). Anything else draws the
 * whole stage: the first frame, a new size or resolution, a changed object never seen drawn and
 * not just added, a lost context, many changes, or regions covering much of the canvas.
 */

/** Most changed objects a frame redraws partially; more is a big change (a scroll, a new line). */
const MAX_CHANGED = 48;
/** Most scissor passes a frame; more regions are merged. */
const MAX_PASSES = 3;
/** A pass's fixed cost, as a share of the canvas's pixels (measured: a 1-pixel scissored frame ≈ ⅙ of a full one). */
const PASS_SHARE = 0.08;
/** Over this share of the canvas the whole stage is drawn: the passes would cost as much. */
const FULL_SHARE = 0.55;

type Box = { minX: number; minY: number; maxX: number; maxY: number } | null;

export class PartialRedraw {
  private readonly app: Application;
  /** the region's limit on the canvas: the GL scissor, or a 2D context's clip */
  private readonly limit: RegionLimit;
  /** where each drawn picture was in the last frame that drew it (global CSS px); null: not on screen */
  private boundsAsDrawn = new WeakMap<Node, Box>();
  /** each container's children as last drawn */
  private childrenAsDrawn = new WeakMap<Node, Node[]>();
  /** the containers whose children changed in the frame being drawn */
  private regrouped: Node[] = [];
  private size = '';
  private forceFull = true;
  /** the regions the pass being drawn is limited to (one for the GL scissor) */
  private pass: PxRect[] | null = null;
  /** the canvas is the target and its region is limited: batches wholly outside it are skipped */
  private culling = false;
  private readonly restore: () => void;
  /** batches (draw calls) skipped as outside the region, and drawn, in the last partial frame */
  culledDraws = 0;
  drawnBatches = 0;
  /** share of the canvas the last frame redrew (1: the whole stage) */
  lastShare = 1;
  /** the scissor passes of the last partial frame (device px), for the probe */
  lastPasses: readonly PxRect[] = [];
  /** why the last whole frame was whole (size, forced, tree, many, unseen, area…) */
  why = '';
  /** frames drawn whole / partially, for the probe */
  fullFrames = 0;
  partialFrames = 0;

  /** True when the canvas keeps its pixels between frames: a 2D canvas, or WebGL whose host asked for it. */
  static available(app: Application): boolean {
    if (app.renderer.name === 'canvas') return true;
    return !!glOf(app)?.getContextAttributes()?.preserveDrawingBuffer;
  }

  constructor(app: Application) {
    this.app = app;
    const gl = glOf(app);
    this.limit = gl ? glScissor(gl) : canvasClip();
    // the region is limited only while the canvas itself is the target (its clear included)
    const unhook = onRenderPassStart(app, (isCanvas, ctx) => {
      this.culling = !!(this.pass && isCanvas);
      if (this.pass && isCanvas) this.limit.on(this.pass, ctx);
      else this.limit.off();
    });
    // Pixi issues every draw call of the stage in each pass, though the region leaves most of them
    // no pixel: on software GL a draw call costs ~50 µs all the same, and on Canvas 2D the clip turns
    // a draw away only after Pixi has issued it. Draws wholly outside the pass's regions are skipped
    // (batchCulling.ts, canvasCulling.ts) unless the page's address turns culling off (renderPieces.ts).
    const regions = () => (this.culling ? this.pass : null);
    const uncull = renderPieceOff('cull') ? () => {} : gl ? cullGlBatches(glRendererOf(app), regions, this) : cullCanvasDraws(canvasRendererOf(app), regions, this);
    const lost = () => this.invalidateAll();
    app.canvas.addEventListener('webglcontextrestored', lost);
    this.restore = () => {
      uncull();
      unhook();
      app.canvas.removeEventListener('webglcontextrestored', lost);
    };
  }

  /** The next frame draws the whole stage. */
  invalidateAll(): void {
    this.forceFull = true;
  }

  dispose(): void {
    this.restore();
  }

  /** Draw the stage: the changed regions only when that is safe and cheaper, else the whole. */
  render(): void {
    const W = this.app.canvas.width;
    const H = this.app.canvas.height;
    const res = this.app.renderer.resolution;
    const size = `${W}x${H}@${res}`;
    this.why = size !== this.size ? 'size' : this.forceFull ? 'forced' : '';
    const rects = size === this.size && !this.forceFull ? this.dirtyRects(W, H, res) : null;
    if (rects === null) {
      this.full(size);
      return;
    }
    // one pass per GL scissor rectangle; a 2D clip takes them all in one pass (only overlaps merged)
    const dirty = rects.map((r) => r.rect);
    const regions = this.limit.oneClip ? mergeOverlaps(dirty) : mergeRects(dirty, PASS_SHARE * W * H, MAX_PASSES);
    const passes = this.limit.oneClip && regions.length ? [regions] : regions.map((r) => [r]);
    const drawn = regions.reduce((n, r) => n + area(r), 0);
    if (drawn > FULL_SHARE * W * H) {
      this.why = 'area';
      this.full(size);
      return;
    }
    this.culledDraws = 0;
    this.drawnBatches = 0;
    this.lastPasses = regions;
    try {
      for (const pass of passes) {
        this.pass = pass;
        this.app.render();
      }
      // no pass at all: a frame was owed but nothing drawn changed
    } finally {
      this.pass = null;
      this.culling = false;
      this.limit.off();
    }
    // where the changed pictures are now, and the children of the containers that changed them
    for (const { node } of rects) if (!node.destroyed) this.record(node);
    for (const n of this.regrouped) this.childrenAsDrawn.set(n, n.children.slice());
    this.lastShare = drawn / (W * H);
    this.partialFrames++;
  }

  private full(size: string): void {
    this.forceFull = false;
    this.size = size;
    this.app.render();
    this.boundsAsDrawn = new WeakMap();
    this.childrenAsDrawn = new WeakMap();
    this.record(pixiNode(this.app.stage));
    this.lastShare = 1;
    this.fullFrames++;
  }

  /** Remember where every picture under node is now (after a render: Pixi's transforms are current). */
  private record(node: Node): void {
    const stack: Node[] = [node];
    while (stack.length) {
      const n = stack.pop()!;
      if (isPicture(n)) this.boundsAsDrawn.set(n, onScreen(n) ? copy(lastRenderedBounds(n)) : null);
      // a cached layer is drawn as one picture: what is inside it shows only through it
      if (isCachedLayer(n)) continue;
      this.childrenAsDrawn.set(n, n.children.slice());
      for (const c of n.children) stack.push(c);
    }
  }

  /** The regions (old and new places) of what changed since the last frame; null: draw the whole stage. */
  private dirtyRects(W: number, H: number, res: number): { node: Node; rect: PxRect }[] | null {
    this.regrouped = [];
    const changed = new Set<Node>();
    /** children added since the last frame (never drawn: only their new place) */
    const added = new Set<Node>();
    /** children removed since the last frame (only their old place) */
    const removed = new Set<Node>();
    const root = renderGroupOf(this.app.stage);
    if (!root) return ((this.why = 'noroot'), null);
    const groups: Group[] = [root];
    while (groups.length) {
      const g = groups.pop()!;
      if (isCachedGroup(g) && g !== root) {
        // inside a cached layer nothing shows until it is redrawn, and then as a whole
        if (layerWantsRedraw(g) && onScreen(groupRoot(g))) changed.add(groupRoot(g));
        continue;
      }
      // Pixi rebuilds its draw list for a shown or hidden object too (those are in the lists
      // below). Children added, removed or reordered (a key cap's new face, a hand's) redraw the
      // places of that container's children: the old ones kept, the new ones now.
      if (groupTreeChanged(g)) this.treeChanges(groupRoot(g), changed, added, removed);
      for (const n of changedInGroup(g)) changed.add(n);
      groups.push(...childGroupsOf(g));
      if (changed.size + removed.size > MAX_CHANGED) return ((this.why = 'many'), null);
    }
    const out: { node: Node; rect: PxRect }[] = [];
    for (const node of [...changed, ...removed]) {
      if (node.destroyed) return ((this.why = 'destroyed'), null);
      // every picture under the changed node: its old place (kept) and its new one
      let before: Box = null;
      const stack: Node[] = [node];
      while (stack.length) {
        const n = stack.pop()!;
        if (isPicture(n)) {
          const seen = this.boundsAsDrawn.has(n);
          // never seen drawn, and not just added: no old place known to clear
          if (!seen && !removed.has(node) && !within(node, added)) return ((this.why = 'unseen'), null);
          if (seen) before = join(before, this.boundsAsDrawn.get(n)!);
        }
        // a cached layer is one picture: what is inside it is not drawn on its own
        if (!isCachedLayer(n)) for (const c of n.children) stack.push(c);
      }
      // the new place, with the transforms as this frame will draw them (a removed node has none)
      const after = removed.has(node) ? null : this.boundsNow(node);
      for (const b of [before, after]) {
        const rect = b && toDevice(b, res, W, H);
        if (rect) out.push({ node, rect });
      }
    }
    return out;
  }

  /**
   * The containers drawn in this group (not inside a cached layer) whose children are not those last
   * drawn: their children now go to `changed` (and those not there before to `added`), the ones
   * gone to `removed`. The new children's subtrees are not looked into: they are new as a whole.
   */
  private treeChanges(root: Node, changed: Set<Node>, added: Set<Node>, removed: Set<Node>): void {
    const stack: Node[] = [root];
    while (stack.length) {
      const n = stack.pop()!;
      if (n !== root && isCachedLayer(n)) continue;
      const was = this.childrenAsDrawn.get(n) ?? [];
      const now = n.children;
      if (was.length !== now.length || now.some((c, i) => was[i] !== c)) {
        const before = new Set(was);
        for (const c of now) {
          changed.add(c);
          if (!before.has(c)) added.add(c);
        }
        const after = new Set(now);
        for (const c of was) if (!after.has(c)) removed.add(c);
        this.regrouped.push(n);
      }
      for (const c of now) if (!added.has(c)) stack.push(c);
    }
  }

  /** Global bounds of node as it will be drawn this frame (its transforms are recomputed now, not at the last render). */
  private boundsNow(node: Node): Box {
    if (!onScreen(node)) return null;
    return copy(node.getBounds());
  }
}

/** node or one of its ancestors is in set */
const within = (node: Node, set: ReadonlySet<Node>): boolean => {
  for (let n: Node | null = node; n; n = n.parent) if (set.has(n)) return true;
  return false;
};

const copy = (b: { minX: number; minY: number; maxX: number; maxY: number }): Box =>
  b.maxX > b.minX && b.maxY > b.minY ? { minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY } : null;
const join = (a: Box, b: Box): Box =>
  !a ? b : !b ? a : { minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) };
