import { perMinute } from '../../contract/speed';
import type { EngineResult, KeyCounts, LiveStats } from './types';

/**
 * Counting helpers, pure: machines call them inside assign() with time that came in on events.
 * "Units" are what the child typed that counts toward speed: characters for English and
 * numbers, Chinese characters for pinyin and logographic chapters.
 */

/** A copy of counts with one more hit or miss on the key with this code. */
export function addKey(counts: KeyCounts, code: string, hit: boolean): KeyCounts {
  const prev = counts[code] ?? { hit: 0, miss: 0 };
  return { ...counts, [code]: hit ? { hit: prev.hit + 1, miss: prev.miss } : { hit: prev.hit, miss: prev.miss + 1 } };
}

/** Percent of correct strokes, one decimal; 100 before the first stroke (nothing wrong yet). */
export function accuracyOf(correct: number, wrong: number): number {
  const total = correct + wrong;
  if (total === 0) return 100;
  return Math.round((correct / total) * 1000) / 10;
}

// Speed over the first instants would read as thousands per minute; a second is the shortest
// span we divide by.
const MIN_SPAN_MS = 1000;

/** The one speed formula (contract/speed.ts): chapters, races and typing tests all count with it. */
export { perMinute };

/** Units per minute since the first key, whole number: a span under a second counts as one. */
export function cpmOf(units: number, elapsedMs: number): number {
  if (units <= 0) return 0;
  return perMinute(units, Math.max(elapsedMs, MIN_SPAN_MS));
}

export interface StatsInput {
  /** correct strokes */
  correct: number;
  /** wrong strokes */
  wrong: number;
  /** timeStamp of the first stroke, null before it */
  startedAt: number | null;
  /** timeStamp of the latest event */
  now: number;
  /** units typed correctly so far */
  units: number;
  /** units in the whole chapter */
  total: number;
}

/** The HUD numbers. */
export function liveStats({ correct, wrong, startedAt, now, units, total }: StatsInput): LiveStats {
  const elapsedMs = startedAt === null ? 0 : Math.max(0, now - startedAt);
  return {
    cpm: cpmOf(units, elapsedMs),
    accuracy: accuracyOf(correct, wrong),
    elapsedMs,
    correct,
    wrong,
    progress: total > 0 ? Math.min(1, units / total) : 0,
  };
}

/** What the final state carries; stars and score are 0 here: the host fills them from the chapter targets. */
export function finalResult(input: StatsInput & { keyStats: KeyCounts }): EngineResult {
  const live = liveStats(input);
  return {
    durationMs: live.elapsedMs,
    correct: input.correct,
    wrong: input.wrong,
    cpm: live.cpm,
    accuracy: live.accuracy,
    keyStats: input.keyStats,
    stars: 0,
    score: 0,
  };
}

/** Kept here for older imports: the clock lives in ./clock. */
export { endPause } from './clock';
