import { enqueueActions, setup } from 'xstate';
import type { EngineEmitted, EngineEvent, EngineResult } from '../types';
import { applyKey, isComplete, pauseClock, resetSequence, resumeClock } from './keySequence.logic';
import { resultOf } from './keySequence.selectors';
import type { KeyRules, SequenceContext } from './keySequence.types';

/** What differs between the key-sequence engines: which keys count, and how the context is built. */
export interface KeySequenceSpec<TContext extends SequenceContext, TInput> {
  id: string;
  rules: KeyRules;
  context(input: TInput): TContext;
}

/**
 * The life shared by typing_text and typing_invoice: ready (waiting for the first key) → typing
 * ⇄ paused → finished (final; output is the EngineResult). session.restart from ready, typing or
 * paused goes back to ready with a clean context. A finished actor is done and ignores every
 * event: the host restarts a finished session by creating a new actor (and scene).
 * item.started for the first item is emitted on entering ready (listen before start()).
 */
export function createKeySequenceMachine<TContext extends SequenceContext, TInput>(spec: KeySequenceSpec<TContext, TInput>) {
  return setup({
    types: {
      context: {} as TContext,
      input: {} as TInput,
      events: {} as EngineEvent,
      emitted: {} as EngineEmitted,
      output: {} as EngineResult,
    },
    guards: {
      judged: ({ event }) => event.type === 'input.key' && spec.rules.judges(event),
      complete: ({ context }) => isComplete(context),
    },
    actions: {
      judgeKey: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'input.key') return;
        const outcome = applyKey(context, spec.rules, event);
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
      emitFirstItem: enqueueActions(({ context, enqueue }) => {
        const first = context.items[0];
        if (first) enqueue.emit({ type: 'item.started', index: 0, text: first.text });
      }),
      emitFinished: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'session.finished' })),
    },
  }).createMachine({
    id: spec.id,
    context: ({ input }) => spec.context(input),
    initial: 'ready',
    on: {
      'session.restart': { target: '.ready', actions: 'reset' },
    },
    states: {
      ready: {
        entry: 'emitFirstItem',
        // an empty sequence is finished at once
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
}
