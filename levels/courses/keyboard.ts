import type { Course } from '../../contract/levels';
import { bottomRow } from './keyboard/bottomRow';
import { homeRow } from './keyboard/homeRow';
import { numberRow } from './keyboard/numberRow';
import { sentences } from './keyboard/sentences';
import { shiftPunctuation } from './keyboard/shiftPunctuation';
import { topRow } from './keyboard/topRow';
import { words } from './keyboard/words';

/**
 * 键盘指法: the English keyboard, home row → top row → bottom row → numbers → Shift and
 * punctuation → words → sentences. The first two sections are free (a child learns all the
 * letter keys of the upper half before meeting VIP); the rest need VIP.
 */
const course: Course = {
  id: 'keyboard',
  name: '键盘指法',
  description: '从基准键开始，一个手指一个手指地学会盲打',
  color: '#ff7a2f',
  icon: '⌨️',
  sections: [homeRow, topRow, bottomRow, numberRow, shiftPunctuation, words, sentences],
};
export default course;
