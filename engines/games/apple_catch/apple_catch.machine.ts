import { enqueueActions, setup } from 'xstate';
import type { EngineEvent } from '../../core/types';
import type { GameOutcome } from '../../core/game/types';
import { advance, applyKey, initialContext, isJudged, outcomeOf } from './apple_catch.logic';
import type { AppleCatchContext, AppleCatchEmitted, AppleCatchInput } from './apple_catch.types';

/**
 * 接苹果: ready → (game.start) playing ⇄ paused → over (final; output: GameOutcome).
 * clock.tick advances the world to its timeStamp; a digit, '.' or Enter advances to its timeStamp
 * and then types or catches. Everything that happens, happens at a time computed from (level,
 * seed) and the keys' timeStamps, so any tick rate gives the same round.
 */
export const appleCatchMachine = setup({
  types: {
    context: {} as AppleCatchContext,
    input: {} as AppleCatchInput,
    events: {} as EngineEvent,
    emitted: {} as AppleCatchEmitted,
    output: {} as GameOutcome,
  },
  guards: {
    judged: ({ event }) => isJudged(event),
    // whether this event ends the round (computed again by the action: cheaper than an always transition)
    tickEnds: ({ context, event }) => event.type === 'clock.tick' && advance(context, event.timeStamp).context.endedBy !== null,
    keyEnds: ({ context, event }) => event.type === 'input.key' && isJudged(event) && applyKey(context, event).context.endedBy !== null,
  },
  actions: {
    tick: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'clock.tick') return;
      const step = advance(context, event.timeStamp);
      if (step.context !== context) enqueue.assign(step.context);
      for (const e of step.emitted) enqueue.emit(e);
    }),
    type: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'input.key') return;
      const step = applyKey(context, event);
      enqueue.assign(step.context);
      for (const e of step.emitted) enqueue.emit(e);
    }),
    emitFinished: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'session.finished' })),
  },
}).createMachine({
  id: 'apple_catch',
  context: ({ input }) => initialContext(input),
  initial: 'ready',
  states: {
    ready: {
      on: { 'game.start': 'playing' },
    },
    playing: {
      on: {
        'clock.tick': [{ guard: 'tickEnds', target: 'over', actions: 'tick' }, { actions: 'tick' }],
        'input.key': [
          { guard: 'keyEnds', target: 'over', actions: 'type' },
          { guard: 'judged', actions: 'type' },
        ],
        'session.pause': 'paused',
      },
    },
    paused: {
      on: { 'session.resume': 'playing' },
    },
    over: {
      type: 'final',
      entry: 'emitFinished',
    },
  },
  output: ({ context }) => outcomeOf(context),
});
