import { Status } from '../../contract/envelope';
import type { Activity } from '../../contract/levels';
import type { TestFigures } from '../../contract/typingTest';
import type { KeyLogEntry } from '../../engines/core/keyLog';
import { chapterRulesOf } from '../../engines/chapterRules';
import { figuresFromSteps } from '../../engines/typingTest/typingTest';
import { AppError } from '../errors';
import { TooManyError } from './limiter';
import { ReplayRefused, type ReplayPool } from './replay/pool';

export const TEST_LOG_UNREADABLE = '按键记录无法回放，成绩没有保存';
export const TEST_REPLAY_TOO_LONG = '按键记录回放太久，成绩没有保存';

/**
 * A test's figures from its log: the replay (the activity's chapter machine up to the test's end)
 * runs on a replay thread within its budget and answers the figures after every entry; the pure
 * figuresFromSteps (engines/typingTest/typingTest.ts) turns them into the test's figures. `endMs` is when the
 * test ended on its own clock: the key that finished the text, else its whole length. Refusals
 * become envelopes: a machine that throws, a replay past its budget or its estimated cost is
 * 40000, a full pool (or the role's replays waiting) 42900.
 */
export async function replayTest(replays: ReplayPool, job: { owner: string; activity: Activity; log: readonly KeyLogEntry[]; durationMs: number }): Promise<{ figures: TestFigures; endMs: number }> {
  try {
    const outcome = await replays.runChapter({ owner: job.owner, engine: job.activity.render_engine, activity: job.activity, log: job.log, untilMs: job.durationMs, steps: true });
    const figures = figuresFromSteps(chapterRulesOf(job.activity.render_engine), job.activity, job.log, outcome.steps ?? [], job.durationMs);
    return { figures, endMs: outcome.finished ? (job.log[outcome.keys - 1]?.[0] ?? 0) : job.durationMs };
  } catch (error) {
    if (!(error instanceof ReplayRefused)) throw error;
    if (error.reason === 'machine') throw new AppError(Status.invalid, TEST_LOG_UNREADABLE);
    if (error.reason === 'overrun' || error.reason === 'cost') throw new AppError(Status.invalid, TEST_REPLAY_TOO_LONG);
    throw new TooManyError(5);
  }
}
