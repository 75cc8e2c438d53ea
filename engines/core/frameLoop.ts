import { UPDATE_PRIORITY, type Application, type Ticker } from 'pixi.js';
import { PartialRedraw } from './partialRedraw';

/**
 * Render on demand, tracked explicitly (docs/RENDERING.md).
 *
 * The host's ticker keeps ticking (cheap: a few callbacks per frame) while the stage is drawn only
 * when something asked for it in that frame: a view that changed what it shows calls
 * `requestFrame(ticker)`, and an animation calls it on every step until — and including — the
 * step that puts it at rest. So an animation always completes on screen and a snapshot is never
 * left undrawn, whatever the frame rate; an idle stage costs the GPU nothing.
 *
 * The loop also picks a render tier from the GL renderer (software GL detected) and measured
 * frame time: on `low`, finite effects (press, pop, shake, glide) jump to their end and looping
 * decorations (pulse, breathing, bounce) stay still, so a keystroke costs one frame; resolution is
 * capped by the host. Views ask `effectsOn(ticker)` / `ambientOn(ticker)`. A ticker without a
 * loop (Ticker.shared, the fingering dialog's app) draws every frame and has everything on.
 */
export type RenderTier = 'high' | 'low';

const loops = new WeakMap<Ticker, FrameLoop>();

