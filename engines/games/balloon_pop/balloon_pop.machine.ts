import type { BalloonPopLevel } from './balloon_pop.level';
import { createLetterGameMachine } from '../../core/game/letterGame.machine';
import { setupBalloonPop } from './balloon_pop.logic';

/**
 * 气球: ready → (game.start) playing ⇄ paused → over. Balloons (targets) rise at scheduled
 * times; a letter key pops the balloon showing it; one floating away costs a life. The round is
 * cleared after the last balloon, or lost with the last life.
 */
export const balloonPopMachine = createLetterGameMachine<BalloonPopLevel>('balloon_pop', setupBalloonPop);
