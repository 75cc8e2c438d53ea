import type { Activity, RenderEngineName } from '../contract/levels';
import type { TestFigures } from '../contract/typingTest';
import { chapterRules } from './chapterRules';
import type { KeyLogEntry } from './core/game/types';
import { isHan } from './core/han';
import { replayChapter } from './core/session/replayChapter';
import { typedTotal } from './core/textMatch';
import { figuresOf, type TestStep } from './typingTest.logic';
import { createTypingTextContext } from './typing_text/typingText.logic';

/**
 * A typing test's figures from its key log (issue 29): the log replayed through the activity's
 * chapter machine up to the test's end (replayChapter with untilMs), each step's stats handed to
 * the pure figuresOf. The server (server/services/typingTests.ts, on a replay thread) and the page
 * (through engines/registry.ts loadTypingTest) run this same function.
 */

/** The units the whole activity holds, in the units its engine's cpm counts (engines/core/stats). */
const TOTAL_UNITS: Partial<{ [E in RenderEngineName]: (activity: Extract<Activity, { render_engine: E }>) => number }> = {
  typing_text: (a) => createTypingTextContext(a.text).expected.length,
  typing_pinyin: (a) => a.items.reduce((n, item) => n + [...item.hanzi].filter(isHan).length, 0),
  logographic: (a) => typedTotal(Array.from(a.text.replace(/\r\n?/g, '\n'))),
};

/** Whether a test can be sat on this activity (a typed-text engine with a units count). */
export const testable = (activity: Activity): boolean => activity.render_engine in TOTAL_UNITS && activity.render_engine in chapterRules;

/** The figures of a test of `durationMs` on `activity` whose keys are `log` (ms since the first key). */
export function testFigures(activity: Activity, log: readonly KeyLogEntry[], durationMs: number): TestFigures {
  const rules = chapterRules[activity.render_engine];
  const total = TOTAL_UNITS[activity.render_engine] as ((a: Activity) => number) | undefined;
  if (!rules || !total) throw new Error(`no typing test on ${activity.render_engine}`);
  const steps: TestStep[] = [];
  replayChapter(rules, activity, log, {
    untilMs: durationMs,
    onStep: (ms, stats) => {
      // one step a logged key, in order
      const entry = log[steps.length];
      steps.push({ ms, key: entry?.[2] ?? '', stats });
    },
  });
  return figuresOf(steps, { durationMs, totalUnits: total(activity), wpm: activity.render_engine === 'typing_text' });
}
