import type { FishBubbleLevel } from './fish_bubble.level';
import { createLetterGameMachine } from '../../core/game/letterGame.machine';
import { setupFishBubble } from './fish_bubble.logic';

/**
 * 小鱼吐泡泡: ready → (game.start) playing ⇄ paused → over. Bubbles (targets) leave the fish at
 * scheduled times; a letter key pops the bubble showing it; the round ends at the level's time limit.
 */
export const fishBubbleMachine = createLetterGameMachine<FishBubbleLevel>('fish_bubble', setupFishBubble);
