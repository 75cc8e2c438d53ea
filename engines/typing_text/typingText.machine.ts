import { enqueueActions, setup } from 'xstate';
import type { EngineEmitted, EngineEvent, EngineResult } from '../core/types';
import { applyKey, isComplete, pauseClock, resetSequence, resumeClock } from './keySequence.logic';
import { resultOf } from './keySequence.selectors';
import { createTypingTextContext, textRules } from './typingText.logic';
import type { TypingTextContext, TypingTextInput } from './typingText.types';

/**
 * typing_text: ready (waiting for the first key) → typing ⇄ paused → finished (final; output is
 * the EngineResult). session.restart from ready, typing or paused goes back to ready with a clean
 * context. A finished actor is done and ignores every event: the host restarts a finished
 * session by creating a new actor (and scene) from the same input.
 */
export const typingTextMachine = setup({
  types: {
    context: {} as TypingTextContext,
    input: {} as TypingTextInput,
    events: {} as EngineEvent,
    emitted: {} as EngineEmitted,
    output: {} as EngineResult,
  },
  guards: {
    judged: ({ event }) => event.type === 'input.key' && textRules.judges(event),
    complete: ({ context }) => isComplete(context),
  },
  actions: {
    judgeKey: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'input.key') return;
      const outcome = applyKey(context, textRules, event);
      enqueue.assign(outcome.context);
      for (const e of outcome.emitted) enqueue.emit(e);
    }),
    pause: enqueueActions(({ context, event, enqueue }) => {
      if (event.type === 'session.pause') enqueue.assign(pauseClock(context, event.timeStamp));
    }),
    resume: enqueueActions(({ context, event, enqueue }) => {
      if (event.type === 'session.resume') enqueue.assign(resumeClock(context, event.timeStamp));
    }),
    reset: enqueueActions(({ context, enqueue }) => enqueue.assign(resetSequence(context))),
    emitFirstLine: enqueueActions(({ context, enqueue }) =>
      enqueue.emit({ type: 'item.started', index: 0, text: context.lines[0] }),
    ),
    emitFinished: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'session.finished' })),
  },
}).createMachine({
  id: 'typingText',
  context: ({ input }) => createTypingTextContext(input.activity.text),
  initial: 'ready',
  on: {
    'session.restart': { target: '.ready', actions: 'reset' },
  },
  states: {
    ready: {
      entry: 'emitFirstLine',
      always: { guard: 'complete', target: 'finished' },
      on: {
        'input.key': { guard: 'judged', target: 'typing', actions: 'judgeKey' },
      },
    },
    typing: {
      always: { guard: 'complete', target: 'finished' },
      on: {
        'input.key': { guard: 'judged', actions: 'judgeKey' },
        'session.pause': { target: 'paused', actions: 'pause' },
      },
    },
    paused: {
      on: {
        'session.resume': { target: 'typing', actions: 'resume' },
      },
    },
    finished: {
      type: 'final',
      entry: 'emitFinished',
    },
  },
  output: ({ context }) => resultOf(context),
});
