import { z } from 'zod';

/**
 * What every game level has (levels/games/, API.md Game). Each game adds its own tuning in
 * engines/games/<game>/<game>.level.ts with `gameLevelBase.extend({ render_engine: z.literal('<game>'), ... })`.
 */
export const starThresholds = z
  .tuple([z.number().int().nonnegative(), z.number().int().nonnegative(), z.number().int().nonnegative()])
  .refine(([a, b, c]) => a < b && b < c, '星级分数线必须递增');

export const gameLevelBase = z.object({
  /** unique within its game course; no '-' (the route is /games/{courseId}-{levelId}) */
  id: z.string().regex(/^[a-z0-9_]+$/, '关卡 id 只能包含小写字母、数字和下划线'),
  /** shown to children, e.g. 第1关 · 中排键 */
  name: z.string().min(1),
  render_engine: z.string().min(1),
  /** the score for 1, 2 and 3 stars */
  stars: starThresholds,
});
export type GameLevelBase = z.infer<typeof gameLevelBase>;

/** Stars for a score against the level's thresholds. Pure; used by machines and the server alike. */
export function starsForScore(score: number, [one, two, three]: readonly [number, number, number]): number {
  return score >= three ? 3 : score >= two ? 2 : score >= one ? 1 : 0;
}
