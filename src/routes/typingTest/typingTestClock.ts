import { TEST_BUILD } from '../../testBuild';

/** The clock a typing test's countdown reads (ms), and how it is told the time moved. */
export interface TypingTestClock {
  now(): number;
  /** called when the time moves (the real clock: every 200 ms); returns the unsubscribe */
  onTick(listener: () => void): () => void;
}

/** A manual clock a browser test moves: `window.__typingTestClock.advance(ms)`. */
export interface ManualTypingTestClock extends TypingTestClock {
  advance(ms: number): void;
}

declare global {
  interface Window {
    /** the manual clock of a typing test opened with ?clock=manual (test builds only) */
    __typingTestClock?: ManualTypingTestClock;
  }
}

const realClock: TypingTestClock = {
  now: () => performance.now(),
  onTick(listener) {
    const timer = window.setInterval(listener, 200);
    return () => window.clearInterval(timer);
  },
};

function manualClock(): ManualTypingTestClock {
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
 * The test's clock: the page's own time, or — in test builds only, with `?clock=manual` — a
 * clock a browser test moves, so a 1-minute test is taken without waiting a minute. It gives
 * nothing a hand-written log would not: the server computes the figures from the log alone.
 */
export function typingTestClock(): TypingTestClock {
  if (!TEST_BUILD || new URLSearchParams(window.location.search).get('clock') !== 'manual') return realClock;
  const clock = manualClock();
  window.__typingTestClock = clock;
  return clock;
}
