import type { SnapshotFrom } from 'xstate';
import type { EngineResult, LiveStats, NextKey } from '../core/types';
import { itemIndexAt } from '../core/sequence/keySequence.logic';
import { liveStatsOf, nextKeyOf } from '../core/sequence/keySequence.selectors';
import type { typingTextMachine } from './typingText.machine';

export type TypingTextSnapshot = SnapshotFrom<typeof typingTextMachine>;

export { charStatus } from '../core/sequence/keySequence.selectors';

/** The key the keyboard highlight and finger pointer show: the next character, 'Enter' at a line end. */
export function nextKey(snapshot: TypingTextSnapshot): NextKey | null {
  if (snapshot.status === 'done') return null;
  return nextKeyOf(snapshot.context);
}

export function stats(snapshot: TypingTextSnapshot): LiveStats {
  return liveStatsOf(snapshot.context);
}

export function result(snapshot: TypingTextSnapshot): EngineResult | null {
  return snapshot.status === 'done' ? (snapshot.output ?? null) : null;
}

/** The line the cursor is on (the last line once finished): the scene highlights and scrolls to it. */
export function currentLine(snapshot: TypingTextSnapshot): number {
  return itemIndexAt(snapshot.context, snapshot.context.cursor);
}
