import { z } from 'zod';
import { gameLevelBase } from '../../../contract/games/common';

/**
 * 打地鼠 (whack_mole): moles pop out of holes, each showing a letter; typing the letter whacks
 * it (points × the combo multiplier); a mole not whacked in time hides again and breaks the
 * combo. The round lasts `durationMs`; moles come faster and stay shorter as it goes on.
 * All times are game ms.
 */
const span = (min: number, max: number) =>
  z.tuple([z.number().int().min(min).max(max), z.number().int().min(min).max(max)]).refine(([a, b]) => b <= a, '后段不能比前段更慢');

export const whackMoleLevel = gameLevelBase.extend({
  render_engine: z.literal('whack_mole'),
  /** letters the moles show: lowercase, no repeats (home row first, then all rows) */
  letters: z
    .string()
    .regex(/^[a-z]{3,26}$/, '字母只能是 3 到 26 个小写英文字母')
    .refine((s) => new Set(s).size === s.length, '字母不能重复'),
  /** holes in the field: 6 (2×3) or 9 (3×3) */
  holes: z.union([z.literal(6), z.literal(9)]),
  /** the round's length */
  durationMs: z.number().int().min(15000).max(180000),
  /** how long a mole stays up, at the start and at the end of the round */
  upMs: span(600, 8000),
  /** time between two moles, at the start and at the end of the round */
  gapMs: span(300, 6000),
  /** moles up at once, at most */
  maxUp: z.number().int().min(1).max(5),
  /** points for a whack at ×1; the multiplier grows by one every `comboStep` whacks in a row up to `maxMultiplier` */
  pointsPerHit: z.number().int().min(1).max(100),
  comboStep: z.number().int().min(2).max(20),
  maxMultiplier: z.number().int().min(1).max(5),
});
export type WhackMoleLevel = z.infer<typeof whackMoleLevel>;
