import type { BalloonPopLevel } from '../../../contract/games/balloon_pop';
import type { GameInput } from '../../core/game/types';
import { scheduleTargets, type RoundRules, type Target } from '../../core/game/letterTargets.logic';

/** the first balloon leaves the ground this long after the round begins */
export const FIRST_BALLOON_MS = 800;

/** 气球 from its level and seed: `count` balloons, lives, no time limit; every balloon decided up front. */
export function setupBalloonPop({ level, seed }: GameInput<BalloonPopLevel>): { rules: RoundRules; targets: Target[] } {
  const rules: RoundRules = {
    durationMs: null,
    lives: level.lives,
    pointsPerHit: level.pointsPerHit,
    comboStep: level.comboStep,
    maxMultiplier: level.maxMultiplier,
    clearBonusPerLife: level.lifeBonus,
    stars: level.stars,
  };
  const targets = scheduleTargets(
    {
      slots: level.lanes,
      letters: level.letters,
      firstAt: FIRST_BALLOON_MS,
      lastSpawnBefore: Number.MAX_SAFE_INTEGER,
      count: level.count,
      lifeMs: level.riseMs,
      gapMs: level.gapMs,
      maxLive: level.maxUp,
    },
    seed,
  );
  return { rules, targets };
}
