import type { EngineEmitted } from '../core/types';
import type { LogographicContext, LogographicInput } from './logographic.types';
import { newClock } from '../core/clock';
import { isSkipped, matches, settle } from '../core/textMatch';

// The character rules live in engines/core/textMatch.ts (shared with the game 赛车); re-exported for this engine's callers.
export { HALF_WIDTH_PUNCTUATION, isSkipped, matches, settle, typedTotal } from '../core/textMatch';

export function initialContext(activity: LogographicInput['activity'], allowBackspace = true): LogographicContext {
  const chars = Array.from(activity.text.replace(/\r\n?/g, '\n'));
  return {
    activity,
    chars,
    cursor: settle(chars, 0),
    composition: '',
    pending: [],
    holdsWrong: allowBackspace,
    correct: 0,
    wrong: 0,
    ...newClock(),
  };
}

/**
 * The most wrong characters held red at the cursor. More are counted wrong but not kept: a child
 * never needs more Backspaces than this to get back on the text, the scene never draws more boxes,
 * and a commit costs what it holds, not a copy of every wrong character typed before (a crafted
 * log of wrong commits made every later commit copy tens of thousands, issue 39).
 */
export const MAX_PENDING = 32;

/**
 * Judge committed IME text character by character from the cursor. Matches advance the cursor;
 * the first mismatch and everything after it (and anything committed while wrong text is
 * pending) is held red as pending (up to MAX_PENDING) and counted wrong, until Backspace removes
 * it. Whitespace in a commit is ignored (the child never types spaces), and text past the end of a
 * finished text is dropped rather than counted against the child.
 */
export function commitText(ctx: LogographicContext, text: string, timeStamp: number): { context: LogographicContext; emitted: EngineEmitted[] } {
  let { cursor, correct, wrong } = ctx;
  const pending = [...ctx.pending];
  const emitted: EngineEmitted[] = [];
  for (const ch of Array.from(text)) {
    if (isSkipped(ch)) continue;
    if (pending.length === 0 && cursor >= ctx.chars.length) break;
    const expected = ctx.chars[cursor] ?? '';
    if (pending.length === 0 && matches(ch, expected)) {
      correct++;
      emitted.push({ type: 'key.correct', code: '', key: expected });
      cursor = settle(ctx.chars, cursor + 1);
    } else {
      wrong++;
      if (ctx.holdsWrong && pending.length < MAX_PENDING) pending.push(ch);
      emitted.push({ type: 'key.wrong', code: '', key: ch, expected });
    }
  }
  return { context: { ...ctx, cursor, correct, wrong, pending, composition: '', lastAt: timeStamp }, emitted };
}

/** Backspace removes the last pending wrong character; with nothing pending it does nothing. */
export function backspace(ctx: LogographicContext, timeStamp: number): LogographicContext {
  if (ctx.pending.length === 0) return ctx;
  return { ...ctx, pending: ctx.pending.slice(0, -1), lastAt: timeStamp };
}
