import { createStepGameMachine } from '../../core/game/stepGame.machine';
import type { EngineEvent } from '../../core/types';
import { initialContext, inputAt, isTypedKey, outcomeOf, propAt, tickAt } from './car_race.logic';
import type { CarRaceContext, CarRaceEmitted, CarRaceInput } from './car_race.types';

/** A key or committed text as the logic takes it; null for events that are not play. */
function playOf(event: EngineEvent) {
  if (event.type === 'input.key' && isTypedKey(event.key)) return { kind: 'key' as const, key: event.key, code: event.code, timeStamp: event.timeStamp };
  if (event.type === 'input.composition') return { kind: 'text' as const, text: event.text, timeStamp: event.timeStamp };
  return null;
}

/**
 * 赛车 on the one game machine (core/game/stepGame.machine.ts). clock.tick advances the race to
 * its timeStamp (green light, pace cars through the line, time limit); a key or a committed IME
 * text advances to its timeStamp and then moves the child's car; what the IME is still composing
 * is kept for the scene only (never judged, never logged). The pace cars' drive is decided from
 * the seed, so any tick rate gives the same race. game.prop uses a prop (props.ts; every time in
 * the context is world time). Input `mode: 'classic'`: lap after lap until the lives are gone.
 */
export const carRaceMachine = createStepGameMachine<CarRaceContext, CarRaceEmitted, CarRaceInput>({
  id: 'car_race',
  initialContext,
  tick: tickAt,
  play: (context, event) => {
    if (event.type === 'input.compositionUpdate') return { context: { ...context, composing: event.text }, emitted: [] };
    if (event.type === 'game.prop') return propAt(context, event);
    const play = playOf(event);
    return play ? inputAt(context, play) : null;
  },
  ended: (context) => context.endedBy !== null,
  outcome: outcomeOf,
});
