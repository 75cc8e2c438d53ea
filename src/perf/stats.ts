/**
 * Latency figures, pure: percentiles, summaries, histograms and frame rate. Shared by the 按键延迟测试
 * page, the ?perf=1 overlay and the benchmarks (tests/bench), so all three count the same way.
 */

/** Chromium reports an Event Timing entry only for events of at least this duration (ms). */
export const EVENT_TIMING_FLOOR = 16;
/** A key with no Event Timing entry was painted in under the floor: counted as this (ms), shown as "< 16". */
export const BELOW_FLOOR = 8;

/** Nearest-rank percentile (p in 0..100) of `xs`; NaN when empty. Non-finite values are ignored. */
export function percentile(xs: readonly number[], p: number): number {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * s.length);
  return s[Math.min(s.length - 1, Math.max(0, rank - 1))];
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Count, p50/p95/p99, max and mean of finite values; NaN figures when there are none. */
export function summarize(xs: readonly number[]): Summary {
  const f = xs.filter(Number.isFinite);
  const n = f.length;
  return {
    n,
    p50: percentile(f, 50),
    p95: percentile(f, 95),
    p99: percentile(f, 99),
    max: n ? Math.max(...f) : NaN,
    mean: n ? f.reduce((a, b) => a + b, 0) / n : NaN,
  };
}

/** Upper edges (ms) of the histogram's buckets; the last bucket holds everything above. */
export const LATENCY_EDGES = [4, 8, 16, 25, 33, 50, 75, 100, 150, 200] as const;

export interface Bucket {
  /** inclusive lower edge */
  from: number;
  /** exclusive upper edge; Infinity for the last */
  to: number;
  count: number;
  label: string;
}

/** Counts of `xs` per bucket [edge[i-1], edge[i]), plus one open bucket above the last edge. */
export function histogram(xs: readonly number[], edges: readonly number[] = LATENCY_EDGES): Bucket[] {
  const buckets: Bucket[] = [];
  let from = 0;
  for (const to of edges) {
    buckets.push({ from, to, count: 0, label: `${from}–${to}` });
    from = to;
  }
  buckets.push({ from, to: Infinity, count: 0, label: `≥${from}` });
  for (const x of xs) {
    if (!Number.isFinite(x)) continue;
    const i = buckets.findIndex((b) => x < b.to);
    buckets[i === -1 ? buckets.length - 1 : i].count++;
  }
  return buckets;
}

/** Frames per second over the last `windowMs` before `now`, from animation-frame timestamps. */
export function frameRate(timestamps: readonly number[], now: number, windowMs = 1000): number {
  const inWindow = timestamps.filter((t) => t > now - windowMs && t <= now);
  if (inWindow.length < 2) return 0;
  const span = inWindow[inWindow.length - 1] - inWindow[0];
  return span > 0 ? ((inWindow.length - 1) * 1000) / span : 0;
}

/** A figure for people: "—" when unknown, "< 16" below the Event Timing floor, else whole or tenth ms. */
export function formatMs(ms: number, floor = 0): string {
  if (!Number.isFinite(ms)) return '—';
  if (floor > 0 && ms < floor) return `< ${floor}`;
  return ms < 10 ? ms.toFixed(1) : Math.round(ms).toString();
}

/** Keeps the newest `cap` values of a series (a rolling log for a page left open a long time). */
export function pushCapped<T>(xs: T[], x: T, cap: number): void {
  xs.push(x);
  if (xs.length > cap) xs.splice(0, xs.length - cap);
}
