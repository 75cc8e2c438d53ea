import type { Course } from '../../contract/levels';
import grade1a from './hanzi/grade1a';
import grade1b from './hanzi/grade1b';
import grade2a from './hanzi/grade2a';
import grade2b from './hanzi/grade2b';
import grade3 from './hanzi/grade3';
import words from './hanzi/words';
import sentences from './hanzi/sentences';
import passages from './hanzi/passages';

/**
 * 汉字输入 (logographic, typed through the system IME): 部编版 生字 by grade, then 词语, 句子 and
 * 短文. Lists put a full-width space between entries (not typed); sentences use full-width punctuation.
 * 一年级 and 二年级上册 show pinyin above the text. 一年级上册 is free; the rest needs VIP.
 */
const course: Course = {
  id: 'hanzi',
  name: '汉字输入',
  description: '用输入法打汉字：从一年级的生字开始，到词语、句子和小短文。',
  color: '#e5484d',
  icon: '字',
  sections: [grade1a, grade1b, grade2a, grade2b, grade3, words, sentences, passages],
};
export default course;
