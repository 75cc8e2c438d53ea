import type { SlowKey, TestFigures } from '../../contract/typingTest';
import { accuracyOf, perMinute } from '../core/stats';
import type { LiveStats } from '../core/types';

/**
 * The figures of a typing test (打字测试, issue 29), pure: from the steps of a chapter replay
 * (engines/core/session/replayChapter.ts, one step per logged key with the stats after it) to
 * 字/分, WPM, accuracy, corrected errors, the speed line and the keys that slowed the child. The
 * server and the page both run it over the same log (engines/typingTest/typingTest.ts), so the same log
 * gives the same figures whatever the frame rate it was typed at.
 */

/** One logged key and the stats after the machine judged it. */
export interface TestStep {
  /** ms since the test's first key */
  ms: number;
  /** the key pressed, or the text an IME committed */
  key: string;
  stats: LiveStats;
}

export interface FigureOptions {
  /** the test's length: speed is counted over all of it */
  durationMs: number;
  /** the units (英文: keystrokes, 拼音/汉字: 汉字) the whole activity holds: stats.progress × this = units typed */
  totalUnits: number;
  /** English: also words a minute (5 keystrokes a word) */
  wpm: boolean;
  /** the part one point of the speed line covers (default lineStepMs(durationMs)); a replay of a short attempt asks for finer ones */
  lineStepMs?: number;
}

/** The part of the test one point of the speed line covers: 10 s of a 1-minute test, 30 s of 3, a minute of 5. */
export const lineStepMs = (durationMs: number): number => (durationMs <= 60_000 ? 10_000 : durationMs <= 180_000 ? 30_000 : 60_000);
/** A pause longer than this before a key counts as this much (the child looked away, not the key). */
export const GAP_CAP_MS = 3_000;
/** How many slow keys a result shows. */
export const SLOW_KEYS = 5;

interface KeyTally {
  hits: number;
  misses: number;
  gapMs: number;
  gaps: number;
}

/** The figures of a test from its replay's steps (in log order; steps past the test's end are not given). */
export function figuresOf(steps: readonly TestStep[], options: FigureOptions): TestFigures {
  const { durationMs, totalUnits } = options;
  const unitsOf = (s: LiveStats) => Math.round(s.progress * totalUnits);
  const step = options.lineStepMs ?? lineStepMs(durationMs);
  const points = Math.max(1, Math.ceil(durationMs / step));
  const unitsAt: number[] = new Array(points).fill(-1);
  const keys = new Map<string, KeyTally>();
  let correct = 0;
  let wrong = 0;
  let units = 0;
  let pendingWrong = 0;
  let corrected = 0;
  let lastRight: number | null = null;

  for (const s of steps) {
    const right = s.stats.correct - correct;
    const missed = s.stats.wrong - wrong;
    // a key the engine does not judge (Shift, a Backspace with nothing to take back) changes nothing
    if (right <= 0 && missed <= 0) continue;
    if (missed > 0) pendingWrong += missed;
    if (right > 0) {
      const tally = keys.get(s.key) ?? { hits: 0, misses: 0, gapMs: 0, gaps: 0 };
      tally.hits += 1;
      tally.misses += pendingWrong;
      if (lastRight !== null) {
        tally.gapMs += Math.min(GAP_CAP_MS, s.ms - lastRight);
        tally.gaps += 1;
      }
      keys.set(s.key, tally);
      // the wrong strokes before a right one were put right
      corrected += pendingWrong;
      pendingWrong = 0;
      // the time before a key runs from the last key typed right: slips on the way count in it
      lastRight = s.ms;
    }
    correct = s.stats.correct;
    wrong = s.stats.wrong;
    units = unitsOf(s.stats);
    const part = Math.min(points - 1, Math.floor(s.ms / step));
    unitsAt[part] = units;
  }

  // units reached by the end of each part: a part without a key carries the one before
  const speedLine: number[] = [];
  for (let k = 0, before = 0; k < points; k++) {
    const reached = unitsAt[k]! >= 0 ? unitsAt[k]! : before;
    const partMs = Math.min(step, durationMs - k * step);
    speedLine.push(perMinute(reached - before, partMs));
    before = reached;
  }

  return {
    cpm: perMinute(units, durationMs),
    wpm: options.wpm ? perMinute(units / 5, durationMs) : null,
    accuracy: accuracyOf(correct, wrong),
    units,
    correct,
    wrong,
    corrected,
    speedLine,
    lineStepMs: step,
    slowKeys: slowKeys(keys),
  };
}

/** The keys with the longest mean time before them (typed at least twice when enough are), slowest first. */
function slowKeys(keys: ReadonlyMap<string, KeyTally>): SlowKey[] {
  const timed = [...keys].filter(([, t]) => t.gaps > 0).map(([key, t]) => ({ key, ms: Math.round(t.gapMs / t.gaps), hits: t.hits, misses: t.misses }));
  const often = timed.filter((k) => k.hits >= 2);
  const pool = often.length >= SLOW_KEYS ? often : timed;
  return pool.sort((a, b) => b.ms - a.ms || b.misses - a.misses || (a.key < b.key ? -1 : 1)).slice(0, SLOW_KEYS);
}
