import { z } from 'zod';
import { gameLevelBase } from '../../../contract/games/common';

/**
 * 赛车 (car_race): the child's car races two pace cars along a track. The child's car moves one
 * step for every right character of a real sentence or passage (English letters, spaces and
 * punctuation; or 汉字 committed through the system IME), so its speed is the child's typing
 * speed; the pace cars drive at the level's speeds (characters a minute). The place decides the
 * stars: the score is the place bonus plus points for right characters, and the star
 * thresholds are the place bonuses (1st 3 stars, 2nd 2, 3rd 1, not finished 0).
 */

/** score for finishing 1st, 2nd, 3rd (the points for characters always stay below the step between places) */
export const RACE_PLACE_BONUS = [6000, 4000, 2000] as const;
/** the star thresholds every level has: 3rd place is 1 star, 2nd 2, 1st 3 */
export const RACE_STARS: [number, number, number] = [2000, 4000, 6000];
/** the most characters a passage may have, so the character points stay under 2000 (20 a character at most) */
export const RACE_MAX_CHARS = 90;

const ENGLISH = /^[A-Za-z]+(?: ?[A-Za-z.,!?']+)*[.!?]$/;
const HANZI = /^[\u4e00-\u9fff，。！？、：；“”‘’《》]+$/;

export const carRaceLevel = gameLevelBase
  .extend({
    render_engine: z.literal('car_race'),
    /** en: English typed letter by letter (spaces included); zh: 汉字 committed through the system IME */
    language: z.enum(['en', 'zh']),
    /** one is drawn from the seed for each round */
    passages: z.array(z.string().min(4, '句子至少 4 个字符').max(RACE_MAX_CHARS, `句子最多 ${RACE_MAX_CHARS} 个字符`)).min(3, '至少需要 3 个句子'),
    /** the two pace cars' speeds in characters a minute (字/分), slower first */
    paceCpm: z
      .tuple([z.number().int().min(5).max(300), z.number().int().min(5).max(300)])
      .refine(([slow, fast]) => slow < fast, '第二辆陪跑车要比第一辆快'),
  })
  .superRefine((level, ctx) => {
    if (level.stars.some((s, i) => s !== RACE_STARS[i])) ctx.addIssue({ code: 'custom', path: ['stars'], message: '赛车的星星由名次决定：分数线必须是 2000、4000、6000' });
    level.passages.forEach((p, i) => {
      if (level.language === 'en' && !ENGLISH.test(p)) ctx.addIssue({ code: 'custom', path: ['passages', i], message: '英文句子只能有字母、单个空格和 .,!?\'，并以 . ! ? 结尾' });
      if (level.language === 'zh' && !HANZI.test(p)) ctx.addIssue({ code: 'custom', path: ['passages', i], message: '汉字句子只能有汉字和中文标点，不能有空格' });
    });
  });
export type CarRaceLevel = z.infer<typeof carRaceLevel>;
