import { z } from 'zod';
import { gameLevelBase } from '../../../contract/games/common';

/**
 * 青蛙过河 (frog_river): lily pads carrying 汉字 and their pinyin drift down a river. Typing the
 * leading word's pinyin (tones not typed, ü as v) makes the frog jump onto its pads one syllable
 * after another and on to the far bank; a word whose first pad drifts out of the river before the
 * frog is across costs a life. Waves come one after another, each flowing at least as fast.
 */
const HAN = /^\p{Script=Han}+$/u;
/** one syllable: small letters, ü, and vowels with a tone mark (1 to 6 letters typed) */
const SYLLABLE = /^[a-zāáǎàēéěèīíǐìōóǒòūúǔùüǖǘǚǜ]{1,6}$/;

export const frogRiverWord = z
  .object({
    /** the characters, one pad each (for 声母 and 韵母 an example character) */
    hanzi: z.string().regex(HAN, '汉字一栏只能写汉字'),
    /** one tone-marked syllable per character, separated by spaces (for 声母 and 韵母 the sound itself) */
    pinyin: z.string().min(1),
  })
  .refine((w) => w.pinyin.trim().split(/\s+/).length === Array.from(w.hanzi).length, '拼音的音节数要和汉字的个数一样')
  .refine((w) => w.pinyin.trim().split(/\s+/).every((s) => SYLLABLE.test(s.normalize('NFC'))), '拼音只能由小写字母和声调组成，每个音节最多 6 个字母');
export type FrogRiverWord = z.infer<typeof frogRiverWord>;

export const frogRiverWave = z.object({
  /** words (groups of pads) in this wave */
  words: z.number().int().min(1).max(30),
  /** how long a pad takes to drift across the whole river (smaller = a faster river) */
  driftMs: z.number().int().min(3000).max(40000),
  /** time between two words of the wave (the schedule adds room when pads would touch) */
  gapMs: z.number().int().min(300).max(15000),
});
export type FrogRiverWave = z.infer<typeof frogRiverWave>;

export const frogRiverLevel = gameLevelBase.extend({
  render_engine: z.literal('frog_river'),
  /** what the pads carry: real 汉字 a child knows with their pinyin */
  words: z
    .array(frogRiverWord)
    .min(6, '至少需要 6 个词')
    .refine((ws) => new Set(ws.map((w) => w.hanzi + w.pinyin)).size === ws.length, '词不能重复'),
  /** words that may drift away before the round is lost */
  lives: z.number().int().min(1).max(9),
  /** the waves in order; the river never slows down */
  waves: z
    .array(frogRiverWave)
    .min(1)
    .refine((ws) => ws.every((w, i) => i === 0 || w.driftMs <= ws[i - 1]!.driftMs), '后面的波次河水不能比前面更慢'),
  /** pause between the last word of a wave and the first of the next */
  waveGapMs: z.number().int().min(0).max(20000),
});
export type FrogRiverLevel = z.infer<typeof frogRiverLevel>;
