import { Ticker, UPDATE_PRIORITY, type Application } from 'pixi.js';
import { PartialRedraw } from './partialRedraw';
import { giveBackRendering, startTickerOneFrameBack, takeOverRendering } from './pixiInternals';
import { stageHasUndrawnChanges } from './undrawnChanges';
import { softwareGL } from './softwareGL';
import { RestWarmer } from './restWarmer';
import { renderPieceOff } from './renderPieces';
import { bindLoop, type RenderTier } from './frameRequests';
import { CHAPTER_TUNING, chapterLadder, QualityGovernor } from './qualityGovernor';

/**
 * Render on demand, tracked explicitly (docs/RENDERING.md).
 *
 * The stage is drawn only in a frame where something asked for it: a view that changed what it
 * shows calls `requestFrame(ticker)`, and an animation calls it on every step until — and
 * including — the step that puts it at rest. So an animation always completes on screen and a
 * snapshot is never left undrawn, whatever the frame rate; an idle stage costs the GPU nothing.
 *
 * When nothing was drawn for a few ticks and no view holds a countdown (`keepTicking(ticker)`: a
 * key shown red for 200 ms, a hold before a slide), the loop stops the ticker altogether: no
 * requestAnimationFrame is pending, so the browser answers the next key at once instead of at the
 * next vsync of a page that animates. A change wakes it: `requestFrame`, the host's snapshots and
 * events, and a slow watch on Pixi's change tracking for anything else.
 *
 * The loop also picks a render tier from the GL renderer (software GL detected) and measured
 * frame time, decided by the one frame-rate governor (qualityGovernor.ts, CHAPTER_TUNING): on `low`, finite effects (press, pop, shake, glide) jump to their end and looping
 * decorations (pulse, breathing, bounce) stay still, so a keystroke costs one frame; resolution is
 * capped by the host. Views ask `effectsOn(ticker)` / `ambientOn(ticker)`. A ticker without a
 * loop (Ticker.shared, the fingering dialog's app) draws every frame and has everything on.
 */
export type { RenderTier } from './frameRequests';
export { ambientOn, effectsOn, frameLoopOf, keepTicking, requestFrame } from './frameRequests';
export { stageHasUndrawnChanges } from './undrawnChanges';

/** Ticks with nothing drawn and nothing held before the ticker stops (one: asleep ~17 ms after the last drawn frame, before a fast typist's next key). */
const IDLE_TICKS_TO_SLEEP = 1;
/** One frame at 60 Hz: the first delta after a sleep. */
const FRAME_MS = 1000 / 60;
/** While asleep, Pixi's change tracking is looked at this often (a change nobody announced). */
const WATCH_MS = 100;

export interface FrameLoopOptions {
  /** start at this tier (default: low on software GL, else high) */
  tier?: RenderTier;
  /** looping decorations wanted at all (the wobbly theme) — still only on the high tier */
  ambient?: boolean;
  /** told when the tier changes (the host lowers resolution) */
  onTier?(tier: RenderTier): void;
  /**
   * Redraw only the regions that changed (engines/core/render/partialRedraw.ts) — default: whenever the
   * canvas keeps its drawing buffer (PixiCanvas `preserveDrawingBuffer`).
   */
  partial?: boolean;
}

export class FrameLoop {
  readonly app: Application;
  /** decides the tier from the drawn frames' times (its step's resolution is the host's to apply) */
  readonly governor: QualityGovernor;
  ambient: boolean;
  /** frames drawn so far */
  rendered = 0;
  /** frames wanted but not drawn yet (0 or 1) */
  private dirty = true;
  private paused = false;
  private lastDrawAt = 0;
  private readonly onTier?: (tier: RenderTier) => void;
  private pausedRaf = 0;
  /** ticks in a row with nothing drawn or held */
  private idleTicks = 0;
  /** a view called keepTicking during this tick (a countdown runs) */
  private countdownThisTick = false;
  /** the ticker is stopped because nothing needs it (not the host's pause) */
  private asleep = false;
  private watch: ReturnType<typeof setInterval> | 0 = 0;
  /** the next drawn tick is the first since waking: it shows a change from outside the ticks (a key) */
  private firstTickAfterWake = false;
  /** the one update of the views a frame after a key's picture, while asleep (see sleep) */
  private afterKeyTimer: ReturnType<typeof setTimeout> | 0 = 0;
  /** that update is running */
  private inAfterKeyUpdate = false;
  /** partial redraws, when the canvas keeps its drawing buffer */
  readonly partial: PartialRedraw | null;
  /** hidden cached layers (and on Canvas 2D tinted copies) drawn at rest, before a key needs them */
  readonly warmer: RestWarmer | null;

