import { accuracyOf, cpmOf } from '../stats';
import type { EngineResult, LiveStats, NextKey } from '../types';
import { durationOf, isComplete } from './keySequence.logic';
import type { CharStatus, SequenceContext } from './keySequence.types';

/** How position `index` is drawn (the scene recolours only positions whose status changed). */
export function charStatus(context: SequenceContext, index: number): CharStatus {
  const hadError = context.errored.includes(index);
  if (index < context.cursor) return hadError ? 'corrected' : 'typed';
  if (index === context.cursor) return hadError ? 'error' : 'current';
  return 'pending';
}

/** The key to press next ('Enter' at an item end), null when everything is typed. */
export function nextKeyOf(context: SequenceContext): NextKey | null {
  if (isComplete(context)) return null;
  return { key: context.expected[context.cursor] };
}

export function progressOf(context: SequenceContext): number {
  if (context.expected.length === 0) return 1;
  return context.cursor / context.expected.length;
}

/** cpm counts correct keystrokes (Enter included) per minute of typing time (core/stats: at least a second). */
export function liveStatsOf(context: SequenceContext): LiveStats {
  const elapsedMs = durationOf(context);
  return {
    cpm: cpmOf(context.correct, elapsedMs),
    accuracy: accuracyOf(context.correct, context.wrong),
    elapsedMs,
    correct: context.correct,
    wrong: context.wrong,
    progress: progressOf(context),
  };
}

/** The final state's output; stars and score are left at 0 for the host (contract/scoring.ts). */
export function resultOf(context: SequenceContext): EngineResult {
  const durationMs = durationOf(context);
  return {
    durationMs,
    correct: context.correct,
    wrong: context.wrong,
    cpm: cpmOf(context.correct, durationMs),
    accuracy: accuracyOf(context.correct, context.wrong),
    keyStats: context.keyStats,
    stars: 0,
    score: 0,
  };
}
