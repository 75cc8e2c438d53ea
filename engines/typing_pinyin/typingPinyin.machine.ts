import { endPause, pauseClock, stampClock } from '../core/clock';
import { createChapterSessionMachine } from '../core/session/chapterSession.machine';
import { initialContext, isTypedKey, itemStarted, pressKey } from './typingPinyin.logic';
import { resultOf } from './typingPinyin.selectors';
import type { TypingPinyinContext, TypingPinyinInput } from './typingPinyin.types';

/**
 * typing_pinyin on the chapter session life (core/session/chapterSession.machine.ts): the child
 * types the letters of each syllable (no tones, ü as v); the cursor moves on by itself. Every
 * printable key is judged (Shift, Enter… are not); the first one starts the clock. Ready
 * announces the item the child is about to type, so the host can read it aloud.
 */
export const typingPinyinMachine = createChapterSessionMachine<TypingPinyinContext, TypingPinyinInput>({
  id: 'typingPinyin',
  context: (input) => initialContext(input.activity),
  reset: (context) => initialContext(context.activity),
  announce: (context) => (context.cursor.item < context.items.length ? itemStarted(context.items, context.cursor.item) : null),
  on: {
    'input.key': { takes: (_, event) => isTypedKey(event.key), apply: (context, event) => pressKey(context, event.key, event.code, event.timeStamp) },
  },
  start: stampClock,
  done: (context) => context.cursor.item >= context.items.length,
  pause: pauseClock,
  resume: (context, timeStamp) => ({ ...context, ...endPause(context, timeStamp) }),
  output: resultOf,
});
