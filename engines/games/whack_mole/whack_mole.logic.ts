import type { WhackMoleLevel } from './whack_mole.level';
import type { GameInput } from '../../core/game/types';
import { scheduleTargets, type RoundRules, type ScheduleSpec, type Target } from '../../core/game/letterTargets.logic';
import { classicLetterRound } from '../../core/game/letterGame.logic';
import { CLASSIC_END_MS, CLASSIC_LIVES, isClassic } from '../../core/game/classicCurve';

/** the first mole pops up this long after the round begins (time to look at the field) */
export const FIRST_MOLE_MS = 1200;
/** no mole pops up in the round's last moments */
export const LAST_MOLE_BEFORE_END_MS = 800;

/**
 * 打地鼠 from its level and seed: a timed round, no lives; every mole decided up front. Classic
 * mode: the level is the opening, moles come ever faster, CLASSIC_LIVES lives (a mole that hides
 * again costs one) and no clock.
 */
export function setupWhackMole({ level, seed, mode }: GameInput<WhackMoleLevel>): { rules: RoundRules; targets: Target[] } {
  const rules: RoundRules = {
    durationMs: level.durationMs,
    lives: null,
    pointsPerHit: level.pointsPerHit,
    comboStep: level.comboStep,
    maxMultiplier: level.maxMultiplier,
    clearBonusPerLife: 0,
    stars: level.stars,
  };
  const spec: ScheduleSpec = {
    slots: level.holes,
    letters: level.letters,
    firstAt: FIRST_MOLE_MS,
    lastSpawnBefore: level.durationMs - LAST_MOLE_BEFORE_END_MS,
    lifeMs: level.upMs,
    gapMs: level.gapMs,
    maxLive: level.maxUp,
  };
  if (isClassic(mode)) {
    const classic = classicLetterRound(rules, spec, CLASSIC_LIVES, CLASSIC_END_MS);
    return { rules: classic.rules, targets: scheduleTargets(classic.spec, seed) };
  }
  return { rules, targets: scheduleTargets(spec, seed) };
}
