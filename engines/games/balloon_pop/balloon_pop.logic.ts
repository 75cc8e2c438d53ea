import type { BalloonPopLevel } from './balloon_pop.level';
import type { GameInput } from '../../core/game/types';
import { scheduleTargets, type RoundRules, type ScheduleSpec, type Target } from '../../core/game/letterTargets.logic';
import { classicLetterRound } from '../../core/game/letterGame.logic';
import { CLASSIC_END_MS, CLASSIC_LIVES, isClassic } from '../../core/game/classicCurve';

/** the first balloon leaves the ground this long after the round begins */
export const FIRST_BALLOON_MS = 800;

/**
 * 气球 from its level and seed: `count` balloons, lives, no time limit; every balloon decided up
 * front. Classic mode: the level is the opening, balloons without end, ever faster, until the
 * lives are gone.
 */
export function setupBalloonPop({ level, seed, mode }: GameInput<BalloonPopLevel>): { rules: RoundRules; targets: Target[] } {
  const rules: RoundRules = {
    durationMs: null,
    lives: level.lives,
    pointsPerHit: level.pointsPerHit,
    comboStep: level.comboStep,
    maxMultiplier: level.maxMultiplier,
    clearBonusPerLife: level.lifeBonus,
    stars: level.stars,
  };
  const spec: ScheduleSpec = {
    slots: level.lanes,
    letters: level.letters,
    firstAt: FIRST_BALLOON_MS,
    lastSpawnBefore: Number.MAX_SAFE_INTEGER,
    count: level.count,
    lifeMs: level.riseMs,
    gapMs: level.gapMs,
    maxLive: level.maxUp,
  };
  if (isClassic(mode)) {
    const classic = classicLetterRound(rules, spec, CLASSIC_LIVES, CLASSIC_END_MS);
    return { rules: classic.rules, targets: scheduleTargets(classic.spec, seed) };
  }
  return { rules, targets: scheduleTargets(spec, seed) };
}
