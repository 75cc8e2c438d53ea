import { createStepGameMachine } from '../../core/game/stepGame.machine';
import { initialContext, outcomeOf, play, tickAt } from './space_war.logic';
import type { SpaceWarContext, SpaceWarEmitted, SpaceWarInput } from './space_war.types';

/**
 * 太空大战 on the one game machine (core/game/stepGame.machine.ts). clock.tick advances the world
 * to its timeStamp; a letter key advances to its timeStamp and then shoots; game.prop uses a prop
 * (props.ts). Input `mode: 'classic'`: waves without end. Everything that happens, happens at a
 * time computed from (level, seed) and the keys' timeStamps, so any tick rate gives the same round.
 */
export const spaceWarMachine = createStepGameMachine<SpaceWarContext, SpaceWarEmitted, SpaceWarInput>({
  id: 'space_war',
  initialContext,
  tick: tickAt,
  play,
  ended: (context) => context.endedBy !== null,
  outcome: outcomeOf,
});
