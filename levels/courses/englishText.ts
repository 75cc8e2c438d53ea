import type { Course } from '../../contract/levels';
import { days } from './englishText/days';
import { letters } from './englishText/letters';
import { rhymes } from './englishText/rhymes';
import { stories } from './englishText/stories';

/**
 * 英文短文: whole passages on the keyboard, graded by length and vocabulary — nursery rhymes,
 * then a pupil's day, cards, letters and diary entries, then stories. The rhymes are free;
 * the rest need VIP. Texts are ASCII (straight quotes) and wrapped at 38 characters.
 */
const course: Course = {
  id: 'english-text',
  name: '英文短文',
  description: '打童谣、日记和小故事，打字又快又准',
  color: '#3fa7f5',
  icon: '📖',
  sections: [rhymes, days, letters, stories],
};
export default course;
