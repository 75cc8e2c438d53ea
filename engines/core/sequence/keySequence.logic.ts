import { newClock, pauseClock as pauseAt, resumeClock as resumeAt, stampClock, typingTime } from '../clock';
import { addKey } from '../stats';
import type { EngineEmitted } from '../types';
import type { KeyPress, KeyRules, SequenceContext, SequenceItem } from './keySequence.types';

/**
 * Build a sequence from item texts. Each item is its characters followed by 'Enter';
 * `enterAfterLast: false` drops the Enter after the last item (a passage does not end with one).
 */
export function createSequence(texts: readonly string[], enterAfterLast: boolean): SequenceContext {
  const expected: string[] = [];
  const items: SequenceItem[] = [];
  texts.forEach((text, i) => {
    const start = expected.length;
    expected.push(...Array.from(text));
    if (enterAfterLast || i < texts.length - 1) expected.push('Enter');
    items.push({ start, end: expected.length, text });
  });
  return {
    expected,
    items,
    cursor: 0,
    errored: [],
    correct: 0,
    wrong: 0,
    keyStats: {},
    clock: newClock(),
  };
}

/** The same sequence with every count, error and time cleared (session.restart). */
export function resetSequence<T extends SequenceContext>(context: T): T {
  return {
    ...context,
    cursor: 0,
    errored: [],
    correct: 0,
    wrong: 0,
    keyStats: {},
    clock: newClock(),
  };
}

export function isComplete(context: SequenceContext): boolean {
  return context.cursor >= context.expected.length;
}

/** Index of the item holding `position` (the last item once the sequence is complete). */
export function itemIndexAt(context: SequenceContext, position: number): number {
  const i = context.items.findIndex((item) => position < item.end);
  return i === -1 ? context.items.length - 1 : i;
}

export interface KeyOutcome<T extends SequenceContext> {
  context: T;
  emitted: EngineEmitted[];
}

/**
 * Judge one key. Right key: count a hit on the code pressed, move on, and report items
 * finished and started. Wrong key: count a miss on the expected key's code, remember the
 * position as errored, stay. Keys the rules do not judge, or keys after the end, change nothing.
 */
export function applyKey<T extends SequenceContext>(context: T, rules: KeyRules, press: KeyPress): KeyOutcome<T> {
  if (!rules.judges(press) || isComplete(context)) return { context, emitted: [] };
  const expected = context.expected[context.cursor];
  const clock = stampClock(context.clock, press.timeStamp);
  if (!rules.matches(expected, press)) {
    const errored = context.errored.at(-1) === context.cursor ? context.errored : [...context.errored, context.cursor];
    return {
      context: { ...context, clock, errored, wrong: context.wrong + 1, keyStats: addKey(context.keyStats, rules.codeOf(expected), false) },
      emitted: [{ type: 'key.wrong', code: press.code, key: press.key, expected }],
    };
  }
  // A key without a code (some virtual keyboards) is counted on the key that produces it.
  const hitCode = press.code || rules.codeOf(expected);
  const cursor = context.cursor + 1;
  const emitted: EngineEmitted[] = [{ type: 'key.correct', code: press.code, key: press.key }];
  const itemIndex = itemIndexAt(context, context.cursor);
  const item = context.items[itemIndex];
  if (cursor === item.end) {
    emitted.push({ type: 'item.completed', index: itemIndex, text: item.text });
    const nextItem = context.items[itemIndex + 1];
    if (nextItem) emitted.push({ type: 'item.started', index: itemIndex + 1, text: nextItem.text });
  }
  return {
    context: { ...context, clock, cursor, correct: context.correct + 1, keyStats: addKey(context.keyStats, hitCode, true) },
    emitted,
  };
}

export function pauseClock<T extends SequenceContext>(context: T, timeStamp: number): T {
  return { ...context, clock: pauseAt(context.clock, timeStamp) };
}

/** Add the pause to pausedMs so it never counts as typing time. */
export function resumeClock<T extends SequenceContext>(context: T, timeStamp: number): T {
  return { ...context, clock: resumeAt(context.clock, timeStamp) };
}

/** Typing time: first judged key to the latest one, without paused time. */
export function durationOf(context: SequenceContext): number {
  return typingTime(context.clock);
}
