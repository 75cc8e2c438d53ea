import { COMPOSITION_CODE, MAX_COMMIT_CHARS, type KeyLogEntry } from '../../../engines/core/keyLog';

export { MAX_COMMIT_CHARS };

/**
 * What a human hand can type, checked before a key log is replayed (pure, linear in the log):
 * a log faster than this is refused without running a machine. A child's honest round is far
 * below both (a fast adult types 8–12 keys a second; key repeat is dropped by the client,
 * engines/core/input.ts); a slapped keyboard is a burst of a few keys, not a second of 30.
 * Races, typing tests, game rounds and chapter attempts (their logs, server/services/attemptLogs.ts) all pass here.
 */
/** keys (entries: keys, IME commits, props) in any one second of game time, at most */
export const MAX_KEYS_PER_SECOND = 30;
/** keys a second over the whole round, on average, at most */
export const MAX_AVERAGE_KEYS_PER_SECOND = 15;
/** keys allowed on top of the average (a very short round) */
const KEY_SLACK = 30;

/**
 * An IME commit carries MAX_COMMIT_CHARS (16) characters at most (engines/core/game/types.ts):
 * what an IME puts on screen at once is a word or a phrase (the curriculum's texts are typed a
 * word or an idiom a commit, a line of a poem is 5 or 7 characters). Commits of 32–64 wrong
 * characters 29 times a second made every replay of the log cost seconds (issue 39). A longer
 * commit (a whole sentence an IME put on screen at once) is split by the page into several at the
 * same ms, so a commit is one entry here: counting its characters as keys would refuse that.
 */
export const COMMIT_TOO_LONG = `输入法一次上屏的字太多了（最多${MAX_COMMIT_CHARS}个字），按键记录不算数`;

export type KeyLogBound = 'commit' | 'burst' | 'total';

/** The most keys a round of `roundMs` game ms may log. */
export const maxKeysFor = (roundMs: number): number => Math.ceil((Math.max(0, roundMs) / 1000) * MAX_AVERAGE_KEYS_PER_SECOND) + KEY_SLACK;

/** Characters (code points) of a string, without making an array of them. */
export function charCount(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/**
 * Why a log is beyond a human hand, or null: more keys in all than the round's length allows
 * ('total'), an IME commit longer than MAX_COMMIT_CHARS ('commit'), or more keys in one second than
 * MAX_KEYS_PER_SECOND ('burst'). The length is the claimed duration, and no more than `lengthMs`,
 * the longest round the level can have (when the game knows it, e.g. 打地鼠's fixed durationMs).
 * Times must be ascending (the contract checks).
 */
export function keyLogBound(log: readonly KeyLogEntry[], durationMs: number, lengthMs?: number): KeyLogBound | null {
  if (log.length > maxKeysFor(Math.min(durationMs, lengthMs ?? Infinity))) return 'total';
  if (log.some((e) => e[1] === COMPOSITION_CODE && charCount(e[2]) > MAX_COMMIT_CHARS)) return 'commit';
  for (let last = 0, first = 0; last < log.length; last++) {
    while (log[last]![0] - log[first]![0] >= 1000) first++;
    if (last - first + 1 > MAX_KEYS_PER_SECOND) return 'burst';
  }
  return null;
}
