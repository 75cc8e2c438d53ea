import type { Activity, RenderEngineName } from '../contract/levels';
import type { TestFigures } from '../contract/typingTest';
import type { KeyLogEntry } from './core/game/types';
import { isHan } from './core/han';
import { typedTotal } from './core/textMatch';
import type { LiveStats } from './core/types';
import { figuresOf, type TestStep } from './typingTest.logic';
import { createTypingTextContext } from './typing_text/typingText.logic';

/**
 * A typing test's figures (issue 29) from the steps of its replay: the key log run through the
 * activity's chapter machine up to the test's end (replayChapter with untilMs; onStep gives the
 * figures after every entry). The server gets the steps from a replay thread
 * (server/services/typingTestReplay.ts), the page from engines/typingTestReplay.ts; both hand
 * them to this same function, so both compute the same figures.
 */

/** The units the whole activity holds, in the units its engine's cpm counts (engines/core/stats). */
const TOTAL_UNITS: Partial<{ [E in RenderEngineName]: (activity: Extract<Activity, { render_engine: E }>) => number }> = {
  typing_text: (a) => createTypingTextContext(a.text).expected.length,
  typing_pinyin: (a) => a.items.reduce((n, item) => n + [...item.hanzi].filter(isHan).length, 0),
  logographic: (a) => typedTotal(Array.from(a.text.replace(/\r\n?/g, '\n'))),
};

/**
 * The live speed of a test being sat: the units typed so far over the test's time since its first
 * key (at least a second), as the result counts them over the whole test — not the chapter HUD's
 * first-key-to-last-key speed, which stands still while the child waits.
 */
export function liveTestSpeed(activity: Activity, stats: Pick<LiveStats, 'progress'>, sinceFirstKeyMs: number): number {
  const total = TOTAL_UNITS[activity.render_engine] as ((a: Activity) => number) | undefined;
  if (!total) return 0;
  return Math.round((Math.round(stats.progress * total(activity)) * 60_000) / Math.max(1000, sinceFirstKeyMs));
}

/** Whether a typing test can be sat on this activity's engine. */
export const testable = (activity: Activity): boolean => Object.hasOwn(TOTAL_UNITS, activity.render_engine);

/** English counts words a minute too. */
const countsWords = (activity: Activity): boolean => activity.render_engine === 'typing_text';

/**
 * The figures of a test of `durationMs` on `activity`: `steps[i]` is [ms, stats after log[i]] as
 * replayChapter's onStep gave it (entries past the test's end are not replayed).
 */
export function figuresFromSteps(activity: Activity, log: readonly KeyLogEntry[], steps: ReadonlyArray<readonly [number, LiveStats]>, durationMs: number): TestFigures {
  const total = TOTAL_UNITS[activity.render_engine] as ((a: Activity) => number) | undefined;
  if (!total) throw new Error(`no typing test on ${activity.render_engine}`);
  const named: TestStep[] = steps.map(([ms, stats], i) => ({ ms, key: log[i]?.[2] ?? '', stats }));
  return figuresOf(named, { durationMs, totalUnits: total(activity), wpm: countsWords(activity) });
}