  constructor(app: Application, options: FrameLoopOptions = {}) {
    this.app = app;
    this.partial = (options.partial ?? true) && !renderPieceOff('partial') && PartialRedraw.available(app) ? new PartialRedraw(app) : null;
    this.warmer = RestWarmer.wanted() ? new RestWarmer(app, { layers: !renderPieceOff('layers'), tints: !renderPieceOff('tints') }) : null;
    const tier = options.tier ?? (softwareGL(app) ? 'low' : 'high');
    const screen = typeof window === 'undefined' ? null : window;
    const ladder = chapterLadder((screen?.devicePixelRatio ?? 1) || 1, screen ? screen.innerWidth * screen.innerHeight : Infinity);
    this.governor = new QualityGovernor(ladder, CHAPTER_TUNING, tier === 'low' ? 1 : 0);
    this.ambient = options.ambient ?? true;
    this.onTier = options.onTier;
    bindLoop(app.ticker, this);
    takeOverRendering(app);
    // after every view's update (NORMAL), so this frame's changes are in this frame's picture
    app.ticker.add(this.onTick, this, UPDATE_PRIORITY.UTILITY);
  }

  get tier(): RenderTier {
    return this.governor.step.quality;
  }

  get ticker(): Ticker {
    return this.app.ticker;
  }

  /** Something changed: draw the next frame (while paused: draw once, without ticking). */
  invalidate(): void {
    this.dirty = true;
    this.wake();
    if (this.paused && !this.pausedRaf) {
      this.pausedRaf = requestAnimationFrame(() => {
        this.pausedRaf = 0;
        if (this.paused && this.dirty) this.draw(false);
      });
    }
  }

  /** A view holds a countdown: tick on (see keepTicking). */
  hold(): void {
    this.countdownThisTick = true;
    this.wake();
  }

  /** The ticker is stopped because the stage is at rest (for tests and the probe). */
  get isAsleep(): boolean {
    return this.asleep;
  }

  /** Freeze animations (the host's pause): the ticker stops, the picture stays as drawn. */
  pause(): void {
    if (this.paused) return;
    this.wake();
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
    if (this.governor.jumpTo(tier === 'low' ? 1 : 0)) this.tierChanged();
  }

  private tierChanged(): void {
    this.dirty = true;
    this.onTier?.(this.tier);
  }

  /** Draw the whole stage in the next frame (and never a partial region): tests compare the two. */
  redrawAll(): void {
    this.partial?.invalidateAll();
    this.invalidate();
  }

  dispose(): void {
    this.wake();
    this.warmer?.cancel();
    // Pixi's system ticker is shared by every application (texture GC, pointer hover): running again
    Ticker.system.start();
    this.partial?.dispose();
    if (this.pausedRaf) cancelAnimationFrame(this.pausedRaf);
    this.app.ticker.remove(this.onTick, this);
    bindLoop(this.app.ticker, null);
    giveBackRendering(this.app);
    if (this.paused) this.app.ticker.start();
  }

  private onTick(): void {
    const countdown = this.countdownThisTick;
    this.countdownThisTick = false;
    const changed = this.dirty || stageHasUndrawnChanges(this.app.stage);
    if (this.inAfterKeyUpdate) {
      // the update after a key's picture: an animation the key started is drawn now and ticks on
      if (changed || countdown) {
        this.wake();
        this.firstTickAfterWake = false;
      }
      if (changed) this.draw(false);
      return;
    }
    const afterWake = this.firstTickAfterWake;
    this.firstTickAfterWake = false;
    if (changed) {
      this.idleTicks = 0;
      this.draw(true);
      if (afterWake && !countdown) this.sleep(true);
      else this.tickOn();
      return;
    }
    this.lastDrawAt = 0;
    if (countdown) this.idleTicks = 0;
    else if (++this.idleTicks >= IDLE_TICKS_TO_SLEEP) {
      this.sleep(false);
      return;
    }
    this.tickOn();
  }

