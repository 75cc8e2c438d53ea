import type { WhackMoleLevel } from '../../../contract/games/whack_mole';
import type { GameInput } from '../../core/game/types';
import { scheduleTargets, type RoundRules, type Target } from '../../core/game/letterTargets.logic';

/** the first mole pops up this long after the round begins (time to look at the field) */
export const FIRST_MOLE_MS = 1200;
/** no mole pops up in the round's last moments */
export const LAST_MOLE_BEFORE_END_MS = 800;

/** 打地鼠 from its level and seed: a timed round, no lives; every mole decided up front. */
export function setupWhackMole({ level, seed }: GameInput<WhackMoleLevel>): { rules: RoundRules; targets: Target[] } {
  const rules: RoundRules = {
    durationMs: level.durationMs,
    lives: null,
    pointsPerHit: level.pointsPerHit,
    comboStep: level.comboStep,
    maxMultiplier: level.maxMultiplier,
    clearBonusPerLife: 0,
    stars: level.stars,
  };
  const targets = scheduleTargets(
    {
      slots: level.holes,
      letters: level.letters,
      firstAt: FIRST_MOLE_MS,
      lastSpawnBefore: level.durationMs - LAST_MOLE_BEFORE_END_MS,
      lifeMs: level.upMs,
      gapMs: level.gapMs,
      maxLive: level.maxUp,
    },
    seed,
  );
  return { rules, targets };
}
