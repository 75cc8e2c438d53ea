import { z } from 'zod';
import { gameLevelBase } from '../../../contract/games/common';

/**
 * 气球 (balloon_pop): balloons carrying letters rise from the bottom; typing a letter pops the
 * balloon that shows it (points × the combo multiplier); a balloon that floats away at the top
 * costs a life and the combo. The round is `count` balloons: it is cleared when the last one is
 * popped or gone (a bonus per life left), or lost when the lives run out. All times are game ms.
 */
const span = (min: number, max: number) =>
  z.tuple([z.number().int().min(min).max(max), z.number().int().min(min).max(max)]).refine(([a, b]) => b <= a, '后段不能比前段更慢');

export const balloonPopLevel = gameLevelBase.extend({
  render_engine: z.literal('balloon_pop'),
  /** letters the balloons carry: lowercase, no repeats */
  letters: z
    .string()
    .regex(/^[a-z]{3,26}$/, '字母只能是 3 到 26 个小写英文字母')
    .refine((s) => new Set(s).size === s.length, '字母不能重复'),
  /** balloons in the round */
  count: z.number().int().min(5).max(200),
  /** lanes across the field */
  lanes: z.number().int().min(3).max(8),
  /** how long a balloon takes from the bottom to the top, for the first and the last balloon */
  riseMs: span(2000, 20000),
  /** time between two balloons, for the first and the last */
  gapMs: span(300, 6000),
  /** balloons in the air at once, at most */
  maxUp: z.number().int().min(1).max(8),
  lives: z.number().int().min(1).max(9),
  pointsPerHit: z.number().int().min(1).max(100),
  comboStep: z.number().int().min(2).max(20),
  maxMultiplier: z.number().int().min(1).max(8),
  /** bonus per life left when the round is cleared */
  lifeBonus: z.number().int().min(0).max(500),
});
export type BalloonPopLevel = z.infer<typeof balloonPopLevel>;
