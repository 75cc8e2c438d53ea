import { assign, enqueueActions, setup } from 'xstate';
import type { EngineEvent } from '../../core/types';
import type { GameOutcome } from '../../core/game/types';
import { advance, applyInput, initialContext, isTypedKey, outcomeOf } from './car_race.logic';
import type { CarRaceContext, CarRaceEmitted, CarRaceInput } from './car_race.types';

/** A key or committed text as the logic takes it; null for events that are not play. */
function playOf(event: EngineEvent) {
  if (event.type === 'input.key' && isTypedKey(event.key)) return { kind: 'key' as const, key: event.key, code: event.code, timeStamp: event.timeStamp };
  if (event.type === 'input.composition') return { kind: 'text' as const, text: event.text, timeStamp: event.timeStamp };
  return null;
}

/**
 * 赛车: ready → (game.start) playing ⇄ paused → over (final; output: GameOutcome).
 * clock.tick advances the race to its timeStamp (green light, pace cars through the line, time
 * limit); a key or a committed IME text advances to its timeStamp and then moves the child's car.
 * The pace cars' drive is decided from the seed, so any tick rate gives the same race.
 */
export const carRaceMachine = setup({
  types: {
    context: {} as CarRaceContext,
    input: {} as CarRaceInput,
    events: {} as EngineEvent,
    emitted: {} as CarRaceEmitted,
    output: {} as GameOutcome,
  },
  guards: {
    isPlay: ({ event }) => playOf(event) !== null,
    // whether this event ends the race (computed again by the action: cheaper than an always transition)
    tickEnds: ({ context, event }) => event.type === 'clock.tick' && advance(context, event.timeStamp).context.endedBy !== null,
    playEnds: ({ context, event }) => {
      const play = playOf(event);
      return play !== null && applyInput(context, play).context.endedBy !== null;
    },
  },
  actions: {
    tick: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'clock.tick') return;
      const step = advance(context, event.timeStamp);
      if (step.context !== context) enqueue.assign(step.context);
      for (const e of step.emitted) enqueue.emit(e);
    }),
    play: enqueueActions(({ context, event, enqueue }) => {
      const play = playOf(event);
      if (!play) return;
      const step = applyInput(context, play);
      if (step.context !== context) enqueue.assign(step.context);
      for (const e of step.emitted) enqueue.emit(e);
    }),
    // what the IME is composing, for the scene only: never judged, never logged
    compose: assign({ composing: ({ event }) => (event.type === 'input.compositionUpdate' ? event.text : '') }),
    emitFinished: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'session.finished' })),
  },
}).createMachine({
  id: 'car_race',
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
          { guard: 'playEnds', target: 'over', actions: 'play' },
          { guard: 'isPlay', actions: 'play' },
        ],
        'input.composition': [{ guard: 'playEnds', target: 'over', actions: 'play' }, { actions: 'play' }],
        'input.compositionUpdate': { actions: 'compose' },
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
