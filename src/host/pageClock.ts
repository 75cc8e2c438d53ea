import { TEST_BUILD } from '../testBuild';

/** The clock a page reads (ms), and how it is told the time moved: a typing test's countdown, a replay's play head. */
export interface PageClock {
  now(): number;
  /** called when the time moves (the real clock: every `tickMs`); returns the unsubscribe */
  onTick(listener: () => void): () => void;
}

/** A manual clock a browser test moves: `window.__typingTestClock.advance(ms)`, `window.__replayClock.advance(ms)`. */
export interface ManualPageClock extends PageClock {
  advance(ms: number): void;
}

/** Where a page's manual clock is published (test builds with ?clock=manual only). */
export type ManualClockName = '__typingTestClock' | '__replayClock';

declare global {
  interface Window {
    /** the manual clock of a typing test opened with ?clock=manual (test builds only) */
    __typingTestClock?: ManualPageClock;
    /** the manual clock of the teacher's replay page opened with ?clock=manual (test builds only) */
    __replayClock?: ManualPageClock;
  }
}

const realClock = (tickMs: number): PageClock => ({
  now: () => performance.now(),
  onTick(listener) {
    const timer = window.setInterval(listener, tickMs);
    return () => window.clearInterval(timer);
  },
});

function manualClock(): ManualPageClock {
  let now = 0;
  const listeners = new Set<() => void>();
  return {
    now: () => now,
    onTick(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    advance(ms) {
      now += ms;
      listeners.forEach((l) => l());
    },
  };
}

/**
 * A page's clock: the page's own time, ticking every `tickMs`, or — in test builds only, with
 * `?clock=manual` — a clock a browser test moves (published as `window[name]`), so the test waits
 * for nothing. Such a clock gives nothing a hand-written request would not: the server computes
 * what counts from the logs alone.
 */
export function pageClock(name: ManualClockName, tickMs: number): PageClock {
  if (!TEST_BUILD || new URLSearchParams(window.location.search).get('clock') !== 'manual') return realClock(tickMs);
  const clock = manualClock();
  window[name] = clock;
  return clock;
}
