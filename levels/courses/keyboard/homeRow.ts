import type { Section, Targets } from '../../../contract/levels';
import { lesson, practice, video } from './build';

// The home row is where every finger lives; speed targets start low so a first try can earn stars.
const easy: Targets = { goalCpm: 20, minAccuracy: 85 };
const steady: Targets = { goalCpm: 24, minAccuracy: 86 };

/** 基准键位: the eight home keys, finger by finger from F and J outwards, then G H and first words. */
export const homeRow: Section = {
  id: 'kb-home',
  name: '基准键位',
  description: '让十个手指找到自己的家：A S D F 和 J K L ;',
  vip: false,
  lessons: [
    lesson('kb-home-intro', '手指回家', [
      video('kb-home-video', '看一看：手指放在哪里', [
        ['f', '左手食指放在 F 键上，摸一摸小横线'],
        ['j', '右手食指放在 J 键上，这里也有小横线'],
        ['asdf', '左手四个手指排排坐：小指 A，无名指 S，中指 D，食指 F'],
        ['jkl;', '右手四个手指排排坐：食指 J，中指 K，无名指 L，小指 ;'],
        ['g', '左手食指向右伸一下，就能按到 G'],
        ['h', '右手食指向左伸一下，就能按到 H'],
        [' ', '两个大拇指轻轻放在空格键上'],
      ], '打完一个键，手指马上回家'),
    ]),
    lesson('kb-home-fj', '食指：F 和 J', [
      practice('kb-home-fj-1', '食指找 F 和 J', ['fff jjj fff jjj', 'fj fj jf jf', 'fff jjj fj jf'], easy,
        '摸到小横线，就找到了 F 和 J'),
      practice('kb-home-fj-2', 'F J 连连看', ['ffj jjf fjf jfj', 'fj jf ffjj jjff', 'fjfj jfjf fj jf'], easy,
        '眼睛看屏幕，不看键盘'),
    ]),
    lesson('kb-home-dk', '中指：D 和 K', [
      practice('kb-home-dk-1', '中指找 D 和 K', ['ddd kkk ddd kkk', 'dk dk kd kd', 'fd jk df kj'], easy,
        '中指就在食指旁边，D 和 K'),
      practice('kb-home-dk-2', 'D K F J 一起来', ['fdk jkd dfj kjf', 'ddf kkj fdd jkk', 'dk fj kd jf'], easy,
        '四个手指一起跳舞'),
    ]),
    lesson('kb-home-sl', '无名指：S 和 L', [
      practice('kb-home-sl-1', '无名指找 S 和 L', ['sss lll sss lll', 'sl sl ls ls', 'sd lk sf lj'], easy,
        '无名指力气小，按键要用力一点'),
      practice('kb-home-sl-2', 'S D F 和 J K L', ['sdf jkl sdf jkl', 'fds lkj fds lkj', 'sld kfj dsl jfk'], easy,
        '三个手指排好队'),
    ]),
    lesson('kb-home-a', '小指：A 和 ;', [
      practice('kb-home-a-1', '小指找 A 和 ;', ['aaa ;;; aaa ;;;', 'a; a; ;a ;a', 'as l; ad k;'], easy,
        '小指在最边上，A 和分号 ;'),
      practice('kb-home-a-2', '八个手指都回家', ['asdf jkl; asdf jkl;', 'fdsa ;lkj fdsa ;lkj', 'asdf ;lkj a; ;a'], easy,
        '八个手指都在家啦'),
    ]),
    lesson('kb-home-gh', '食指伸一伸：G 和 H', [
      practice('kb-home-gh-1', '食指找 G 和 H', ['fff ggg jjj hhh', 'fg fg jh jh', 'gf hj gfg hjh'], easy,
        '食指伸出去按 G 和 H，按完缩回来'),
      practice('kb-home-gh-2', 'G H 和朋友们', ['fgf jhj gfg hjh', 'dg kh sg lh', 'ag ;h gh hg'], steady,
        'G 和 H 都归食指管'),
    ]),
    lesson('kb-home-row', '整排基准键', [
      practice('kb-home-row-1', '基准键排排队', ['asdfg hjkl;', 'gfdsa ;lkjh', 'ag sh dj fk gl'], steady,
        '从左到右，再从右到左'),
      practice('kb-home-row-2', '基准键串门', ['ja ks ld fa ;s', 'gh hg fj jf dk kd', 'sl ls a; ;a fg jh'], steady,
        '左手右手轮流打'),
    ]),
    lesson('kb-home-words', '基准键单词', [
      practice('kb-home-words-1', '第一批小单词', ['as ask add dad', 'sad lad had has', 'all fall hall gas'], steady,
        '只用基准键，就能打出单词啦'),
      practice('kb-home-words-2', '单词变短语', ['ask dad', 'a sad lad', 'a glad lass', 'a glass flask'], steady,
        '单词之间用大拇指按空格'),
      practice('kb-home-words-3', '基准键小句子', ['dad has a salad', 'a lad has a flag', 'all lads ask dad'], steady,
        '你已经会打句子啦'),
    ]),
  ],
};
