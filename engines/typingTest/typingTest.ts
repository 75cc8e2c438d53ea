import type { Activity } from '../../contract/levels';
import type { TestFigures } from '../../contract/typingTest';
import type { ChapterReplayRules } from '../core/chapterEngine';
import type { KeyLogEntry } from '../core/keyLog';
import { cpmOf } from '../core/stats';
import type { LiveStats } from '../core/types';
import { figuresOf, type TestStep } from './typingTest.logic';

/**
 * A typing test's figures (issue 29) from the steps of its replay: the key log run through the
 * activity's chapter machine up to the test's end (replayChapter with untilMs; onStep gives the
 * figures after every entry). The server gets the steps from a replay thread
 * (server/services/typingTestReplay.ts), the page from engines/typingTest/typingTestReplay.ts; both hand
 * them to this same function, so both compute the same figures.
 *
 * Each function takes the rules of the activity's engine (null: no typing chapter engine): the
 * server's chapterRulesOf (engines/chapterRules.ts) or the page's loadChapterRules
 * (engines/registry.ts). These modules never import engines/chapterRules.ts themselves: its
 * top-level await, reachable from the client, turns off the bundler's chunk merging for the
 * whole app (docs/ARCHITECTURE.md, "Performance").
 */

/** The units the whole activity holds, in the units its engine's cpm counts, or null when no test is sat on it. */
function totalUnits(rules: ChapterReplayRules | null, activity: Activity): number | null {
  return rules?.typingTest?.units(activity) ?? null;
}

/**
 * The live speed of a test being sat: the units typed so far over the test's time since its first
 * key (at least a second), as the result counts them over the whole test — not the chapter HUD's
 * first-key-to-last-key speed, which stands still while the child waits.
 */
export function liveTestSpeed(rules: ChapterReplayRules | null, activity: Activity, stats: Pick<LiveStats, 'progress'>, sinceFirstKeyMs: number): number {
  const total = totalUnits(rules, activity);
  if (total === null) return 0;
  return cpmOf(Math.round(stats.progress * total), sinceFirstKeyMs);
}

/** Whether a typing test can be sat on the engine of these rules. */
export const testable = (rules: ChapterReplayRules | null): boolean => (rules?.typingTest ?? null) !== null;

/**
 * The figures of a test of `durationMs` on `activity`: `steps[i]` is [ms, stats after log[i]] as
 * replayChapter's onStep gave it (entries past the test's end are not replayed).
 */
export function figuresFromSteps(
  rules: ChapterReplayRules | null,
  activity: Activity,
  log: readonly KeyLogEntry[],
  steps: ReadonlyArray<readonly [number, LiveStats]>,
  durationMs: number,
  lineStepMs?: number,
): TestFigures {
  const total = totalUnits(rules, activity);
  if (total === null) throw new Error(`no typing test on ${activity.render_engine}`);
  const named: TestStep[] = steps.map(([ms, stats], i) => ({ ms, key: log[i]?.[2] ?? '', stats }));
  return figuresOf(named, { durationMs, totalUnits: total, wpm: rules!.typingTest!.wordsPerMinute, lineStepMs });
}
