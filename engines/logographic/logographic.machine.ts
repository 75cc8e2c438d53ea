import { assign, emit, enqueueActions, setup } from 'xstate';
import { endPause, pauseClock } from '../core/clock';
import type { EngineEmitted, EngineEvent, EngineResult } from '../core/types';
import { backspace, commitText, initialContext } from './logographic.logic';
import { resultOf } from './logographic.selectors';
import type { LogographicContext, LogographicInput } from './logographic.types';

const stamp = (event: EngineEvent): number | null => ('timeStamp' in event ? event.timeStamp : null);

/**
 * logographic: Chinese characters typed through the system IME. ready → typing ⇄ paused →
 * finished; the clock starts at the first composition or commit. A wrong commit is held red at
 * the cursor until Backspace removes it. session.restart returns to ready with a clean context.
 */
export const logographicMachine = setup({
  types: {
    context: {} as LogographicContext,
    events: {} as EngineEvent,
    input: {} as LogographicInput,
    emitted: {} as EngineEmitted,
    output: {} as EngineResult,
  },
  guards: {
    isBackspace: ({ event }) => event.type === 'input.key' && event.key === 'Backspace',
    isComposing: ({ event }) => event.type === 'input.compositionUpdate' && event.text !== '',
    isDone: ({ context }) => context.cursor >= context.chars.length && context.pending.length === 0,
  },
  actions: {
    start: assign(({ event }) => ({ startedAt: stamp(event) ?? 0, lastAt: stamp(event) ?? 0 })),
    // a cancelled composition ('') only clears what is shown
    compose: assign(({ event }) => (event.type === 'input.compositionUpdate' ? { composition: event.text } : {})),
    commit: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'input.composition') return;
      const step = commitText(context, event.text, event.timeStamp);
      enqueue.assign(step.context);
      for (const e of step.emitted) enqueue.emit(e);
    }),
    backspace: assign(({ context, event }) => backspace(context, stamp(event) ?? context.lastAt)),
    pause: assign(({ context, event }) => ({ ...pauseClock({ pausedAt: context.pausedAt }, stamp(event) ?? context.lastAt), composition: '' })),
    resume: assign(({ context, event }) => {
      const at = stamp(event) ?? context.pausedAt ?? context.lastAt;
      return endPause(context, at);
    }),
  },
}).createMachine({
  id: 'logographic',
  context: ({ input }) => initialContext(input.activity),
  initial: 'ready',
  on: {
    'session.restart': { target: '.ready', actions: assign(({ context }) => initialContext(context.activity)) },
  },
  states: {
    ready: {
      on: {
        'input.compositionUpdate': { guard: 'isComposing', target: 'typing', actions: ['start', 'compose'] },
        'input.composition': { target: 'typing', actions: ['start', 'commit'] },
      },
    },
    typing: {
      always: { guard: 'isDone', target: 'finished' },
      on: {
        'input.compositionUpdate': { actions: 'compose' },
        'input.composition': { actions: 'commit' },
        'input.key': { guard: 'isBackspace', actions: 'backspace' },
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
