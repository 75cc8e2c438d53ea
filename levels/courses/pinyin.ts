import type { Course } from '../../contract/levels';
import initials from './pinyin/initials';
import finals from './pinyin/finals';
import wholeSyllables from './pinyin/wholeSyllables';
import syllables from './pinyin/syllables';
import words from './pinyin/words';
import sentences from './pinyin/sentences';
import poems from './pinyin/poems';

/**
 * 拼音 (typing_pinyin): the 部编版 一年级 order — 声母, 韵母, 整体认读音节, 两拼/三拼音节 — then words,
 * short sentences and read-along 古诗. 声母 and 韵母 are free, so every child meets all the letters of
 * 汉语拼音 before VIP; putting them together into syllables, words, sentences and poems needs VIP.
 * Tones follow the dictionary; 一 and 不 keep their dictionary tone (yī, bù), as pinyin-pro gives
 * with toneSandhi off. levels/pinyin.test.ts checks every item against pinyin-pro.
 */
const course: Course = {
  id: 'pinyin',
  name: '拼音',
  description: '从声母韵母学起，拼音节、打词语、读短句，最后跟读古诗。',
  color: '#ff8a3d',
  icon: '拼',
  sections: [initials, finals, wholeSyllables, syllables, words, sentences, poems],
};
export default course;
