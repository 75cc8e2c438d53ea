import { z } from 'zod';
import { gameLevelBase } from '../../../contract/games/common';
import { gapMs, letters, letterScoring, maxUp, span } from '../../core/game/letterLevel';

/**
 * 气球 (balloon_pop): balloons carrying letters rise from the bottom; typing a letter pops the
 * balloon that shows it (points × the combo multiplier); a balloon that floats away at the top
 * costs a life and the combo. The round is `count` balloons: it is cleared when the last one is
 * popped or gone (a bonus per life left), or lost when the lives run out. All times are game ms.
 * The letter fields are the family's (engines/core/game/letterLevel.ts).
 */
export const balloonPopLevel = gameLevelBase.extend({
  render_engine: z.literal('balloon_pop'),
  letters,
  /** balloons in the round */
  count: z.number().int().min(5).max(200),
  /** lanes across the field */
  lanes: z.number().int().min(3).max(8),
  /** how long a balloon takes from the bottom to the top, for the first and the last balloon */
  riseMs: span(2000, 20000),
  gapMs,
  maxUp: maxUp(8),
  lives: z.number().int().min(1).max(9),
  ...letterScoring(8),
  /** bonus per life left when the round is cleared */
  lifeBonus: z.number().int().min(0).max(500),
});
export type BalloonPopLevel = z.infer<typeof balloonPopLevel>;
