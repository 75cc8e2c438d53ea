import type { FishBubbleLevel } from './fish_bubble.level';
import type { GameInput } from '../../core/game/types';
import { letterRound } from '../../core/game/letterGame.logic';
import type { RoundRules, Target } from '../../core/game/letterTargets.logic';

/** the first bubble leaves a fish's mouth this long after the round begins */
export const FIRST_BUBBLE_MS = 1000;
/** no bubble is blown in the round's last moments */
export const LAST_BUBBLE_BEFORE_END_MS = 1000;

/**
 * 小鱼吐泡泡 from its level and seed (the letter family's round, letterGame.logic.ts): a timed round,
 * no lives, one slot per fish; every bubble decided up front. Classic mode: the level is the
 * opening, bubbles come ever faster, CLASSIC_LIVES lives (a bubble reaching the surface costs one).
 */
export function setupFishBubble(input: GameInput<FishBubbleLevel>): { rules: RoundRules; targets: Target[] } {
  const { level } = input;
  return letterRound(
    input,
    { durationMs: level.durationMs, lives: null, clearBonusPerLife: 0 },
    { slots: level.fish, firstAt: FIRST_BUBBLE_MS, lastSpawnBefore: level.durationMs - LAST_BUBBLE_BEFORE_END_MS, lifeMs: level.riseMs },
  );
}
