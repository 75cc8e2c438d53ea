import { z } from 'zod';

/**
 * The level-schema fragment of the letter games (the letter family: 打地鼠, 气球, and any game whose
 * targets carry letters), spread into a game's `<name>.level.ts` where its own fields stand:
 * `gameLevelBase.extend({ render_engine, letters, …its fields…, gapMs, maxUp, ...letterScoring(n) })`.
 * Its round comes from the same fields (letterGame.logic.ts, `letterRound`). Pure.
 */

/** A tuning that runs linearly over the round: [at the start, at the end], the end never slower. */
export const span = (min: number, max: number) =>
  z.tuple([z.number().int().min(min).max(max), z.number().int().min(min).max(max)]).refine(([a, b]) => b <= a, '后段不能比前段更慢');

/** letters the targets carry: lowercase, no repeats */
export const letters = z
  .string()
  .regex(/^[a-z]{3,26}$/, '字母只能是 3 到 26 个小写英文字母')
  .refine((s) => new Set(s).size === s.length, '字母不能重复');

/** time between two targets, for the first and the last */
export const gapMs = span(300, 6000);

/** targets up at once, at most */
export const maxUp = (most: number) => z.number().int().min(1).max(most);

/**
 * Scoring by streak: points for a hit at ×1; the multiplier grows by one every `comboStep` hits in
 * a row up to `maxMultiplier` (at most `most`). tally.logic.ts multiplierOf counts it.
 */
export const letterScoring = (most: number) => ({
  pointsPerHit: z.number().int().min(1).max(100),
  comboStep: z.number().int().min(2).max(20),
  maxMultiplier: z.number().int().min(1).max(most),
});

/** What every letter level holds (the fields above, and its stars): what `letterRound` reads. */
export interface LetterLevel {
  letters: string;
  gapMs: readonly [number, number];
  maxUp: number;
  pointsPerHit: number;
  comboStep: number;
  maxMultiplier: number;
  stars: readonly [number, number, number];
}