/** A view changed what it shows (or is animating): draw the next frame. No-op without a loop. */
export function requestFrame(ticker: Ticker | undefined | null): void {
  if (ticker) loops.get(ticker)?.invalidate();
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

interface GroupState {
  isCachedAsTexture: boolean;
  textureNeedsUpdate: boolean;
  structureDidChange: boolean;
  childrenRenderablesToUpdate: { index: number };
  childrenToUpdate: Record<string, { index: number }>;
  renderGroupChildren: GroupState[];
  root: Shown;
}
interface Shown {
  visible: boolean;
  renderable: boolean;
  parent: Shown | null;
}
/** A cached layer that is not on screen is never redrawn by Pixi: it must not keep the loop drawing. */
const onScreen = (c: Shown | null): boolean => {
  for (let n = c; n; n = n.parent) if (!n.visible || !n.renderable) return false;
  return true;
};

/**
 * Pixi's own change tracking, read as a safety net: a container moved, faded, shown or hidden, a
 * view (text, graphics) redrawn, the tree changed, or a cached layer asked to be redrawn since the
 * last render. Every property setter records itself only when the value really changes, so a
 * stage at rest reads false and anything a view changed — even without requestFrame — is drawn.
 */
export function stageChanged(stage: { renderGroup?: unknown }): boolean {
  const changed = (g: GroupState): boolean => {
    if (g.isCachedAsTexture) return g.textureNeedsUpdate && onScreen(g.root);
    if (g.structureDidChange || g.childrenRenderablesToUpdate.index > 0) return true;
    for (const depth in g.childrenToUpdate) if (g.childrenToUpdate[depth].index > 0) return true;
    return g.renderGroupChildren.some(changed);
  };
  const root = stage.renderGroup as GroupState | undefined;
  return root ? changed(root) : true;
}

/** The loop driving a ticker, if any. */
export const frameLoopOf = (ticker: Ticker): FrameLoop | undefined => loops.get(ticker);

/** True when WebGL runs in software (blocklisted GPU, VM, remote desktop, headless chromium). */
export function softwareGL(app: Application): boolean {
  const gl = (app.renderer as unknown as { gl?: WebGLRenderingContext }).gl;
  if (!gl) return false;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  return /swiftshader|llvmpipe|softpipe|software|basic render|mesa offscreen/i.test(name);
}

/** A frame that took longer than this (rAF to rAF while drawing) counts as slow. */
const SLOW_FRAME_MS = 28;
/** Of the last WINDOW drawn frames, this many slow ones drop the tier to low. */
const WINDOW = 12;
const SLOW_TO_DROP = 8;

export interface FrameLoopOptions {
  /** start at this tier (default: low on software GL, else high) */
  tier?: RenderTier;
  /** looping decorations wanted at all (the wobbly theme) — still only on the high tier */
  ambient?: boolean;
  /** told when the tier changes (the host lowers resolution) */
  onTier?(tier: RenderTier): void;
  /**
   * Redraw only the regions that changed (engines/core/partialRedraw.ts) — default: whenever the
   * canvas keeps its drawing buffer (PixiCanvas `preserveDrawingBuffer`).
   */
  partial?: boolean;
}

export class FrameLoop {
  readonly app: Application;
  tier: RenderTier;
  ambient: boolean;
  /** frames drawn so far */
  rendered = 0;
  /** frames wanted but not drawn yet (0 or 1) */
  private dirty = true;
  private paused = false;
  private lastDrawAt = 0;
  private readonly recent: number[] = [];
  private readonly onTier?: (tier: RenderTier) => void;
  private pausedRaf = 0;
  /** partial redraws, when the canvas keeps its drawing buffer */
  readonly partial: PartialRedraw | null;

  constructor(app: Application, options: FrameLoopOptions = {}) {
    this.app = app;
    this.partial = (options.partial ?? true) && PartialRedraw.available(app) ? new PartialRedraw(app) : null;
    this.tier = options.tier ?? (softwareGL(app) ? 'low' : 'high');
    this.ambient = options.ambient ?? true;
    this.onTier = options.onTier;
    loops.set(app.ticker, this);
    app.ticker.remove(app.render, app);
    // after every view's update (NORMAL), so this frame's changes are in this frame's picture
    app.ticker.add(this.onTick, this, UPDATE_PRIORITY.UTILITY);
  }

  get ticker(): Ticker {
    return this.app.ticker;
  }

  /** Something changed: draw the next frame (while paused: draw once, without ticking). */
  invalidate(): void {
    this.dirty = true;
    if (this.paused && !this.pausedRaf) {
      this.pausedRaf = requestAnimationFrame(() => {
        this.pausedRaf = 0;
        if (this.paused && this.dirty) this.draw(false);
      });
    }
  }

  /** Freeze animations (the host's pause): the ticker stops, the picture stays as drawn. */
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.app.ticker.stop();
    if (this.dirty) this.invalidate();
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.dirty = true;
    this.app.ticker.start();
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** Whether a frame is still owed (for tests: false once the picture shows the latest state). */
  get pending(): boolean {
    return this.dirty;
  }

  setTier(tier: RenderTier): void {
    if (tier === this.tier) return;
    this.tier = tier;
    this.recent.length = 0;
    this.dirty = true;
    this.onTier?.(tier);
  }

  /** Draw the whole stage in the next frame (and never a partial region): tests compare the two. */
  redrawAll(): void {
    this.partial?.invalidateAll();
    this.invalidate();
  }

  dispose(): void {
    this.partial?.dispose();
    if (this.pausedRaf) cancelAnimationFrame(this.pausedRaf);
    this.app.ticker.remove(this.onTick, this);
    loops.delete(this.app.ticker);
    this.app.ticker.add(this.app.render, this.app, UPDATE_PRIORITY.LOW);
    if (this.paused) this.app.ticker.start();
  }

  private onTick(): void {
    if (!this.dirty && !stageChanged(this.app.stage)) {
      this.lastDrawAt = 0;
      return;
    }
    this.draw(true);
  }

  private draw(measure: boolean): void {
    this.dirty = false;
    const now = performance.now();
    if (this.partial) this.partial.render();
    else this.app.render();
    this.rendered++;
    // rAF to rAF between consecutive drawn frames: what a frame really costs, GPU included
    if (measure && this.lastDrawAt > 0 && this.tier === 'high') {
      this.recent.push(now - this.lastDrawAt);
      if (this.recent.length > WINDOW) this.recent.shift();
      if (this.recent.filter((ms) => ms > SLOW_FRAME_MS).length >= SLOW_TO_DROP) this.setTier('low');
    }
    this.lastDrawAt = measure ? now : 0;
  }
}
