import type { Targets } from './levels';

/** One step of the star ladder the result card shows: what it takes, what was reached, whether it counts. */
export interface StarGoal {
  stars: 1 | 2 | 3;
  /** finish: typing the chapter through; accuracy: at least `need` %; speed: also at least `need` 字/分 */
  kind: 'finish' | 'accuracy' | 'speed';
  need: number;
  got: number;
  reached: boolean;
}

/**
 * The ladder a finished chapter climbs: 1 star for finishing, 2 at the accuracy target, 3 when the
 * speed target is reached too (speed without accuracy earns nothing more). computeStars counts its
 * reached steps, so the card's ladder and the server's stars cannot disagree.
 */
export function starGoals(result: { cpm: number; accuracy: number }, targets: Targets): StarGoal[] {
  const accurate = result.accuracy >= targets.minAccuracy;
  return [
    { stars: 1, kind: 'finish', need: 0, got: 0, reached: true },
    { stars: 2, kind: 'accuracy', need: targets.minAccuracy, got: result.accuracy, reached: accurate },
    { stars: 3, kind: 'speed', need: targets.goalCpm, got: result.cpm, reached: accurate && result.cpm >= targets.goalCpm },
  ];
}

/** Stars for a finished chapter: 1 for finishing, 2 at the accuracy target, 3 at accuracy and speed targets. */
export function computeStars(result: { cpm: number; accuracy: number }, targets: Targets): number {
  return starGoals(result, targets).filter((g) => g.reached).length;
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
