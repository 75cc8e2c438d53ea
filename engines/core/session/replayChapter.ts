import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { Activity } from '../../../contract/levels';
import type { KeyLogEntry } from '../keyLog';
import { openLiveReplay } from './liveReplay';
import type { EngineResult, LiveStats, NextKey } from '../types';

/** The pure side of a typing chapter engine: what a replay needs, with no scene (no pixi). Each engine's `<name>.chapter.ts` gives its own; engines/chapterRules.ts holds them all. */
export interface ChapterRules<TMachine extends AnyStateMachine = AnyStateMachine> {
  machine: TMachine;
  stats(snapshot: SnapshotFrom<TMachine>): LiveStats;
  result(snapshot: SnapshotFrom<TMachine>): EngineResult | null;
  nextKey(snapshot: SnapshotFrom<TMachine>): NextKey | null;
}

/** What a replayed chapter session came to. */
export interface ChapterReplay {
  /** the live figures after the last judged key (or at `untilMs`) */
  stats: LiveStats;
  /** the finished session's result; null while there is more to type */
  result: EngineResult | null;
  finished: boolean;
  /** how many log entries were judged (keys after the end or after `untilMs` are not) */
  keys: number;
}

export interface ReplayChapterOptions {
  /** keys logged after this time are not judged: a timed test's end */
  untilMs?: number;
  /** after every judged entry: its time and the figures then (a per-minute speed line) */
  onStep?(ms: number, stats: LiveStats): void;
  /** false: the session ran where a class allows no 退格 (the page's engine had the same input) */
  allowBackspace?: boolean;
}

/**
 * Replays a typing chapter session — a class race, a typing test — from its timed key log through
 * the engine's own machine, so the server's figures are the ones the child saw and a claimed
 * figure can be checked. Pure: the same log gives the same figures. Entries must be in time order
 * (a caller bounds and orders the log before; see server/services/replay/bounds.ts). Throws when
 * the machine fails (an action threw) so a crafted log cannot become an unhandled error.
 */
export function replayChapter(rules: ChapterRules, activity: Activity, log: readonly KeyLogEntry[], options: ReplayChapterOptions = {}): ChapterReplay {
  const live = openLiveReplay(rules, activity, { onStep: options.onStep, allowBackspace: options.allowBackspace });
  // the log is in time order: the first entry past untilMs ends what is judged
  const cut = options.untilMs === undefined ? -1 : log.findIndex((e) => e[0] > options.untilMs!);
  const judged = cut === -1 ? log : log.slice(0, cut);
  try {
    const { stats, result, finished, keys } = live.feed(judged);
    return { stats, result, finished, keys };
  } finally {
    live.stop();
  }
}
