import type { Section, Targets } from '../../../contract/levels';
import { lesson, practice } from '../keyboard/build';

const first: Targets = { goalCpm: 40, minAccuracy: 90 };
const later: Targets = { goalCpm: 45, minAccuracy: 91 };

/** 我的一天: short original paragraphs about a pupil's day, with a title line. */
export const days: Section = {
  id: 'et-days',
  name: '我的一天',
  description: '用简单的句子说说自己的生活',
  vip: true,
  lessons: [
    lesson('et-days-home', '从早到晚', [
      practice('et-days-morning', '我的早晨', [
        'My Morning',
        'I get up at seven. I wash my face and',
        'brush my teeth. Mum makes noodles for',
        'me. I say, "Bye, Mum!" and go to',
        'school.',
      ], first, '早上你都做些什么'),
      practice('et-days-after', '放学以后', [
        'After School',
        'After school I do my homework first.',
        'Then I play with my sister in the',
        'yard. We jump rope and count to one',
        'hundred.',
      ], first, '先写作业再玩'),
      practice('et-days-bedtime', '睡觉前', [
        'Bedtime',
        "At nine o'clock I take a bath and put",
        'on my pajamas. Dad reads a story to',
        'me. I close my eyes and say, "Good',
        'night, Dad."',
      ], first, '睡前听一个故事'),
      practice('et-days-school', '在学校', [
        'At School',
        'I am in Class Two, Grade Three. Our',
        'English teacher is Miss Wang. She is',
        'kind and funny. We sing songs and play',
        'games in class.',
      ], first, '说说你的英语老师'),
    ]),
    lesson('et-days-around', '身边的人和事', [
      practice('et-days-lunch', '午饭时间', [
        'Lunch Time',
        "It is twelve o'clock. It is time for",
        'lunch. Today we have rice, chicken and',
        'green beans. I eat it all up. Then I',
        'drink some warm water.',
      ], later, '午饭吃光光，身体棒棒'),
      practice('et-days-cat', '我的小猫', [
        'My Pet Cat',
        'I have a little cat. Her name is Mimi.',
        'She is white with a black tail. She',
        'likes fish and milk. At night she',
        'sleeps at the end of my bed.',
      ], later, '小猫咪咪爱吃什么'),
      practice('et-days-park', '去公园', [
        'At the Park',
        'On Saturday we go to the park. The',
        'flowers are red and yellow. Some birds',
        'sing in the trees. Grandpa flies a big',
        'kite. It goes up, up, up!',
      ], later, '公园里有什么'),
      practice('et-days-friend', '我的好朋友', [
        'My Best Friend',
        'My best friend is Lin Tao. He is tall',
        'and thin. He has short black hair. He',
        'likes football and I like drawing. We',
        'often read books together.',
      ], later, '你的好朋友是什么样子的'),
    ]),
  ],
};
