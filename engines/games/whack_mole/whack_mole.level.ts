import { z } from 'zod';
import { gameLevelBase } from '../../../contract/games/common';
import { gapMs, letters, letterScoring, maxUp, span } from '../../core/game/letterLevel';

/**
 * 打地鼠 (whack_mole): moles pop out of holes, each showing a letter (home row first, then all
 * rows); typing the letter whacks it (points × the combo multiplier); a mole not whacked in time
 * hides again and breaks the combo. The round lasts `durationMs`; moles come faster and stay
 * shorter as it goes on. All times are game ms. The letter fields are the family's
 * (engines/core/game/letterLevel.ts).
 */
export const whackMoleLevel = gameLevelBase.extend({
  render_engine: z.literal('whack_mole'),
  letters,
  /** holes in the field: 6 (2×3) or 9 (3×3) */
  holes: z.union([z.literal(6), z.literal(9)]),
  /** the round's length */
  durationMs: z.number().int().min(15000).max(180000),
  /** how long a mole stays up, at the start and at the end of the round */
  upMs: span(600, 8000),
  gapMs,
  maxUp: maxUp(5),
  ...letterScoring(5),
});
export type WhackMoleLevel = z.infer<typeof whackMoleLevel>;
