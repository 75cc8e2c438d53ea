import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { LiveReplay } from '../../engines/core/session/liveReplay';
import type { KeyLogEntry } from '../../engines/core/keyLog';

/**
 * A live race lane's replay runs on the main thread (raceLane.ts: a batch's figures must reach the
 * projector within a frame or two, a thread hop per batch for every racer of every race would cost
 * more than the replay), so it runs under two bounds (issue 39: two racers' wrong 64-character
 * commits held /healthz for seconds):
 * - **slices**: at most FEED_SLICE entries are fed before the lane lets the event loop run (a
 *   batch is up to 100 entries; a rebuild after a reconnect up to the whole log, 3,000);
 * - **a cost budget**: the replay time a lane has spent, measured, refilled at LANE_REPLAY_MS_PER_S
 *   up to LANE_REPLAY_BURST_MS. A lane past it has its batches refused until it refills. An honest
 *   racer spends well under a millisecond a second (~20 µs an entry, 30 entries a second at most,
 *   replay/bounds.ts); the budget is there for what the bounds do not foresee.
 */
export const FEED_SLICE = 25;
/** a batch refused while its lane is past its budget (42900: the device resends it later) */
export const LANE_OVER_BUDGET = '按键记录回放太费时了，请稍后再发';
/** replay time a lane earns each second (ms) */
export const LANE_REPLAY_MS_PER_S = 50;
/** replay time a lane may have saved up (ms): a rebuild of a long log and a few slow batches */
export const LANE_REPLAY_BURST_MS = 500;

export class LaneBudget {
  #left = LANE_REPLAY_BURST_MS;
  #at = performance.now();

  /** Whether the lane has replay time left (refilled for the time since the last look). */
  has(): boolean {
    const now = performance.now();
    this.#left = Math.min(LANE_REPLAY_BURST_MS, this.#left + ((now - this.#at) / 1000) * LANE_REPLAY_MS_PER_S);
    this.#at = now;
    return this.#left > 0;
  }

  spend(ms: number): void {
    this.#left -= ms;
  }
}

/**
 * Feeds `entries` to a live replay in slices, yielding to the event loop between them, spending the
 * time on `budget`. Answers the last slice's figures, or null when `stop()` said so at a yield (the
 * lane closed meanwhile). Throws as feed throws.
 */
export async function feedSliced(replay: LiveReplay, entries: readonly KeyLogEntry[], budget: LaneBudget, stop: () => boolean): Promise<ReturnType<LiveReplay['feed']> | null> {
  let last: ReturnType<LiveReplay['feed']> | null = null;
  for (let i = 0; i < entries.length || last === null; i += FEED_SLICE) {
    if (i > 0) {
      await yieldToLoop();
      if (stop()) return null;
    }
    const began = performance.now();
    last = replay.feed(entries.slice(i, i + FEED_SLICE));
    budget.spend(performance.now() - began);
    if (last.finishedAt !== null) break;
  }
  return last;
}
