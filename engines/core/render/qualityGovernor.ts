import type { RenderQuality } from '../types';

/**
 * The one frame-rate governor, pure: frame times in, a render step out (no Pixi, no DOM;
 * qualityGovernor.test.ts). Two feeders use it with their own tuning:
 * - a game stage (src/host/quality.ts) feeds every tick's duration, a 2 s window, p95 against
 *   25 ms, up and down a four-step ladder (GAME_TUNING, qualityLadder);
 * - the chapters' frame loop (frameLoop.ts) feeds the time between consecutive drawn frames: of
 *   the last 12, eight over 28 ms drop it to its low step for good (CHAPTER_TUNING, chapterLadder).
 * The host applies the step it answers: a canvas resolution cap and the scene's effects quality.
 * Only drawing is reduced; input never passes through here (keys go straight to the machine).
 *
 * Game tuning:
 * - The first decision comes after WINDOW_MS of play (after SETTLE_MS, skipped: the first frames
 *   after a start or a change compile shaders and resize buffers), then the last WINDOW_MS are
 *   checked every CHECK_MS: a rolling window.
 * - p95 over BUDGET_MS → one step down the ladder (devicePixelRatio → 1 → effects low → 0.75).
 * - p95 under HEADROOM_MS for RAISE_AFTER_MS on a step → one step up. Hysteresis: the gap between
 *   the two thresholds, and a raise that has to be taken back within FAILED_RAISE_MS doubles the
 *   wait before the next raise (up to MAX_RAISE_AFTER_MS), so a machine at the edge does not
 *   flicker between two resolutions.
 * - A frame longer than GAP_MS counts as slow but only GAP_MS of play (a few seconds' frame
 *   must not fill the window alone). Pauses are not frames: the host stops the ticker, and a
 *   started ticker measures from its start; a hidden tab pauses the round.
 */
export interface QualityStep {
  /** the canvas resolution cap (the host takes min(devicePixelRatio, this)) */
  resolution: number;
  quality: RenderQuality;
}

export interface QualityTuning {
  /** the window's share of frames that must be over budgetMs… expressed as the quantile compared with it (0.95: p95) */
  quantile: number;
  budgetMs: number;
  headroomMs: number;
  windowMs: number;
  settleMs: number;
  checkMs: number;
  raiseAfterMs: number;
  maxRaiseAfterMs: number;
  failedRaiseMs: number;
  /** play time a single frame counts for at most */
  gapMs: number;
  /** a window of the last N frames instead of the last windowMs (drawn-on-demand frames are sparse) */
  windowFrames?: number;
}

/** A frame every 1.5 vsyncs at 60 Hz: p95 above it means many frames are dropped. */
export const GAME_TUNING: QualityTuning = {
  quantile: 0.95,
  budgetMs: 25,
  headroomMs: 18,
  windowMs: 2000,
  settleMs: 300,
  checkMs: 500,
  raiseAfterMs: 5000,
  maxRaiseAfterMs: 120_000,
  failedRaiseMs: 10_000,
  gapMs: 1000,
};

/**
 * A chapter's drawn frames (rAF to rAF while drawing): of the last 12, eight over 28 ms (the 5th
 * fastest is slow: quantile 0.4) drop it to low, decided at every drawn frame, never raised again.
 */
export const CHAPTER_TUNING: QualityTuning = {
  quantile: 0.4,
  budgetMs: 28,
  headroomMs: 0,
  windowMs: Infinity,
  windowFrames: 12,
  settleMs: 0,
  checkMs: 0,
  raiseAfterMs: Infinity,
  maxRaiseAfterMs: Infinity,
  failedRaiseMs: 0,
  gapMs: Infinity,
};

/** A screen of at most this many CSS px is a phone's: its canvas at 2× has about a laptop's pixels at 1×. */
export const SMALL_SCREEN_PX = 500_000;

/**
 * A chapter's two steps: the device's resolution with effects, or resolution 1 with effects at their
 * end — except on a phone (`screenPx` ≤ SMALL_SCREEN_PX), whose cheap step keeps up to 2×: at 1× a
 * 3× phone's keyboard legends were a blur (issue 40), and its 2× canvas costs what a laptop's 1× does.
 */
