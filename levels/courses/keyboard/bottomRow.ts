import type { Section, Targets } from '../../../contract/levels';
import { lesson, practice, video } from './build';

const reach: Targets = { goalCpm: 28, minAccuracy: 87 };
const words: Targets = { goalCpm: 30, minAccuracy: 87 };

/** 下排键: each finger steps one row down (V M, B N, C comma, X period, Z slash), then words and sentences. */
export const bottomRow: Section = {
  id: 'kb-bottom',
  name: '下排键',
  description: '手指向下走一层：Z X C V B N M , . /',
  vip: true,
  lessons: [
    lesson('kb-bottom-intro', '手指下楼梯', [
      video('kb-bottom-video', '看一看：下排键谁来按', [
        ['v', '左手食指从 F 向下走，按 V'],
        ['m', '右手食指从 J 向下走，按 M'],
        ['b', '左手食指往右下伸远一点，按 B'],
        ['n', '右手食指往左下伸，按 N'],
        ['c', '左手中指从 D 向下，按 C'],
        [',', '右手中指从 K 向下，按逗号 ,'],
        ['x', '左手无名指向下，按 X'],
        ['.', '右手无名指向下，按句号 .'],
        ['z', '左手小指向下，按 Z'],
        ['/', '右手小指向下，按斜线 /'],
      ], '走下去，按一下，马上回家'),
    ]),
    lesson('kb-bottom-vm', '食指下楼：V 和 M', [
      practice('kb-bottom-vm-1', '食指找 V 和 M', ['fff vvv jjj mmm', 'fv fv jm jm', 'vf mj vmv mvm'], reach,
        'V 在 F 的楼下，M 在 J 的楼下'),
      practice('kb-bottom-vm-2', 'V M 小单词', ['mom my arm milk', 'five love move', 'game time home room'], reach,
        'mom 和 my，你会打了'),
    ]),
    lesson('kb-bottom-bn', '食指斜下：B 和 N', [
      practice('kb-bottom-bn-1', '食指找 B 和 N', ['fff bbb jjj nnn', 'fb fb jn jn', 'bf nj bnb nbn'], reach,
        'B 和 N 离家远，食指斜着伸'),
      practice('kb-bottom-bn-2', 'B N 小单词', ['bus bed big book', 'nine ten sun fun', 'banana bread brown'], reach,
        'banana 里有好多 n 和 a'),
    ]),
    lesson('kb-bottom-c', '中指下楼：C 和逗号', [
      practice('kb-bottom-c-1', '中指找 C 和 ,', ['ddd ccc kkk ,,,', 'dc dc k, k,', 'cd ,k c, ,c'], reach,
        '逗号后面通常跟一个空格'),
      practice('kb-bottom-c-2', 'C 和逗号小单词', ['cat, cow, cake', 'cup, car, clock', 'rice, juice, pencil'], reach,
        '打完逗号，别忘了空格'),
    ]),
    lesson('kb-bottom-x', '无名指下楼：X 和句号', [
      practice('kb-bottom-x-1', '无名指找 X 和 .', ['sss xxx lll ...', 'sx sx l. l.', 'xs .l x. .x'], reach,
        '句号就在 L 的楼下'),
      practice('kb-bottom-x-2', 'X 和句号小句子', ['six boxes.', 'a fox in a box.', 'mix it. fix it.', 'a taxi is next.'], reach,
        '一句话说完，打一个句号'),
    ]),
    lesson('kb-bottom-z', '小指下楼：Z 和斜线', [
      practice('kb-bottom-z-1', '小指找 Z 和 /', ['aaa zzz ;;; ///', 'az az ;/ ;/', 'za /; z/ /z'], reach,
        '小指向下走一步'),
      practice('kb-bottom-z-2', 'Z 和斜线小单词', ['zoo zebra zero', 'size pizza lazy', 'yes/no he/she quiz'], reach,
        '斜线 / 可以表示“或者”'),
    ]),
    lesson('kb-bottom-words', '全键盘单词', [
      practice('kb-bottom-words-1', '我的身体', ['nose mouth arm', 'hand neck back', 'knee body face'], words,
        '一边打一边指一指'),
      practice('kb-bottom-words-2', '我的书包', ['book pencil ruler', 'bag desk chair', 'class teacher'], words,
        '26 个字母全都学会啦'),
      practice('kb-bottom-words-3', '下排小句子', ['my cat is in the box.', 'we can run, jump and swim.', 'zebras live in the zoo.'], words,
        '逗号和句号都要打对'),
    ]),
  ],
};
