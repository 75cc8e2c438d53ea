import { createStepGameMachine } from '../../core/game/stepGame.machine';
import { initialContext, outcomeOf, play, tickAt } from './frog_river.logic';
import type { FrogRiverContext, FrogRiverEmitted, FrogRiverInput } from './frog_river.types';

/**
 * 青蛙过河 on the one game machine (core/game/stepGame.machine.ts). clock.tick advances the world
 * to its timeStamp; a letter key advances to its timeStamp and then types a letter of the leading
 * word's pinyin (the frog jumps when a pad's syllable is complete). Everything that happens,
 * happens at a time computed from (level, seed) and the keys' timeStamps, so any tick rate gives
 * the same round. game.prop uses a prop (props.ts); input `mode: 'classic'`: waves without end.
 */
export const frogRiverMachine = createStepGameMachine<FrogRiverContext, FrogRiverEmitted, FrogRiverInput>({
  id: 'frog_river',
  initialContext,
  tick: tickAt,
  play,
  ended: (context) => context.endedBy !== null,
  outcome: outcomeOf,
});
