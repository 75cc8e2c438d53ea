import type { Course } from '../contract/levels';
import keyboard from './courses/keyboard';
import pinyin from './courses/pinyin';
import hanzi from './courses/hanzi';
import englishText from './courses/englishText';
import numpad from './courses/numpad';

/** Every course, in the order the course page shows them. */
export const courses: Course[] = [keyboard, pinyin, hanzi, englishText, numpad];
