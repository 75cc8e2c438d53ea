import { z } from 'zod';
import { gameLevelBase } from '../../../contract/games/common';
import { gapMs, letters, letterScoring, maxUp, span } from '../../core/game/letterLevel';

/**
 * 小鱼吐泡泡 (fish_bubble): little fish on the sea floor blow bubbles, each carrying a letter, that
 * rise to the surface; typing a letter pops the bubble that shows it (points × the combo
 * multiplier); a bubble that reaches the surface breaks there and the combo with it. The round lasts
 * `durationMs`, with no lives (a gentle game for the youngest). All times are game ms. The letter
 * fields are the family's (engines/core/game/letterLevel.ts).
 */
export const fishBubbleLevel = gameLevelBase.extend({
  render_engine: z.literal('fish_bubble'),
  letters,
  /** fish along the sea floor, each blowing its own bubbles */
  fish: z.number().int().min(3).max(7),
  /** the round's length */
  durationMs: z.number().int().min(20000).max(180000),
  /** how long a bubble takes from the fish's mouth to the surface, at the start and at the end */
  riseMs: span(2000, 20000),
  gapMs,
  maxUp: maxUp(7),
  ...letterScoring(6),
});
export type FishBubbleLevel = z.infer<typeof fishBubbleLevel>;
