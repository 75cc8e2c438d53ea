import { z } from 'zod';
import { gameLevelBase } from '../../../contract/games/common';

/**
 * 太空大战 (space_war): enemy ships carrying English words fall toward the child's ship. The
 * first typed letter locks the lowest ship whose word starts with it; each right letter fires a
 * shot; a finished word destroys the ship; a ship reaching the bottom costs a life. Waves come
 * one after another, each faster than the last. All times are game ms.
 */
export const spaceWarWave = z.object({
  /** ships in this wave */
  ships: z.number().int().min(1).max(30),
  /** how long a ship takes from the top of the field to the bottom (smaller = faster) */
  fallMs: z.number().int().min(2000).max(30000),
  /** time between two ships of the wave */
  gapMs: z.number().int().min(300).max(10000),
});
export type SpaceWarWave = z.infer<typeof spaceWarWave>;

export const spaceWarLevel = gameLevelBase.extend({
  render_engine: z.literal('space_war'),
  /** words the ships carry: lowercase English letters only, words a child knows */
  words: z
    .array(z.string().regex(/^[a-z]{2,10}$/, '单词只能是 2 到 10 个小写英文字母'))
    .min(6, '至少需要 6 个单词')
    .refine((w) => new Set(w).size === w.length, '单词不能重复'),
  /** ships that may reach the bottom before the round is lost */
  lives: z.number().int().min(1).max(9),
  /** the waves in order; each is at least as fast as the one before */
  waves: z
    .array(spaceWarWave)
    .min(1)
    .refine((ws) => ws.every((w, i) => i === 0 || w.fallMs <= ws[i - 1]!.fallMs), '后面的波次不能比前面更慢'),
  /** pause between the last ship of a wave and the first of the next */
  waveGapMs: z.number().int().min(0).max(20000),
});
export type SpaceWarLevel = z.infer<typeof spaceWarLevel>;
