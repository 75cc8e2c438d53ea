import type { Section, Targets } from '../../../contract/levels';
import { lesson, practice, video } from './build';

const reach: Targets = { goalCpm: 24, minAccuracy: 86 };
const words: Targets = { goalCpm: 28, minAccuracy: 86 };

/** 上排键: each finger climbs one row up, in pairs (E I, R U, T Y, W O, Q P), then words of both rows. */
export const topRow: Section = {
  id: 'kb-top',
  name: '上排键',
  description: '手指向上爬一层：Q W E R T Y U I O P',
  vip: false,
  lessons: [
    lesson('kb-top-intro', '手指爬楼梯', [
      video('kb-top-video', '看一看：上排键谁来按', [
        ['e', '左手中指从 D 向上伸，按 E，再回到 D'],
        ['i', '右手中指从 K 向上伸，按 I'],
        ['r', '左手食指从 F 向上伸，按 R'],
        ['u', '右手食指从 J 向上伸，按 U'],
        ['t', '左手食指再往右上伸远一点，按 T'],
        ['y', '右手食指往左上伸，按 Y'],
        ['w', '左手无名指向上，按 W'],
        ['o', '右手无名指向上，按 O'],
        ['q', '左手小指向上，按 Q'],
        ['p', '右手小指向上，按 P'],
      ], '伸出去，按一下，马上回家'),
    ]),
    lesson('kb-top-ei', '中指上楼：E 和 I', [
      practice('kb-top-ei-1', '中指找 E 和 I', ['ddd eee kkk iii', 'de de ki ki', 'ed ik eded ikik'], reach,
        'E 和 I 就在 D 和 K 的楼上'),
      practice('kb-top-ei-2', 'E I 小单词', ['see sea lake like', 'hide side kid lid', 'feel seed ideal'], reach,
        '有了 E 和 I，单词多了好多'),
    ]),
    lesson('kb-top-ru', '食指上楼：R 和 U', [
      practice('kb-top-ru-1', '食指找 R 和 U', ['fff rrr jjj uuu', 'fr fr ju ju', 'rf uj rur uru'], reach,
        'R 在 F 的楼上，U 在 J 的楼上'),
      practice('kb-top-ru-2', 'R U 小单词', ['red rug fur jar', 'read ride rule', 'sure dark hard user'], reach,
        '打完 R 和 U，食指回到小横线'),
    ]),
    lesson('kb-top-ty', '食指斜着伸：T 和 Y', [
      practice('kb-top-ty-1', '食指找 T 和 Y', ['fff ttt jjj yyy', 'ft ft jy jy', 'tf yj tyt yty'], reach,
        'T 和 Y 离家远一点，伸得斜一点'),
      practice('kb-top-ty-2', 'T Y 小单词', ['yes yet try sky', 'tea eat sit day', 'say dirty tidy'], reach,
        '食指最忙啦，要记得回家'),
    ]),
    lesson('kb-top-wo', '无名指上楼：W 和 O', [
      practice('kb-top-wo-1', '无名指找 W 和 O', ['sss www lll ooo', 'sw sw lo lo', 'ws ol wow owo'], reach,
        'W 在 S 的楼上，O 在 L 的楼上'),
      practice('kb-top-wo-2', 'W O 小单词', ['two who wow owl', 'old dog word road', 'slow work food look'], reach,
        '无名指要伸直哦'),
    ]),
    lesson('kb-top-qp', '小指上楼：Q 和 P', [
      practice('kb-top-qp-1', '小指找 Q 和 P', ['aaa qqq ;;; ppp', 'aq aq ;p ;p', 'qa pa qp pq'], reach,
        '小指最小，也能爬上楼'),
      practice('kb-top-qp-2', 'Q P 小单词', ['pig pet pear top', 'stop soup park', 'happy paper purple'], reach,
        '上排十个键都学会啦'),
    ]),
    lesson('kb-top-words', '上排单词', [
      practice('kb-top-words-1', '好吃的', ['pie tea egg pear', 'soup salad sugar', 'hot tea; ripe pear'], words,
        '这些好吃的你都喜欢吗'),
      practice('kb-top-words-2', '动物朋友', ['pig dog owl goat', 'horse sheep tiger', 'turtle parrot'], words,
        '一边打一边想想它们的样子'),
      practice('kb-top-words-3', '上排小句子', ['we like pie', 'the dog is at the door', 'we play at the park'], words,
        '句子里的空格也要打对'),
    ]),
  ],
};
