import type { Section } from '../../../contract/levels';
import { ime } from './helpers';

const targets = { goalCpm: 8, minAccuracy: 85 };

/** 一年级上册: 一年级上册的生字，上面有拼音帮你。 */
const section: Section = {
  id: 'hanzi-yinianji-shang',
  name: '一年级上册',
  description: '一年级上册的生字，上面有拼音帮你。',
  vip: false,
  lessons: [
    {
      id: 'hanzi-1a-shizi',
      name: '识字',
      chapters: [
        ime('hanzi-1a-tiandiren', '天地人', '天地人你我他一二三四五上下', {
          targets,
          hint: '打开中文输入法，打出拼音，再用数字键或空格选字。',
          pinyin: 'tiān dì rén nǐ wǒ tā yī èr sān sì wǔ shàng xià',
        }),
        ime('hanzi-1a-kouermu', '口耳目', '口耳目手足站坐日月水火山石田禾', {
          targets,
          hint: '认一认身体和大自然里的字。',
          pinyin: 'kǒu ěr mù shǒu zú zhàn zuò rì yuè shuǐ huǒ shān shí tián hé',
        }),
        ime('hanzi-1a-duiyunge', '对韵歌', '云对雨，雪对风。花对树，鸟对虫。山清对水秀，柳绿对桃红。', {
          targets,
          hint: '逗号和句号也要用中文输入法打：，和。',
          pinyin: 'yún duì yǔ xuě duì fēng huā duì shù niǎo duì chóng shān qīng duì shuǐ xiù liǔ lǜ duì táo hóng',
        }),
      ],
    },
    {
      id: 'hanzi-1a-xiezi',
      name: '写字',
      chapters: [
        ime('hanzi-1a-xiezi-1', '生字（一）', '十木禾土个八入大人火文六七儿九', {
          targets,
          hint: '一个字一个字地打，选对了再打下一个。',
          pinyin: 'shí mù hé tǔ gè bā rù dà rén huǒ wén liù qī ér jiǔ',
        }),
        ime('hanzi-1a-xiezi-2', '生字（二）', '中子门月不开头米见白电也山出飞马', {
          targets,
          hint: '选字时看清楚，同音字可不少哦。',
          pinyin: 'zhōng zǐ mén yuè bù kāi tóu mǐ jiàn bái diàn yě shān chū fēi mǎ',
        }),
      ],
    },
  ],
};
export default section;
