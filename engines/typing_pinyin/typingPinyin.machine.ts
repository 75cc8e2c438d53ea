import { assign, emit, enqueueActions, setup } from 'xstate';
import { endPause, pauseClock } from '../core/clock';
import type { EngineEmitted, EngineEvent, EngineResult } from '../core/types';
import { initialContext, isTypedKey, itemStarted, pressKey } from './typingPinyin.logic';
import { resultOf } from './typingPinyin.selectors';
import type { TypingPinyinContext, TypingPinyinInput } from './typingPinyin.types';

/**
 * typing_pinyin: the child types the letters of each syllable (no tones, ü as v); the cursor
 * moves on by itself. ready → typing ⇄ paused → finished. Time comes only from event timeStamps.
 * session.restart returns to ready with a clean context from any live state; once finished the
 * actor is done (final state), so replaying means a new actor.
 */
export const typingPinyinMachine = setup({
  types: {
    context: {} as TypingPinyinContext,
    events: {} as EngineEvent,
    input: {} as TypingPinyinInput,
    emitted: {} as EngineEmitted,
    output: {} as EngineResult,
  },
  guards: {
    isTypedKey: ({ event }) => event.type === 'input.key' && isTypedKey(event.key),
    isDone: ({ context }) => context.cursor.item >= context.items.length,
  },
  actions: {
    announceItem: emit(({ context }) => itemStarted(context.items, context.cursor.item)),
    start: assign(({ event }) => ({ startedAt: 'timeStamp' in event ? event.timeStamp : 0 })),
    press: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'input.key') return;
      const step = pressKey(context, event.key, event.code, event.timeStamp);
      enqueue.assign(step.context);
      for (const e of step.emitted) enqueue.emit(e);
    }),
    pause: assign(({ context, event }) => pauseClock({ pausedAt: context.pausedAt }, 'timeStamp' in event ? event.timeStamp : context.lastAt)),
    resume: assign(({ context, event }) => {
      const at = 'timeStamp' in event ? event.timeStamp : (context.pausedAt ?? 0);
      return endPause(context, at);
    }),
  },
}).createMachine({
  id: 'typingPinyin',
  context: ({ input }) => initialContext(input.activity),
  initial: 'ready',
  on: {
    'session.restart': { target: '.ready', actions: assign(({ context }) => initialContext(context.activity)) },
  },
  states: {
    ready: {
      // the host speaks the item the child is about to type (read-along)
      entry: 'announceItem',
      on: { 'input.key': { guard: 'isTypedKey', target: 'typing', actions: ['start', 'press'] } },
    },
    typing: {
      always: { guard: 'isDone', target: 'finished' },
      on: {
        'input.key': { guard: 'isTypedKey', actions: 'press' },
        'session.pause': { target: 'paused', actions: 'pause' },
      },
    },
    paused: {
      on: { 'session.resume': { target: 'typing', actions: 'resume' } },
    },
    finished: {
      type: 'final',
      entry: emit({ type: 'session.finished' }),
    },
  },
  output: ({ context }) => resultOf(context),
});
