import { enqueueActions, setup } from 'xstate';
import type { EngineEvent } from '../../core/types';
import type { GameOutcome } from '../../core/game/types';
import { advance, applyKey, initialContext, isJudged, outcomeOf } from './frog_river.logic';
import type { FrogRiverContext, FrogRiverEmitted, FrogRiverInput } from './frog_river.types';

/**
 * 青蛙过河: ready → (game.start) playing ⇄ paused → over (final; output: GameOutcome).
 * clock.tick advances the world to its timeStamp; a letter key advances to its timeStamp and then
 * types a letter of the leading word's pinyin (the frog jumps when a pad's syllable is complete).
 * Everything that happens, happens at a time computed from (level, seed) and the keys' timeStamps,
 * so any tick rate gives the same round.
 */
export const frogRiverMachine = setup({
  types: {
    context: {} as FrogRiverContext,
    input: {} as FrogRiverInput,
    events: {} as EngineEvent,
    emitted: {} as FrogRiverEmitted,
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
    hop: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'input.key') return;
      const step = applyKey(context, event);
      enqueue.assign(step.context);
      for (const e of step.emitted) enqueue.emit(e);
    }),
    emitFinished: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'session.finished' })),
  },
}).createMachine({
  id: 'frog_river',
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
          { guard: 'keyEnds', target: 'over', actions: 'hop' },
          { guard: 'judged', actions: 'hop' },
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
