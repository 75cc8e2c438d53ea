import type { KeyCounts } from '../types';
import { accuracyOf, addKey } from '../stats';
import { starsForScore } from '../../../contract/games/common';
import { gameDurationOf, noProps, type PropState } from './props';
import type { GameOutcome } from './types';
import type { KeyLogEntry } from '../keyLog';

/**
 * The scoring every game keeps, and the outcome made from it. A game's context (or round) has
 * these fields among its own, and its rules change them only through the functions below, so a
 * right key, a wrong key and the end are counted the same way in every game. Pure; the server's
 * replay relies on the outcome being built in one place (its fields in one order).
 */
export interface Tally {
  score: number;
  /** right keys in a row (a wrong key, and in most games a loss, ends it) */
  combo: number;
  maxCombo: number;
  /** right keys (hits) */
  correct: number;
  /** wrong keys (misses) */
  wrong: number;
  /** per key: right and wrong presses (core/stats.ts) */
  keyStats: KeyCounts;
  /** the keys (and props) as the rules judged them, in order: what the server replays */
  log: KeyLogEntry[];
  /** why the round ended, null while it runs */
  endedBy: GameOutcome['endedBy'] | null;
  /** world time the round ended, null while it runs */
  endedAt: number | null;
}

/** A round's tally before its first key. */
export function newTally(): Tally {
  return { score: 0, combo: 0, maxCombo: 0, correct: 0, wrong: 0, keyStats: {}, log: [], endedBy: null, endedAt: null };
}

/** The tally with one more entry in the log (a key as judged, a commit or a prop). */
export function logged<T extends Tally>(tally: T, entry: KeyLogEntry): T {
  return { ...tally, log: [...tally.log, entry] };
}

/**
 * A right key: the combo grows (and the best combo with it), one more right, counted on `code`
 * when the key has one. Points are added with `scored`, after the game has read the new combo.
 */
export function rightKey<T extends Tally>(tally: T, code: string | undefined): T {
  const combo = tally.combo + 1;
  return {
    ...tally,
    combo,
    maxCombo: Math.max(tally.maxCombo, combo),
    correct: tally.correct + 1,
    keyStats: code ? addKey(tally.keyStats, code, true) : tally.keyStats,
  };
}

/** A wrong key: one more wrong, the combo broken, counted on `code` (the key that was due) when there is one. */
export function wrongKey<T extends Tally>(tally: T, code: string | undefined): T {
  return { ...tally, wrong: tally.wrong + 1, combo: 0, keyStats: code ? addKey(tally.keyStats, code, false) : tally.keyStats };
}

/** Points added to the score (the same tally when there are none). */
export function scored<T extends Tally>(tally: T, points: number): T {
  return points === 0 ? tally : { ...tally, score: tally.score + points };
}

/** How a streak raises the score: ×1, one more every `comboStep` right keys in a row, at most ×`maxMultiplier`. */
export interface StreakSteps {
  comboStep: number;
  maxMultiplier: number;
}

/** The streak of the games with lives (接苹果, 青蛙过河, 太空大战): one more every 10 right keys in a row, ×4 at most. */
export const LIVES_STREAK: StreakSteps = { comboStep: 10, maxMultiplier: 4 };

/** The one combo multiplier of the games, for a combo (the hit being scored included). The letter games take their steps from the level. */
export function multiplierOf(combo: number, steps: StreakSteps = LIVES_STREAK): number {
  return Math.min(steps.maxMultiplier, 1 + Math.floor(combo / steps.comboStep));
}

/** The multiplier a hit with this combo raised the score to, or null when it stayed (a game shows 得分 ×N！ then). */
export function raisedMultiplier(combo: number, steps: StreakSteps = LIVES_STREAK): number | null {
  const m = multiplierOf(combo, steps);
  return combo > 0 && m > multiplierOf(combo - 1, steps) ? m : null;
}

/** Bonus per life left when a game with lives is cleared (every apple down, every word over, every wave cleared). */
export const LIFE_BONUS = 50;

/** A game with lives cleared at world time `endedAt`: ended 'cleared', LIFE_BONUS per life left. */
export function clearedWithLives<T extends Tally & { now: number; lives: number }>(tally: T, endedAt: number): T {
  return scored(ended({ ...tally, now: endedAt }, 'cleared', endedAt), tally.lives * LIFE_BONUS);
}

/** The combo broken by something other than a key (a target escaped, a life lost). */
export function comboBroken<T extends Tally>(tally: T): T {
  return { ...tally, combo: 0 };
}

/** The round over, for `endedBy`, at world time `endedAt`. */
export function ended<T extends Tally>(tally: T, endedBy: GameOutcome['endedBy'], endedAt: number): T {
  return { ...tally, endedBy, endedAt };
}

export interface OutcomeRules {
  /** the level's star thresholds */
  stars: readonly [number, number, number];
  /** the props used: the duration is given back in game time (props.ts) */
  props?: PropState;
  /** what a round that never ended by itself counts as (the machine stopped early) */
  unended: GameOutcome['endedBy'];
}

/** The final state's output (GameOutcome): its fields in the order the server has always stored them. */
export function tallyOutcome(tally: Tally & { now: number }, rules: OutcomeRules): GameOutcome {
  return {
    score: tally.score,
    accuracy: accuracyOf(tally.correct, tally.wrong),
    correct: tally.correct,
    wrong: tally.wrong,
    maxCombo: tally.maxCombo,
    durationMs: gameDurationOf(rules.props ?? noProps, tally.endedAt ?? tally.now),
    stars: starsForScore(tally.score, rules.stars),
    endedBy: tally.endedBy ?? rules.unended,
    keyStats: tally.keyStats,
    log: tally.log,
  };
}
