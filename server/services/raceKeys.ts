import { RACE_KEY_MAX_AGE_MS, RACE_KEY_SKEW_MS, RACE_LOG_MAX, RaceMessages, type RaceKeyEntry } from '../../contract/race';
import { COMMIT_TOO_LONG, keyLogBound, maxKeysFor, MAX_KEYS_PER_SECOND } from './replay/bounds';

/** Why a batch was refused, and where the device resends from. */
export interface BatchRefusal {
  message: string;
  expected: number;
}

/** Keys a lane takes from a batch, at their stored times, and the lane's shift after them. */
export interface TakenKeys {
  keys: RaceKeyEntry[];
  shiftMs: number;
}

/**
 * The keys of a `keys` batch the lane takes (pure): those after what it holds (a resend of held keys
 * is skipped), or a refusal. `raceMs` is the server's race clock (ms since the start) when the batch
 * came: a key may not be later than it (plus the devices' skew) nor past the race's limit, and the
 * whole log is no faster than a hand (replay/bounds.ts).
 *
 * A key older than RACE_KEY_MAX_AGE_MS is taken as typed that long ago, and every key after it moves
 * with it: the lane's `shiftMs` (stored with its log, so it holds after a restart) grows so that the
 * batch's first key is no older than that, and is added to every key the lane takes from then on. A
 * device offline for a while keeps its keys and their gaps but not the time it was away beyond the
 * allowance (its speed counts it), in any batch size — moving each old key to the same time squeezed
 * a minute's keys into one second, past the hand's bound, and the next batch's keys came before the
 * moved ones. So the checks of order, the limit and the future are on the device's times (a stored
 * time less the shift), the hand's bound on the stored times.
 */
export function takeBatch(held: readonly RaceKeyEntry[], from: number, batch: readonly RaceKeyEntry[], raceMs: number, limitMs: number, shiftMs = 0): TakenKeys | BatchRefusal {
  const refuse = (message: string): BatchRefusal => ({ message, expected: held.length });
  if (from > held.length) return refuse(RaceMessages.gap);
  const fresh = batch.slice(held.length - from);
  if (fresh.length === 0) return { keys: [], shiftMs };
  if (raceMs < -RACE_KEY_SKEW_MS) return refuse(RaceMessages.notStarted);
  let last = held.length ? held.at(-1)![0] - shiftMs : 0;
  for (const [ms] of fresh) {
    if (ms < last) return refuse(RaceMessages.order);
    if (ms > limitMs) return refuse(RaceMessages.ended);
    if (ms > raceMs + RACE_KEY_SKEW_MS) return refuse(RaceMessages.future);
    last = ms;
  }
  const shift = Math.max(shiftMs, raceMs - RACE_KEY_MAX_AGE_MS - fresh[0]![0]);
  const taken = fresh.map((e): RaceKeyEntry => [e[0] + shift, e[1], e[2]]);
  const total = held.length + fresh.length;
  if (total > RACE_LOG_MAX) return refuse(RaceMessages.tooLong);
  if (total > maxKeysFor(taken.at(-1)![0])) return refuse(RaceMessages.tooFast);
  // a commit over MAX_COMMIT_CHARS; a burst across the batch's edge: the held keys of the last second and the new ones
  const bound = keyLogBound([...held.slice(-MAX_KEYS_PER_SECOND), ...taken], Infinity);
  if (bound) return refuse(bound === 'commit' ? COMMIT_TOO_LONG : RaceMessages.tooFast);
  return { keys: taken, shiftMs: shift };
}
