import type { EngineEmitted } from '../core/types';
import type { LogographicContext, LogographicInput } from './logographic.types';
import { newClock } from '../core/clock';

/**
 * What an IME in half-width punctuation mode (or a plain keyboard) commits for a full-width mark.
 * Children often leave the IME's 英文标点 mode on; the mark they meant is clear, so it counts
 * as correct. A straight quote stands for either curly quote. Documented in engines/logographic/index.ts.
 */
export const HALF_WIDTH_PUNCTUATION: Record<string, string> = {
  ',': '，',
  '.': '。',
  '?': '？',
  '!': '！',
  ':': '：',
  ';': '；',
  '"': '“”',
  "'": '‘’',
  '(': '（',
  ')': '）',
  // the key Chinese IMEs turn into 、 and 《》 in full-width mode
  '\\': '、',
  '<': '《',
  '>': '》',
};

/** Spaces and newlines lay the text out; the child never types them. */
export function isSkipped(char: string): boolean {
  return /\s/.test(char);
}

/**
 * Whether a committed character is the expected one: the same character, its half-width
 * punctuation, or the same letter or digit in the other width (Ａ for A, １ for 1, by NFKC).
 */
export function matches(typed: string, expected: string): boolean {
  if (typed === expected) return true;
  if (HALF_WIDTH_PUNCTUATION[typed]?.includes(expected)) return true;
  return typed.normalize('NFKC') === expected.normalize('NFKC');
}

/** The first typed position at or after i (chars.length when the text is done). */
export function settle(chars: string[], i: number): number {
  while (i < chars.length && isSkipped(chars[i]!)) i++;
  return i;
}

/** Characters the child has to type (spaces and newlines excluded). */
export function typedTotal(chars: string[]): number {
  return chars.filter((c) => !isSkipped(c)).length;
}

export function initialContext(activity: LogographicInput['activity']): LogographicContext {
  const chars = Array.from(activity.text.replace(/\r\n?/g, '\n'));
  return {
    activity,
    chars,
    cursor: settle(chars, 0),
    composition: '',
    pending: [],
    correct: 0,
    wrong: 0,
    ...newClock(),
  };
}

/**
 * Judge committed IME text character by character from the cursor. Matches advance the cursor;
 * the first mismatch and everything after it (and anything committed while wrong text is
 * pending) is held red as pending and counted wrong, until Backspace removes it. Whitespace in a
 * commit is ignored (the child never types spaces), and text past the end of a finished text is
 * dropped rather than counted against the child.
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
      pending.push(ch);
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
