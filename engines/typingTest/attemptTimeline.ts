import type { Activity } from '../../contract/levels';
import type { ChapterReplayRules } from '../core/chapterEngine';
import type { KeyLogEntry } from '../core/keyLog';
import { replayChapter } from '../core/session/replayChapter';
import type { LiveStats } from '../core/types';
import { figuresFromSteps, testable } from './typingTest';

/** One entry of an attempt's log as its replay judged it. */
export interface TimelineStep {
  ms: number;
  /** the key pressed, or the text an IME committed */
  key: string;
  /** 'right' / 'wrong' as the machine judged it; 'none' for a key it did not judge (Shift, a Backspace) */
  judged: 'right' | 'wrong' | 'none';
  stats: LiveStats;
}

/** What the teacher's replay page shows beside the stage: each key judged, where the wrong ones fall, the speed line. */
export interface AttemptTimeline {
  steps: TimelineStep[];
  /** ms of the log's last entry (the replay's length) */
  endMs: number;
  wrongCount: number;
  /** 字/分 (the engine's units) in each part of `lineStepMs`, as a typing test's result draws it; null on an engine no test counts */
  speedLine: number[] | null;
  lineStepMs: number;
}

/**
 * An attempt's key log (a chapter, a class race, a typing test: the log the server scored) replayed
 * in-process through its chapter machine (replayChapter, as the server did) to know which keys were
 * wrong and how fast the child went over time. Pure: the page computes it once and plays the stage
 * from the same log. Loaded through engines/registry.ts loadAttemptTimeline.
 */
export function attemptTimeline(rules: ChapterReplayRules | null, activity: Activity, log: readonly KeyLogEntry[]): AttemptTimeline {
  if (!rules) throw new Error(`no replay on ${activity.render_engine}`);
  const raw: Array<[number, LiveStats]> = [];
  replayChapter(rules, activity, log, { onStep: (ms, stats) => void raw.push([ms, stats]) });
  let before = { correct: 0, wrong: 0 };
  const steps = raw.map(([ms, stats], i): TimelineStep => {
    const judged = stats.wrong > before.wrong ? 'wrong' : stats.correct > before.correct ? 'right' : 'none';
    before = stats;
    return { ms, key: log[i]?.[2] ?? '', judged, stats };
  });
  const endMs = log.length ? log[log.length - 1]![0] : 0;
  const lineMs = Math.max(1, endMs);
  const stepMs = replayLineStep(lineMs);
  return {
    steps,
    endMs,
    wrongCount: steps.filter((s) => s.judged === 'wrong').length,
    speedLine: testable(rules) ? figuresFromSteps(rules, activity, log, raw, lineMs, stepMs).speedLine : null,
    lineStepMs: stepMs,
  };
}

/** The steps a replay's speed line may take: about a dozen points whatever the attempt's length. */
const LINE_STEPS = [1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000];
/** The part of an attempt of `ms` one point of its speed line covers: the finest of LINE_STEPS giving at most 15 points. */
export const replayLineStep = (ms: number): number => LINE_STEPS.find((s) => ms / s <= 15) ?? LINE_STEPS[LINE_STEPS.length - 1]!;

/** How many of the log's entries come before `ms` of the replay (times in order): the ones a play head at `ms` has typed. */
export function typedBefore(times: readonly number[], ms: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
