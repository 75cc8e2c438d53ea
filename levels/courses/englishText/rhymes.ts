import type { Section, Targets } from '../../../contract/levels';
import { lesson, practice } from '../keyboard/build';

const first: Targets = { goalCpm: 30, minAccuracy: 88 };
const later: Targets = { goalCpm: 35, minAccuracy: 90 };

/** 童谣儿歌: traditional English nursery rhymes (public domain), shortest first. */
export const rhymes: Section = {
  id: 'et-rhymes',
  name: '童谣儿歌',
  description: '唱着英文童谣学打字，短短几行就能打完',
  vip: false,
  lessons: [
    lesson('et-rhymes-short', '短短的童谣', [
      practice('et-rhymes-rain', '雨儿雨儿快走开', [
        'Rain, rain, go away,',
        'Come again another day.',
        'Little Johnny wants to play.',
        'Rain, rain, go away.',
      ], first, '一首短短的童谣，先热热身'),
      practice('et-rhymes-boat', '划小船', [
        'Row, row, row your boat,',
        'Gently down the stream.',
        'Merrily, merrily, merrily, merrily,',
        'Life is but a dream.',
      ], first, 'merrily 是“快快乐乐地”'),
      practice('et-rhymes-lamb', '玛丽有只小羊羔', [
        'Mary had a little lamb,',
        'Its fleece was white as snow;',
        'And everywhere that Mary went,',
        'The lamb was sure to go.',
      ], first, '小羊羔白得像雪'),
      practice('et-rhymes-star', '一闪一闪亮晶晶', [
        'Twinkle, twinkle, little star,',
        'How I wonder what you are!',
        'Up above the world so high,',
        'Like a diamond in the sky.',
      ], first, '边打边唱，逗号也要打'),
      practice('et-rhymes-clock', '老鼠爬钟', [
        'Hickory, dickory, dock,',
        'The mouse ran up the clock.',
        'The clock struck one,',
        'The mouse ran down,',
        'Hickory, dickory, dock.',
      ], first, '老鼠爬上钟，又跑下来'),
    ]),
    lesson('et-rhymes-long', '长一点的童谣', [
      practice('et-rhymes-jill', '杰克和吉尔', [
        'Jack and Jill went up the hill',
        'To fetch a pail of water.',
        'Jack fell down and broke his crown,',
        'And Jill came tumbling after.',
      ], later, '两个小朋友上山打水'),
      practice('et-rhymes-humpty', '蛋壳先生', [
        'Humpty Dumpty sat on a wall,',
        'Humpty Dumpty had a great fall.',
        "All the king's horses",
        "And all the king's men",
        "Couldn't put Humpty together again.",
      ], later, '单引号也要打对哦'),
      practice('et-rhymes-shoe', '一二系鞋带', [
        'One, two, buckle my shoe;',
        'Three, four, knock at the door;',
        'Five, six, pick up sticks;',
        'Seven, eight, lay them straight;',
        'Nine, ten, a big fat hen.',
      ], later, '从 one 数到 ten 的童谣'),
      practice('et-rhymes-moon', '奶牛跳过月亮', [
        'Hey diddle diddle,',
        'The cat and the fiddle,',
        'The cow jumped over the moon;',
        'The little dog laughed',
        'To see such sport,',
        'And the dish ran away with the spoon.',
      ], later, '一首好玩的童谣'),
      practice('et-rhymes-sheep', '黑绵羊', [
        'Baa, baa, black sheep,',
        'Have you any wool?',
        'Yes, sir, yes, sir,',
        'Three bags full.',
        'One for the master,',
        'One for the dame,',
        'And one for the little boy',
        'Who lives down the lane.',
      ], later, '最长的一首童谣，加油'),
    ]),
  ],
};
