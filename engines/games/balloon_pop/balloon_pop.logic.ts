import type { BalloonPopLevel } from './balloon_pop.level';
import type { GameInput } from '../../core/game/types';
import { letterRound } from '../../core/game/letterGame.logic';
import type { RoundRules, Target } from '../../core/game/letterTargets.logic';

/** the first balloon leaves the ground this long after the round begins */
export const FIRST_BALLOON_MS = 800;

/**
 * 气球 from its level and seed (the letter family's round, letterGame.logic.ts): `count`
 * balloons, lives, no time limit; every balloon decided up front. Classic mode: the level is the
 * opening, balloons without end, ever faster, until the lives are gone.
 */
export function setupBalloonPop(input: GameInput<BalloonPopLevel>): { rules: RoundRules; targets: Target[] } {
  const { level } = input;
  return letterRound(
    input,
    { durationMs: null, lives: level.lives, clearBonusPerLife: level.lifeBonus },
    { slots: level.lanes, firstAt: FIRST_BALLOON_MS, lastSpawnBefore: Number.MAX_SAFE_INTEGER, count: level.count, lifeMs: level.riseMs },
  );
}
