import { z } from 'zod';
import { gameLevelBase } from '../../../contract/games/common';

/**
 * 接苹果 (apple_catch): apples carrying numbers fall from a tree. The child types an apple's number
 * on the number pad and presses Enter to catch it in the basket before it reaches the ground; an
 * apple on the ground costs a life. Numbers are whole numbers in a range, prices with two decimals
 * (12.50) or 11-digit phone numbers. Apples fall faster as the round goes on. All times are game ms.
 */
export const appleNumbers = z.discriminatedUnion('kind', [
  /** whole numbers from min to max (both included) */
  z
    .object({ kind: z.literal('whole'), min: z.number().int().min(0).max(99_999), max: z.number().int().min(1).max(99_999) })
    .refine((n) => n.min < n.max, '数字范围的最小值必须小于最大值'),
  /** prices in yuan with two decimals, from 0.xx up to maxYuan.xx */
  z.object({ kind: z.literal('price'), maxYuan: z.number().int().min(1).max(9999) }),
  /** 11-digit mobile numbers starting with 13, 15, 17, 18 or 19 */
  z.object({ kind: z.literal('phone') }),
]);
export type AppleNumbers = z.infer<typeof appleNumbers>;

/** A [first apple, last apple] pair: the apples in between change evenly. */
const firstToLast = (min: number, max: number) =>
  z.tuple([z.number().int().min(min).max(max), z.number().int().min(min).max(max)]).refine(([first, last]) => last <= first, '后面的苹果不能比前面的更慢');

export const appleCatchLevel = gameLevelBase.extend({
  render_engine: z.literal('apple_catch'),
  numbers: appleNumbers,
  /** apples in the round */
  apples: z.number().int().min(3).max(60),
  /** apples that may reach the ground before the round is lost */
  lives: z.number().int().min(1).max(9),
  /** how long an apple takes from the tree to the ground, for the first and the last apple (smaller = faster) */
  fallMs: firstToLast(2500, 30000),
  /** time between two apples leaving the tree, for the first and the last gap */
  gapMs: firstToLast(400, 15000),
});
export type AppleCatchLevel = z.infer<typeof appleCatchLevel>;
