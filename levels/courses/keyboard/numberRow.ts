import type { Section, Targets } from '../../../contract/levels';
import { lesson, practice, video } from './build';

// The number row is two rows up from home: speed only creeps up, accuracy matters more.
const reach: Targets = { goalCpm: 30, minAccuracy: 88 };
const mixed: Targets = { goalCpm: 32, minAccuracy: 88 };

/** 数字键: 1–0 on the top row, by the same fingers as the letters below them, then numbers in words. */
export const numberRow: Section = {
  id: 'kb-numbers',
  name: '数字键',
  description: '手指爬到最高层：1 2 3 4 5 6 7 8 9 0',
  vip: true,
  lessons: [
    lesson('kb-numbers-intro', '爬到最高层', [
      video('kb-numbers-video', '看一看：数字键谁来按', [
        ['4', '左手食指从 F 向上爬两层，按 4'],
        ['5', '左手食指往右上再伸一点，按 5'],
        ['7', '右手食指从 J 向上爬两层，按 7'],
        ['6', '右手食指往左上伸一点，按 6'],
        ['3', '左手中指向上爬两层，按 3'],
        ['8', '右手中指向上爬两层，按 8'],
        ['2', '左手无名指向上爬两层，按 2'],
        ['9', '右手无名指向上爬两层，按 9'],
        ['1', '左手小指向上爬两层，按 1'],
        ['0', '右手小指向上爬两层，按 0'],
      ], '数字键离家远，按完一定要回家'),
    ]),
    lesson('kb-numbers-index', '食指：4 5 6 7', [
      practice('kb-numbers-45', '左手食指找 4 和 5', ['fff 444 fff 555', 'f4 f5 4f 5f', '45 54 44 55 454'], reach,
        '4 和 5 都归左手食指'),
      practice('kb-numbers-67', '右手食指找 6 和 7', ['jjj 777 jjj 666', 'j7 j6 7j 6j', '67 76 66 77 676'], reach,
        '6 和 7 都归右手食指'),
      practice('kb-numbers-4567', '4 5 6 7 混一混', ['45 67 54 76', '456 765 4567', '74 65 47 56'], reach,
        '左手右手轮流来'),
    ]),
    lesson('kb-numbers-middle', '中指和无名指：3 8 2 9', [
      practice('kb-numbers-38', '中指找 3 和 8', ['ddd 333 kkk 888', 'd3 k8 3d 8k', '38 83 338 883'], reach,
        '3 在 E 的楼上，8 在 I 的楼上'),
      practice('kb-numbers-29', '无名指找 2 和 9', ['sss 222 lll 999', 's2 l9 2s 9l', '29 92 229 992'], reach,
        '2 在 W 的楼上，9 在 O 的楼上'),
    ]),
    lesson('kb-numbers-pinky', '小指：1 和 0', [
      practice('kb-numbers-10', '小指找 1 和 0', ['aaa 111 ;;; 000', 'a1 ;0 1a 0;', '10 01 100 1000'], reach,
        '0 是圆圆的，像一个鸡蛋'),
      practice('kb-numbers-all', '十个数字排排队', ['1234567890', '0987654321', '13579 24680'], mixed,
        '单数和双数，一起排队'),
    ]),
    lesson('kb-numbers-words', '数字和单词', [
      practice('kb-numbers-words-1', '数一数', ['3 cats and 5 dogs', '10 pens, 12 books', '7 days in a week'], mixed,
        '数字和字母一起打'),
      practice('kb-numbers-words-2', '我们的班级', ['my sister is 8.', 'our room is 205.', 'bus 18 comes at 7.', 'we have 40 desks.'], mixed,
        '说一说你的班级有多少人'),
    ]),
  ],
};