  /**
   * The loop ticks on past this frame: Pixi's system ticker (pointer-hover checks while things move)
   * runs again too. Not at waking: it ticks before this loop in a frame and asks for the next frame
   * at once, so a key's frame would be followed by an idle one even when the loop sleeps after it.
   */
  private tickOn(): void {
    if (!this.asleep && !Ticker.system.started) Ticker.system.start();
  }

  /**
   * Nothing to draw and nothing counting down: stop asking for animation frames.
   *
   * `afterKey`: the frame just drawn showed a change from outside (a key) and asked for no more.
   * Whether the key also started an animation shows only in the views' next update — and an
   * animation frame asked for just to find that out, with nothing to draw, keeps the browser's
   * frames on vsync for a while: the next key, even 50 ms later, waited up to a whole frame for
   * its own (docs/RENDERING.md, "Frames on demand": sleeping). So the loop sleeps at once and updates the views once
   * a frame later from a timer (updateAfterKey): if anything moved it is drawn there and the loop
   * ticks on.
   */
  private sleep(afterKey: boolean): void {
    if (this.asleep || this.paused) return;
    this.asleep = true;
    if (afterKey) this.afterKeyTimer = setTimeout(() => this.updateAfterKey(), FRAME_MS);
    this.app.ticker.stop();
    // Pixi's own system ticker (pointer-hover checks, texture GC scheduling) would keep a
    // requestAnimationFrame pending every frame: a page that animates gets its next frame only at
    // the next vsync. Nothing of it is wanted while the stage is at rest.
    Ticker.system.stop();
    // a change nobody announced (a texture that finished loading, a setter called outside a
    // tick) is still drawn, a little later
    this.watch = setInterval(() => {
      if (stageHasUndrawnChanges(this.app.stage)) this.invalidate();
    }, WATCH_MS);
    this.warmer?.schedule();
  }

  /**
   * Start ticking again after a sleep. The ticker's first delta is one frame, not the sleep: Pixi
   * sets its last time to the moment of starting, and skips a tick whose frame time is not later —
   * but the next animation frame's time is when that frame began, often before the key that woke
   * the loop (the browser answers a key in a frame already under way). That skipped tick put a
   * key's picture one vsync late (docs/RENDERING.md, "Frames on demand": sleeping).
   */
  private wake(): void {
    if (!this.asleep) return;
    this.asleep = false;
    this.idleTicks = 0;
    this.firstTickAfterWake = true;
    if (this.watch) clearInterval(this.watch);
    this.watch = 0;
    if (this.afterKeyTimer) clearTimeout(this.afterKeyTimer);
    this.afterKeyTimer = 0;
    this.warmer?.cancel();
    if (!this.paused) startTickerOneFrameBack(this.app.ticker, FRAME_MS);
  }

  /** One update of the views while asleep, a frame after a key's picture (see sleep): they step, and onTick decides. */
  private updateAfterKey(): void {
    this.afterKeyTimer = 0;
    if (!this.asleep || this.paused) return;
    this.inAfterKeyUpdate = true;
    try {
      this.app.ticker.update(performance.now());
    } finally {
      this.inAfterKeyUpdate = false;
    }
  }

  private draw(measure: boolean): void {
    this.dirty = false;
    const now = performance.now();
    if (this.partial) this.partial.render();
    else this.app.render();
    this.rendered++;
    // rAF to rAF between consecutive drawn frames: what a frame really costs, GPU included
    if (measure && this.lastDrawAt > 0 && this.tier === 'high' && this.governor.frame(now - this.lastDrawAt)) this.tierChanged();
    this.lastDrawAt = measure ? now : 0;
  }
}
