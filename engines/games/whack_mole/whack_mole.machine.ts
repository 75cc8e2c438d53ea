import type { WhackMoleLevel } from './whack_mole.level';
import { createLetterGameMachine } from '../../core/game/letterGame.machine';
import { setupWhackMole } from './whack_mole.logic';

/**
 * 打地鼠: ready → (game.start) playing ⇄ paused → over. Moles (targets) pop up at scheduled
 * times; a letter key whacks the mole showing it; the round ends at the level's time limit.
 */
export const whackMoleMachine = createLetterGameMachine<WhackMoleLevel>('whack_mole', setupWhackMole);
