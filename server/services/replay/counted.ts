import { TooManyError } from '../limiter';

/** claimed() said no: the submission is finished already, or has had all its replays. */
export const NOT_CLAIMED = Symbol('not claimed');

/**
 * The one shape of a submission the server replays (a game round, a typing test): count a replay
 * of it first (claimed: a guarded update, only while it is unfinished and under its cap), then run
 * the replay and its checks. A replay the server was too busy to run (TooManyError) gives its count
 * back; any other failure — a refused log, figures that differ — stays counted (and `refused` may
 * note it), so a forger cannot replay forever.
 */
export async function replayCounted<T>(steps: {
  claim(): Promise<boolean>;
  /** the replay and the checks of its outcome against the claim */
  replay(): Promise<T>;
  giveBack(): Promise<void>;
  refused?(): Promise<void>;
}): Promise<T | typeof NOT_CLAIMED> {
  if (!(await steps.claim())) return NOT_CLAIMED;
  try {
    return await steps.replay();
  } catch (error) {
    if (error instanceof TooManyError) await steps.giveBack();
    else await steps.refused?.();
    throw error;
  }
}
