import type { RenderQuality } from '../../engines/core/types';

/**
 * Adaptive game quality, pure: frame times in, a render step out (no Pixi, no DOM; unit-tested).
 * The game host feeds it every frame's duration (requestAnimationFrame to requestAnimationFrame)
 * and applies the step it answers: a canvas resolution and the scene's effects quality. Only
 * drawing is reduced; input never passes through here (keys go straight to the machine).
 *
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
}

/** A frame every 1.5 vsyncs at 60 Hz: p95 above it means many frames are dropped. */
export const DEFAULT_TUNING: QualityTuning = {
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

/** The steps from best to cheapest for a screen of this devicePixelRatio (no duplicate steps). */
export function qualityLadder(devicePixelRatio: number): QualityStep[] {
  const dpr = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const steps: QualityStep[] = [{ resolution: dpr, quality: 'high' }];
  if (dpr > 1) steps.push({ resolution: 1, quality: 'high' });
  steps.push({ resolution: Math.min(dpr, 1), quality: 'low' });
  if (dpr > 0.75) steps.push({ resolution: 0.75, quality: 'low' });
  return steps;
}

/** Nearest-rank p95 of a non-empty list. */
function p95(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)];
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

  constructor(ladder: readonly QualityStep[], tuning: Partial<QualityTuning> = {}) {
    this.ladder = ladder;
    this.t = { ...DEFAULT_TUNING, ...tuning };
    this.raiseAfter = this.t.raiseAfterMs;
  }

  get step(): QualityStep {
    return this.ladder[this.level];
  }

  /** p95 of the window now (NaN when it holds no frames), for the perf overlay */
  get windowP95(): number {
    return this.frames.length ? p95(this.frames.map((f) => f.ms)) : NaN;
  }

  /** One frame's duration (ms). Returns the new step when it changed, else null. */
  frame(ms: number): QualityStep | null {
    if (!(ms > 0)) return null;
    this.now += Math.min(ms, this.t.gapMs);
    if (this.now - this.since < this.t.settleMs) return null;
    this.frames.push({ at: this.now, ms });
    while (this.frames.length && this.frames[0].at <= this.now - this.t.windowMs) this.frames.shift();
    // a full window of this step's frames, checked every CHECK_MS
    if (this.now - this.since < this.t.settleMs + this.t.windowMs || this.now - this.lastCheck < this.t.checkMs) return null;
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
