/**
 * What the two weak coaches share (练习薄弱键 in weakKeys.ts, 练习薄弱拼音 in weakPinyin.ts): the
 * accuracy of a hit/miss count, the ranking of the weakest, and the seeded random generator that
 * makes a practice reproducible. Pure.
 */

/** Percent, one decimal; 100 before any try. */
export const pct = (hit: number, miss: number): number => (hit + miss > 0 ? Math.round((hit / (hit + miss)) * 1000) / 10 : 100);

export interface Counted {
  /** what is counted: a key code, a 声母, a 韵母 */
  id: string;
  hit: number;
  miss: number;
}

/**
 * The weakest of some counts: at least `minTries` tries and one miss, lowest accuracy first,
 * ties broken by more misses (then by id, so the order is stable).
 */
export function weakest<T extends Counted>(counts: readonly T[], minTries: number, limit: number): (T & { accuracy: number })[] {
  return counts
    .filter((c) => c.hit + c.miss >= minTries && c.miss > 0)
    .map((c) => ({ ...c, accuracy: pct(c.hit, c.miss) }))
    .sort((a, b) => a.accuracy - b.accuracy || b.miss - a.miss || a.id.localeCompare(b.id))
    .slice(0, limit);
}

/** A small deterministic random generator (mulberry32) so a practice is reproducible from its seed. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
