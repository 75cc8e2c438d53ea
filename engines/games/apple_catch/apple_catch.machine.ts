import { createStepGameMachine } from '../../core/game/stepGame.machine';
import { initialContext, outcomeOf, play, tickAt } from './apple_catch.logic';
import type { AppleCatchContext, AppleCatchEmitted, AppleCatchInput } from './apple_catch.types';

/**
 * 接苹果 on the one game machine (core/game/stepGame.machine.ts). clock.tick advances the world to
 * its timeStamp; a digit, '.' or Enter advances to its timeStamp and then types or catches;
 * game.prop uses a prop (props.ts). Input `mode: 'classic'`: apples without end, ever faster.
 * Everything that happens, happens at a time computed from (level, seed) and the keys'
 * timeStamps, so any tick rate gives the same round.
 */
export const appleCatchMachine = createStepGameMachine<AppleCatchContext, AppleCatchEmitted, AppleCatchInput>({
  id: 'apple_catch',
  initialContext,
  tick: tickAt,
  play,
  ended: (context) => context.endedBy !== null,
  outcome: outcomeOf,
});
