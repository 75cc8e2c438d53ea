import { MAX_ROUND_MS } from '../../../contract/game';
import type { GameMode } from '../../../contract/game';

/**
 * 经典模式 (classic mode, VIP) as a property of the game kit: one round with no level cap whose
 * difficulty keeps rising with the game time, starting from the chosen level's opening tuning.
 * A game asks these pure functions for the tuning at a time; none of them ever levels off, so a
 * classic round ends by lives (CLASSIC_END_MS is only a safety cap). engines/README.md, "Classic
 * mode and props", is how a game adopts it.
 */

/** The world's pace doubles after this much game time, triples after twice as much, and so on. */
export const CLASSIC_RAMP_MS = 90_000;
/** Words get one letter longer (as far as the game's pool allows) every this much game time. */
export const CLASSIC_WORD_STEP_MS = 45_000;
/** Lives in a classic round of a game whose levels have none (打地鼠). */
export const CLASSIC_LIVES = 5;
/**
 * A classic round ends here at the latest (world time): MAX_ROUND_MS less the longest a slow
 * prop can stretch it, so the round's game time stays within what the server replays.
 */
export const CLASSIC_END_MS = MAX_ROUND_MS - 10_000;
/** Durations never go below this: a physical floor (no child types a target up for 0.2 s), not a cap. */
const FLOOR_MS = 200;

export const isClassic = (mode: GameMode | undefined): boolean => mode === 'classic';

/** How many times faster than the opening the world runs at game time t: 1 at the start, rising without end. */
export function classicPace(t: number): number {
  return 1 + Math.max(0, t) / CLASSIC_RAMP_MS;
}

/** A duration of the opening (a fall, a gap, a stay) as it is at game time t. */
export function classicMs(openingMs: number, t: number): number {
  return Math.max(FLOOR_MS, Math.round(openingMs / classicPace(t)));
}

/** A count of the opening (ships in a wave, targets at once) as it is at game time t: one more every ramp. */
export function classicCount(opening: number, t: number): number {
  return opening + Math.floor(Math.max(0, t) / CLASSIC_RAMP_MS);
}

/**
 * The words of the game's own pool to use at game time t: the shortest length allowed grows one
 * letter every CLASSIC_WORD_STEP_MS; when too few words are that long, the longest `minChoice`
 * words of the pool (the pool itself is the only limit).
 */
export function classicWords(pool: readonly string[], t: number, minChoice = 6): string[] {
  const shortest = Math.min(...pool.map((w) => w.length));
  const minLength = shortest + Math.floor(Math.max(0, t) / CLASSIC_WORD_STEP_MS);
  const long = pool.filter((w) => w.length >= minLength);
  if (long.length >= Math.min(minChoice, pool.length)) return long;
  return [...pool].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).slice(0, minChoice);
}
