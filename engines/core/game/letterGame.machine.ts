import type { GameInput } from './types';
import { isLetterKey } from './letterTargets.logic';
import { initialLetterContext, keyLetters, letterOutcome, propLetters, tickLetters, type LetterGameContext, type LetterGameSetup, type LetterPropEmitted } from './letterGame.logic';
import type { LetterEmitted } from './letterTargets.logic';
import { createStepGameMachine } from './stepGame.machine';

export type { LetterGameContext, LetterGameSetup } from './letterGame.logic';

/**
 * The machine of a letter-target game (打地鼠, 气球) on the one game machine (stepGame.machine.ts):
 * clock.tick advances the world to its timeStamp; a letter key advances to its timeStamp, then is
 * judged; game.prop uses a prop (props.ts). Input `mode: 'classic'` is the setup's to read
 * (classicLetterRound).
 */
export function createLetterGameMachine<TLevel>(id: string, build: LetterGameSetup<TLevel>) {
  return createStepGameMachine<LetterGameContext<TLevel>, LetterEmitted | LetterPropEmitted, GameInput<TLevel>>({
    id,
    initialContext: (input) => initialLetterContext(input, build),
    tick: tickLetters,
    play: (context, event) => {
      if (event.type === 'input.key') return isLetterKey(event.key) ? keyLetters(context, event) : null;
      if (event.type === 'game.prop') return propLetters(context, event);
      return null;
    },
    ended: (context) => context.round.endedBy !== null,
    outcome: letterOutcome,
  });
}
