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
        ime('hanzi-1a-tiandiren', '天地人', '天　地　人　你　我　他　一　二　三　四　五　上　下', {
          targets,
          hint: '打开中文输入法，打出拼音，再用数字键或空格选字。字中间的空格不用打。',
          pinyin: 'tiān dì rén nǐ wǒ tā yī èr sān sì wǔ shàng xià',
        }),
        ime('hanzi-1a-kouermu', '口耳目', '口　耳　目　手　足　站　坐　日　月　水　火　山　石　田　禾', {
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
        ime('hanzi-1a-xiezi-1', '生字（一）', '十　木　禾　土　个　八　入　大　人　火　文　六　七　儿　九', {
          targets,
          hint: '一个字一个字地打，选对了再打下一个。',
          pinyin: 'shí mù hé tǔ gè bā rù dà rén huǒ wén liù qī ér jiǔ',
        }),
        ime('hanzi-1a-xiezi-2', '生字（二）', '中　子　门　月　不　开　头　米　见　白　电　也　山　出　飞　马', {
          targets,
          hint: '选字时看清楚，同音字可不少哦。',
          pinyin: 'zhōng zǐ mén yuè bù kāi tóu mǐ jiàn bái diàn yě shān chū fēi mǎ',
        }),
      ],
    },
  ],
};
export default section;
