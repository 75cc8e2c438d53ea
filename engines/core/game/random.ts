/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on the
 * client and on the server, so a game round can be replayed exactly (DESIGN.md, Games).
 * Pure: no Math.random. Use one generator per round, created from the round's seed.
 */
export interface Random {
  /** a float in [0, 1) */
  next(): number;
  /** an integer in [min, max] (both included) */
  int(min: number, max: number): number;
  /** one element of a non-empty list */
  pick<T>(list: readonly T[]): T;
  /** a float in [min, max) */
  range(min: number, max: number): number;
  /** a shuffled copy (Fisher–Yates) */
  shuffle<T>(list: readonly T[]): T[];
}

/** A generator from a 32-bit seed (any number: it is truncated to 32 bits). */
export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    range: (min, max) => min + next() * (max - min),
    pick: (list) => {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[int(0, list.length - 1)]!;
    },
    shuffle: (list) => {
      const out = list.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}
