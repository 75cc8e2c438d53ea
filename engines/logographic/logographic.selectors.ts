import { finalResult, liveStats, type StatsInput } from '../core/stats';
import type { EngineResult, LiveStats } from '../core/types';
import { typedTotal } from './logographic.logic';
import type { LogographicContext } from './logographic.types';

/** The part of a snapshot the selectors read. */
export interface LogographicSnapshot {
  context: LogographicContext;
  status: string;
}

/** 字/分 counts correct characters; paused time is taken off `now`. */
function statsInput(ctx: LogographicContext): StatsInput {
  const end = ctx.pausedAt ?? ctx.lastAt;
  return { correct: ctx.correct, wrong: ctx.wrong, startedAt: ctx.startedAt, now: end - ctx.pausedMs, units: ctx.correct, total: typedTotal(ctx.chars) };
}

/** 字/分 = correct characters per minute; accuracy = correct / (correct + wrong) characters. */
export function statsOf(ctx: LogographicContext): LiveStats {
  return liveStats(statsInput(ctx));
}

/**
 * The final result. keyStats is {}: through an IME the page sees only committed characters, not
 * which letter keys made them, so there is no honest per-key count to report.
 */
export function resultOf(ctx: LogographicContext): EngineResult {
  return finalResult({ ...statsInput(ctx), keyStats: {} });
}

export type CharState = 'done' | 'current' | 'todo';

/** One character the scene draws; `index` is its place in context.chars. */
export interface CharView {
  char: string;
  index: number;
  state: CharState;
}

/** The text as display lines (newlines split lines; spaces stay as gaps), with each character's state. */
export function linesOf(ctx: LogographicContext): CharView[][] {
  const lines: CharView[][] = [[]];
  ctx.chars.forEach((char, index) => {
    if (char === '\n') {
      lines.push([]);
      return;
    }
    const state: CharState = index < ctx.cursor ? 'done' : index === ctx.cursor ? 'current' : 'todo';
    lines[lines.length - 1]!.push({ char, index, state });
  });
  return lines;
}
