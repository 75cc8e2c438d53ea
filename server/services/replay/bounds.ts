import type { KeyLogEntry } from '../../../engines/core/game/types';

/**
 * What a human hand can type, checked before a key log is replayed (pure, linear in the log):
 * a log faster than this is refused without running a machine. A child's honest round is far
 * below both (a fast adult types 8–12 keys a second; key repeat is dropped by the client,
 * engines/core/input.ts); a slapped keyboard is a burst of a few keys, not a second of 30.
 */
/** keys (entries: keys, IME commits, props) in any one second of game time, at most */
export const MAX_KEYS_PER_SECOND = 30;
/** keys a second over the whole round, on average, at most */
export const MAX_AVERAGE_KEYS_PER_SECOND = 15;
/** keys allowed on top of the average (a very short round) */
const KEY_SLACK = 30;

export type KeyLogBound = 'burst' | 'total';

/** The most keys a round of `roundMs` game ms may log. */
export const maxKeysFor = (roundMs: number): number => Math.ceil((Math.max(0, roundMs) / 1000) * MAX_AVERAGE_KEYS_PER_SECOND) + KEY_SLACK;

/**
 * Why a log is beyond a human hand, or null: more keys in one second than MAX_KEYS_PER_SECOND
 * ('burst'), or more in all than the round's length allows ('total'). The length is the claimed
 * duration, and no more than `lengthMs`, the longest round the level can have (when the game
 * knows it, e.g. 打地鼠's fixed durationMs). Times must be ascending (the contract checks).
 */
export function keyLogBound(log: readonly KeyLogEntry[], durationMs: number, lengthMs?: number): KeyLogBound | null {
  if (log.length > maxKeysFor(Math.min(durationMs, lengthMs ?? Infinity))) return 'total';
  for (let last = 0, first = 0; last < log.length; last++) {
    while (log[last]![0] - log[first]![0] >= 1000) first++;
    if (last - first + 1 > MAX_KEYS_PER_SECOND) return 'burst';
  }
  return null;
}