export function chapterLadder(devicePixelRatio: number, screenPx = Infinity): QualityStep[] {
  const dpr = devicePixelRatio > 0 ? devicePixelRatio : 1;
  return [
    { resolution: dpr, quality: 'high' },
    { resolution: screenPx <= SMALL_SCREEN_PX ? Math.max(1, Math.min(dpr, 2)) : 1, quality: 'low' },
  ];
}

/** The steps from best to cheapest for a screen of this devicePixelRatio (no duplicate steps). */
export function qualityLadder(devicePixelRatio: number): QualityStep[] {
  const dpr = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const steps: QualityStep[] = [{ resolution: dpr, quality: 'high' }];
  if (dpr > 1) steps.push({ resolution: 1, quality: 'high' });
  steps.push({ resolution: Math.min(dpr, 1), quality: 'low' });
  if (dpr > 0.75) steps.push({ resolution: 0.75, quality: 'low' });
  return steps;
}

/** Nearest-rank quantile q of a non-empty list. */
function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}

export class QualityGovernor {
  readonly ladder: readonly QualityStep[];
  private readonly t: QualityTuning;
  /** index in the ladder: 0 is the best */
  level = 0;
  /** play time measured (sum of frame durations, gaps excluded), ms */
  private now = 0;
  /** when the current step began */
  private since = 0;
  private lastCheck = 0;
  private lastRaiseAt = -Infinity;
  private raiseAfter: number;
  private readonly frames: { at: number; ms: number }[] = [];

  constructor(ladder: readonly QualityStep[], tuning: Partial<QualityTuning> = {}, level = 0) {
    this.ladder = ladder;
    this.t = { ...GAME_TUNING, ...tuning };
    this.raiseAfter = this.t.raiseAfterMs;
    this.level = Math.min(level, ladder.length - 1);
  }

  get step(): QualityStep {
    return this.ladder[this.level];
  }

  /** the tuning's quantile (games: p95) of the window now (NaN when it holds no frames), for the perf overlay */
  get windowP95(): number {
    return this.frames.length ? quantile(this.frames.map((f) => f.ms), this.t.quantile) : NaN;
  }

  /** Go to this step at once (a frame loop that learns it draws on software GL), starting a new window. */
  jumpTo(level: number): QualityStep | null {
    const to = Math.max(0, Math.min(level, this.ladder.length - 1));
    return to === this.level ? null : this.change(to);
  }

  /** One frame's duration (ms). Returns the new step when it changed, else null. */
  frame(ms: number): QualityStep | null {
    if (!(ms > 0)) return null;
    this.now += Math.min(ms, this.t.gapMs);
    if (this.now - this.since < this.t.settleMs) return null;
    this.frames.push({ at: this.now, ms });
    const byCount = this.t.windowFrames;
    if (byCount) {
      if (this.frames.length > byCount) this.frames.shift();
    } else while (this.frames.length && this.frames[0].at <= this.now - this.t.windowMs) this.frames.shift();
    // a full window of this step's frames, checked every CHECK_MS
    const full = byCount ? this.frames.length >= byCount : this.now - this.since >= this.t.settleMs + this.t.windowMs;
    if (!full || this.now - this.lastCheck < this.t.checkMs) return null;
    this.lastCheck = this.now;
    const slow = this.windowP95;
    if (slow > this.t.budgetMs && this.level < this.ladder.length - 1) {
      // a raise that did not hold: wait longer before trying again
      if (this.now - this.lastRaiseAt < this.t.failedRaiseMs) this.raiseAfter = Math.min(this.t.maxRaiseAfterMs, this.raiseAfter * 2);
      return this.change(this.level + 1);
    }
    if (slow < this.t.headroomMs && this.level > 0 && this.now - this.since >= this.raiseAfter) {
      this.lastRaiseAt = this.now;
      return this.change(this.level - 1);
    }
    return null;
  }

  private change(level: number): QualityStep {
    this.level = level;
    this.since = this.now;
    this.frames.length = 0;
    return this.step;
  }
}
