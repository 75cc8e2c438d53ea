import { assign, emit, enqueueActions, setup } from 'xstate';
import type { EngineEmitted, EngineEvent, EngineResult } from '../core/types';
import { advance, initialContext, isOver, stepStarted } from './video.logic';
import { resultOf } from './video.selectors';
import type { VideoContext, VideoInput } from './video.types';

/**
 * video: a demonstration timeline driven by clock.tick. playing ⇄ paused (the page's play and
 * pause buttons) → finished. Each step shows its caption, then presses its keys one by one.
 * session.restart replays from the start; once finished the actor is done.
 */
export const videoMachine = setup({
  types: {
    context: {} as VideoContext,
    events: {} as EngineEvent,
    input: {} as VideoInput,
    emitted: {} as EngineEmitted,
    output: {} as EngineResult,
  },
  guards: {
    isOver: ({ context }) => isOver(context),
  },
  actions: {
    // the first step is announced at the start and again on restart (never on resume)
    announceFirst: emit(({ context }) => stepStarted(context, 0)),
    tick: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'clock.tick') return;
      const step = advance(context, event.dt);
      enqueue.assign(step.context);
      for (const e of step.emitted) enqueue.emit(e);
    }),
  },
}).createMachine({
  id: 'video',
  context: ({ input }) => initialContext(input.activity),
  entry: 'announceFirst',
  initial: 'playing',
  on: {
    'session.restart': { target: '.playing', actions: [assign(({ context }) => initialContext(context.activity)), 'announceFirst'] },
  },
  states: {
    playing: {
      always: { guard: 'isOver', target: 'finished' },
      on: {
        'clock.tick': { actions: 'tick' },
        'session.pause': { target: 'paused' },
      },
    },
    paused: {
      on: { 'session.resume': { target: 'playing' } },
    },
    finished: {
      type: 'final',
      entry: emit({ type: 'session.finished' }),
    },
  },
  output: ({ context }) => resultOf(context),
});
