import { pageClock, type ManualPageClock, type PageClock } from '../../host/pageClock';

/** The clock a typing test's countdown reads (ms), and how it is told the time moved. */
export type TypingTestClock = PageClock;
/** A manual clock a browser test moves: `window.__typingTestClock.advance(ms)`. */
export type ManualTypingTestClock = ManualPageClock;

/**
 * The test's clock: the page's own time (ticking every 200 ms), or — in test builds only, with
 * `?clock=manual` — `window.__typingTestClock`, which a browser test moves, so a 1-minute test is
 * taken without waiting a minute (src/host/pageClock.ts).
 */
export const typingTestClock = (): TypingTestClock => pageClock('__typingTestClock', 200);
