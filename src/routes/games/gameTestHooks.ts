import type { GameDefinition } from '../../../engines/core/game/types';
import { createManualClock, type ManualClock } from '../../host/gameClock';
import type { GameRound } from '../../host/gamePolicy';
import { TEST_BUILD } from '../../testBuild';

declare global {
  interface Window {
    /** the manual game clock of a round opened with ?clock=manual (browser tests step it) */
    __gameClock?: ManualClock;
    /** with the manual clock or ?nextKey=1: the key the game would like next (its nextKey), for a test or bench that plays like a good child */
    __gameNextKey?: () => string | null;
  }
}

/**
 * Test builds only (src/testBuild.ts): with `?clock=manual` in the address the round runs on a clock that moves only when a browser
 * test calls `window.__gameClock.step(ms)`: the test plays a whole round through real key presses
 * without waiting for it. It gives no advantage a hand-written key log would not: the server
 * scores only the log, whatever clock produced it.
 */
export function manualGameClock(): ManualClock | null {
  if (!TEST_BUILD) return null;
  if (!new URLSearchParams(window.location.search).has('clock')) return null;
  if (new URLSearchParams(window.location.search).get('clock') !== 'manual') return null;
  const clock = createManualClock();
  window.__gameClock = clock;
  return clock;
}

/**
 * With the manual clock, or `?nextKey=1` on the real clock (tests/bench/games.ts plays rounds in
 * real time to measure frames), lets the browser ask the game which key a good player presses
 * next. Like the manual clock it gives nothing a hand-written key log would not.
 */
export function exposeNextKey(clock: unknown, round: GameRound, def: GameDefinition): () => void {
  if (!TEST_BUILD) return () => {};
  const asked = new URLSearchParams(window.location.search).get('nextKey') === '1';
  if (clock !== window.__gameClock && !asked) return () => {};
  window.__gameNextKey = () => (round.actor ? def.nextKey(round.actor.getSnapshot())?.key : null) ?? null;
  return () => {
    delete window.__gameNextKey;
  };
}
