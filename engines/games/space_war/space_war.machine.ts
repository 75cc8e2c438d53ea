import { enqueueActions, setup } from 'xstate';
import type { EngineEvent } from '../../core/types';
import type { GameOutcome } from '../../core/game/types';
import { initialContext, isJudged, keyAt, outcomeOf, propAt, tickAt } from './space_war.logic';
import type { SpaceWarContext, SpaceWarEmitted, SpaceWarInput } from './space_war.types';

/**
 * 太空大战: ready → (game.start) playing ⇄ paused → over (final; output: GameOutcome).
 * clock.tick advances the world to its timeStamp; a letter key advances to its timeStamp and then
 * shoots; game.prop uses a prop (props.ts). Input `mode: 'classic'`: waves without end. Everything that happens, happens at a time computed from (level, seed) and the keys'
 * timeStamps, so any tick rate gives the same round.
 */
export const spaceWarMachine = setup({
  types: {
    context: {} as SpaceWarContext,
    input: {} as SpaceWarInput,
    events: {} as EngineEvent,
    emitted: {} as SpaceWarEmitted,
    output: {} as GameOutcome,
  },
  guards: {
    judged: ({ event }) => isJudged(event),
    // whether this event ends the round (computed again by the action: cheaper than an always transition)
    tickEnds: ({ context, event }) => event.type === 'clock.tick' && tickAt(context, event.timeStamp).context.endedBy !== null,
    keyEnds: ({ context, event }) => event.type === 'input.key' && isJudged(event) && keyAt(context, event).context.endedBy !== null,
    propEnds: ({ context, event }) => event.type === 'game.prop' && propAt(context, event).context.endedBy !== null,
  },
  actions: {
    tick: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'clock.tick') return;
      const step = tickAt(context, event.timeStamp);
      if (step.context !== context) enqueue.assign(step.context);
      for (const e of step.emitted) enqueue.emit(e);
    }),
    shoot: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'input.key') return;
      const step = keyAt(context, event);
      enqueue.assign(step.context);
      for (const e of step.emitted) enqueue.emit(e);
    }),
    prop: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'game.prop') return;
      const step = propAt(context, event);
      if (step.context !== context) enqueue.assign(step.context);
      for (const e of step.emitted) enqueue.emit(e);
    }),
    emitFinished: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'session.finished' })),
  },
}).createMachine({
  id: 'space_war',
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
          { guard: 'keyEnds', target: 'over', actions: 'shoot' },
          { guard: 'judged', actions: 'shoot' },
        ],
        'game.prop': [{ guard: 'propEnds', target: 'over', actions: 'prop' }, { actions: 'prop' }],
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
