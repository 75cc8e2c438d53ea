import type { WhackMoleLevel } from './whack_mole.level';
import type { GameInput } from '../../core/game/types';
import { letterRound } from '../../core/game/letterGame.logic';
import type { RoundRules, Target } from '../../core/game/letterTargets.logic';

/** the first mole pops up this long after the round begins (time to look at the field) */
export const FIRST_MOLE_MS = 1200;
/** no mole pops up in the round's last moments */
export const LAST_MOLE_BEFORE_END_MS = 800;

/**
 * 打地鼠 from its level and seed (the letter family's round, letterGame.logic.ts): a timed round,
 * no lives; every mole decided up front. Classic mode: the level is the opening, moles come ever
 * faster, CLASSIC_LIVES lives (a mole that hides again costs one) and no clock.
 */
export function setupWhackMole(input: GameInput<WhackMoleLevel>): { rules: RoundRules; targets: Target[] } {
  const { level } = input;
  return letterRound(
    input,
    { durationMs: level.durationMs, lives: null, clearBonusPerLife: 0 },
    { slots: level.holes, firstAt: FIRST_MOLE_MS, lastSpawnBefore: level.durationMs - LAST_MOLE_BEFORE_END_MS, lifeMs: level.upMs },
  );
}
