import { COMPOSITION_CODE, type KeyLogEntry } from '../../../engines/core/keyLog';
import { charCount } from './bounds';

/** An entry's units: one, or an IME commit's characters (one at least). */
const unitsOf = (entry: KeyLogEntry): number => (entry[1] === COMPOSITION_CODE ? Math.max(1, charCount(entry[2])) : 1);

/**
 * A replay's cost, estimated before it is queued (pure, linear in the log), in units of about one
 * machine event: each key, each character of an IME commit (a chapter engine judges a commit
 * character by character), and for a game each clock tick up to the round's end. Linear because
 * the machines are: no event costs more than its own characters (a logographic commit once copied
 * every wrong character before it, issue 39; engines/logographic MAX_PENDING). The pool refuses a
 * job past its cost budget and runs the cheap ones first (pool.ts).
 */
export function replayCost(log: readonly KeyLogEntry[], ticks = 0): number {
  let units = ticks;
  for (const entry of log) units += unitsOf(entry);
  return units;
}

/**
 * Above this a replay is costly: more than a minute at the bound of a hand (a 1-minute test, 930
 * keys; a 60-s game round, 930 keys and 240 ticks). Costly replays never hold every thread
 * (pool.ts), so a child's ordinary hand-in is not queued behind them: eight roles' 5-minute 汉字
 * logs (4,500 commits, 0.2–1 s each on a busy 2-core machine) held both threads while the child
 * waited a second (issue 39).
 */
export const COSTLY_UNITS = 2_000;
