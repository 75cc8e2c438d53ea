import type { Activity } from '../../contract/levels';
import type { TestFigures } from '../../contract/typingTest';
import type { ChapterReplayRules } from '../core/chapterEngine';
import type { KeyLogEntry } from '../core/keyLog';
import { replayChapter } from '../core/session/replayChapter';
import type { LiveStats } from '../core/types';
import { figuresFromSteps } from './typingTest';

export { liveTestSpeed } from './typingTest';

/**
 * A typing test's figures computed in-process: the page's claim (loaded through
 * engines/registry.ts loadTypingTest) and the tests. The server runs the same replay on a replay
 * thread (server/services/typingTestReplay.ts) and the same figuresFromSteps.
 */
export function testFigures(rules: ChapterReplayRules | null, activity: Activity, log: readonly KeyLogEntry[], durationMs: number): TestFigures {
  if (!rules) throw new Error(`no typing test on ${activity.render_engine}`);
  const steps: Array<[number, LiveStats]> = [];
  replayChapter(rules, activity, log, { untilMs: durationMs, onStep: (ms, stats) => void steps.push([ms, stats]) });
  return figuresFromSteps(rules, activity, log, steps, durationMs);
}
