import type { EngineResult, LiveStats, NextKey } from '../core/types';
import { phaseLength, totalMs } from './video.logic';
import type { VideoContext, VideoPhase } from './video.types';

export interface VideoSnapshot {
  context: VideoContext;
  status: string;
}

/** The key being demonstrated (the host moves the finger pointer there); null between keys. */
export function nextKeyOf(snapshot: VideoSnapshot): NextKey | null {
  const ctx = snapshot.context;
  if (snapshot.status !== 'active' || ctx.phase !== 'key') return null;
  const ch = ctx.steps[ctx.step]?.keys[ctx.key];
  if (ch === undefined) return null;
  // NextKey names Enter and Tab; a typed character stands for itself (space as ' ')
  return { key: ch === '\n' ? 'Enter' : ch === '\t' ? 'Tab' : ch };
}

/** A demonstration has nothing to score: only the time watched and how far along it is. */
export function statsOf(ctx: VideoContext): LiveStats {
  const total = totalMs(ctx);
  return { cpm: 0, accuracy: 0, elapsedMs: ctx.elapsedMs, correct: 0, wrong: 0, progress: total === 0 ? 1 : Math.min(1, ctx.elapsedMs / total) };
}

/** Duration and zeros; the host fills stars and score. */
export function resultOf(ctx: VideoContext): EngineResult {
  return { durationMs: ctx.elapsedMs, correct: 0, wrong: 0, cpm: 0, accuracy: 0, keyStats: {}, stars: 0, score: 0 };
}

/** What the scene shows: the caption card, the key bubble, the step dots. */
export interface StageView {
  caption: string;
  step: number;
  steps: number;
  keys: string[];
  /** index of the key shown, -1 before the first key of the step */
  key: number;
  phase: VideoPhase;
  /** 0..1 through the current phase */
  phaseProgress: number;
  over: boolean;
}

export function stageOf(ctx: VideoContext): StageView {
  const over = ctx.step >= ctx.steps.length;
  const step = Math.min(ctx.step, ctx.steps.length - 1);
  const current = ctx.steps[step]!;
  return {
    caption: current.caption,
    step,
    steps: ctx.steps.length,
    keys: current.keys,
    key: over ? current.keys.length - 1 : ctx.phase === 'caption' ? -1 : ctx.key,
    phase: ctx.phase,
    phaseProgress: over ? 1 : Math.min(1, ctx.phaseMs / phaseLength(ctx.phase)),
    over,
  };
}

/** How a key is named on the bubble: the space bar has no glyph. */
export function keyCaption(ch: string): string {
  return ch === ' ' ? '空格' : ch === '\n' ? '回车' : ch === '\t' ? 'Tab' : ch;
}
