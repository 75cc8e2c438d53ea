const SHORTEST = 7;

/**
 * The days of the 90-day report worth drawing: from two days before the first practice, at least a
 * week. A child who started yesterday sees a week, not one dot at the edge of 90 empty days.
 */
export function chartDays<T extends { minutes: number }>(rows: readonly T[]): readonly T[] {
  const first = rows.findIndex((r) => r.minutes > 0);
  if (first < 0) return rows;
  return rows.slice(Math.max(0, Math.min(first - 2, rows.length - SHORTEST)));
}
