import { enqueueActions, setup } from 'xstate';
import type { EngineEmitted, EngineEvent, EngineResult } from '../core/types';
import { applyKey, isComplete, pauseClock, resetSequence, resumeClock } from '../typing_text/keySequence.logic';
import { resultOf } from '../typing_text/keySequence.selectors';
import { createTypingInvoiceContext, invoiceRules } from './typingInvoice.logic';
import type { TypingInvoiceContext, TypingInvoiceInput } from './typingInvoice.types';

/**
 * typing_invoice: the same life as typing_text — ready → typing ⇄ paused → finished (final;
 * output is the EngineResult); session.restart from ready, typing or paused goes back to ready.
 * Items are fields: Enter after every field's value; Enter before the value is complete is a
 * wrong key (the child learns the field is not done), and a digit where Enter is due is wrong too.
 */
export const typingInvoiceMachine = setup({
  types: {
    context: {} as TypingInvoiceContext,
    input: {} as TypingInvoiceInput,
    events: {} as EngineEvent,
    emitted: {} as EngineEmitted,
    output: {} as EngineResult,
  },
  guards: {
    judged: ({ event }) => event.type === 'input.key' && invoiceRules.judges(event),
    complete: ({ context }) => isComplete(context),
  },
  actions: {
    judgeKey: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'input.key') return;
      const outcome = applyKey(context, invoiceRules, event);
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
    emitFirstField: enqueueActions(({ context, enqueue }) =>
      enqueue.emit({ type: 'item.started', index: 0, text: context.items[0].text }),
    ),
    emitFinished: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'session.finished' })),
  },
}).createMachine({
  id: 'typingInvoice',
  context: ({ input }) => createTypingInvoiceContext(input.activity),
  initial: 'ready',
  on: {
    'session.restart': { target: '.ready', actions: 'reset' },
  },
  states: {
    ready: {
      entry: 'emitFirstField',
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
