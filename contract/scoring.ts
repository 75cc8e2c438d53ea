import type { Targets } from './levels';

/** Stars for a finished chapter: 1 for finishing, 2 at the accuracy target, 3 at accuracy and speed targets. */
export function computeStars(result: { cpm: number; accuracy: number }, targets: Targets): number {
  if (result.accuracy < targets.minAccuracy) return 1;
  if (result.cpm < targets.goalCpm) return 2;
  return 3;
}

/** Points for stars newly reached: each star is worth this much, once per chapter. */
export const POINTS_PER_STAR = 10;
/** A role earns at most this many chapter points a day (Asia/Shanghai calendar day). */
export const DAILY_CHAPTER_POINTS_CAP = 300;

/** Points earned by an attempt: only stars above the previous best count (first time and improvement only). */
export function pointsForStars(stars: number, previousBest: number): number {
  return Math.max(0, stars - previousBest) * POINTS_PER_STAR;
}

/** Default targets when a chapter names none. */
export const DEFAULT_TARGETS: Targets = { goalCpm: 30, minAccuracy: 90 };

/** Characters per minute from a count and a duration. */
export function cpmOf(characters: number, durationMs: number): number {
  if (durationMs <= 0) return 0;
  return Math.round((characters * 60_000) / durationMs);
}

/** Accuracy in percent, one decimal. */
export function accuracyOf(correct: number, wrong: number): number {
  const total = correct + wrong;
  if (total === 0) return 100;
  return Math.round((correct / total) * 1000) / 10;
}
