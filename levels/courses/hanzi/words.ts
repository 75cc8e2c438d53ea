import type { Section } from '../../../contract/levels';
import { ime } from './helpers';

const targets = { goalCpm: 15, minAccuracy: 90 };

/** 词语: 用输入法整词输入，一次打出两个字、四个字。 */
const section: Section = {
  id: 'hanzi-ciyu',
  name: '词语',
  description: '用输入法整词输入，一次打出两个字、四个字。',
  vip: true,
  lessons: [
    {
      id: 'hanzi-ciyu-1',
      name: '身边的词语',
      chapters: [
        ime('hanzi-cy-jiaren', '我的家人', '爸爸　妈妈　爷爷　奶奶　哥哥　姐姐　弟弟　妹妹', {
          targets,
          hint: '整个词一起打拼音更快：打 baba 就能选到“爸爸”。词语中间的空格不用打。',
        }),
        ime('hanzi-cy-xuexiao', '我的学校', '学校　老师　同学　教室　操场　黑板　书包　铅笔　作业', {
          targets,
          hint: '试试打词语的拼音，一次打出两个字。',
        }),
        ime('hanzi-cy-siji', '四季', '春天　夏天　秋天　冬天　春风　夏雨　秋霜　冬雪　花开　叶落', {
          targets,
          hint: '春夏秋冬，各有各的美。',
        }),
        ime('hanzi-cy-dongwu', '动物', '小猫　小狗　兔子　老虎　熊猫　猴子　大象　狮子　蝴蝶　蜻蜓', {
          targets,
          hint: '你最喜欢哪种动物？',
        }),
      ],
    },
    {
      id: 'hanzi-ciyu-2',
      name: '有趣的词语',
      chapters: [
        ime('hanzi-cy-yanse', '颜色和形状', '红色　黄色　蓝色　绿色　白色　黑色　圆形　方形　三角形', {
          targets,
          hint: '绿的拼音是 lv，ü 用 v 键来打。',
        }),
        ime('hanzi-cy-fanyici', '反义词', '大小　多少　上下　左右　前后　高矮　快慢　冷热　开关　来去', {
          targets,
          hint: '每个词的两个字意思相反。',
        }),
        ime('hanzi-cy-aabb', 'AABB 式词语', '高高兴兴　快快乐乐　干干净净　整整齐齐　认认真真　明明白白　安安静静　清清楚楚', {
          targets,
          hint: '两个字各说两遍，意思更强了。',
        }),
        ime('hanzi-cy-chengyu', '成语', '一心一意　三心二意　五颜六色　七上八下　自言自语　井底之蛙　守株待兔　画蛇添足', {
          targets,
          hint: '成语是四个字的小故事，你知道哪几个？',
        }),
      ],
    },
  ],
};
export default section;
