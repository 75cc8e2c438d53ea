import { createActor, type AnyActorRef } from 'xstate';
import type { Activity } from '../../../contract/levels';
import { logEvent, type KeyLogEntry } from '../keyLog';
import type { ChapterReplay, ChapterRules } from './replayChapter';
import type { LiveStats } from '../types';

/** A replay fed as the log grows: what a live race keeps per racer instead of replaying the whole log on every batch. */
export interface LiveReplay {
  /**
   * Judges `entries` after the ones fed before and answers the figures so far, with `finishedAt`: the
   * time of the entry that finished the text (entries after it are not judged). Throws when the
   * machine fails; the replay is then unusable (open a new one from the accepted log).
   */
  feed(entries: readonly KeyLogEntry[]): ChapterReplay & { finishedAt: number | null };
  stop(): void;
}

/**
 * The one replay of a typing session; replayChapter (./replayChapter.ts) is it fed a whole log at once,
 * and a live race keeps it open: the same machine, the same events (logEvent) in the
 * same order, so feeding a log in any number of batches gives the figures one replayChapter of the
 * whole log gives (liveReplay.test.ts checks it). Pure, no pixi.
 */
export function openLiveReplay(rules: ChapterRules, activity: Activity, options: { onStep?(ms: number, stats: LiveStats): void; allowBackspace?: boolean } = {}): LiveReplay {
  // allowBackspace: false as the page's engine had it (a class's rule; engines without 退格 ignore it)
  const actor: AnyActorRef = createActor(rules.machine, { input: options.allowBackspace === false ? { activity, allowBackspace: false } : { activity } });
  let failure: unknown = null;
  actor.subscribe({ error: (err) => void (failure = err ?? new Error('chapter machine failed')) });
  actor.start();
  let keys = 0;
  let finishedAt: number | null = null;
  const figures = () => {
    const snapshot = actor.getSnapshot();
    if (snapshot.status === 'error') throw failure ?? new Error('chapter machine failed');
    const result = rules.result(snapshot);
    return { stats: rules.stats(snapshot), result, finished: result !== null, keys, finishedAt };
  };
  return {
    feed(entries) {
      for (const entry of entries) {
        if (actor.getSnapshot().status !== 'active') break;
        actor.send(logEvent(entry));
        keys += 1;
        const status = actor.getSnapshot().status;
        if (status === 'error') break;
        if (status === 'done') finishedAt = entry[0];
        options.onStep?.(entry[0], rules.stats(actor.getSnapshot()));
      }
      return figures();
    },
    stop: () => actor.stop(),
  };
}
