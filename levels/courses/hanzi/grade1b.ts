import type { Section } from '../../../contract/levels';
import { ime } from './helpers';

const targets = { goalCpm: 8, minAccuracy: 85 };

/** 一年级下册: 一年级下册的生字，上面有拼音帮你。 */
const section: Section = {
  id: 'hanzi-yinianji-xia',
  name: '一年级下册',
  description: '一年级下册的生字，上面有拼音帮你。',
  vip: true,
  lessons: [
    {
      id: 'hanzi-1b-shizi',
      name: '识字',
      chapters: [
        ime('hanzi-1b-chunxiaqiudong', '春夏秋冬', '春　冬　风　雪　花　飞　入　姓　什　么　双　国　王　方', {
          targets,
          hint: '春天、冬天、风、雪……一年四季的字。',
          pinyin: 'chūn dōng fēng xuě huā fēi rù xìng shén me shuāng guó wáng fāng',
        }),
        ime('hanzi-1b-xingshige', '姓氏歌 · 小青蛙', '李　张　古　吴　赵　钱　孙　周　青　清　晴　情　请　睛', {
          targets,
          hint: '你姓什么？青 清 晴 情 请 睛 读音很像，看准偏旁再选字。',
          pinyin: 'lǐ zhāng gǔ wú zhào qián sūn zhōu qīng qīng qíng qíng qǐng jīng',
        }),
        ime('hanzi-1b-caizimi', '猜字谜', '相　遇　喜　欢　怕　言　互　令　动　万　纯　净', {
          targets,
          hint: '左边绿，右边红，左右相遇起凉风。猜猜是什么字？',
          pinyin: 'xiāng yù xǐ huān pà yán hù lìng dòng wàn chún jìng',
        }),
      ],
    },
    {
      id: 'hanzi-1b-kewen',
      name: '课文生字',
      chapters: [
        ime('hanzi-1b-chishui', '吃水不忘挖井人', '吃　忘　井　村　叫　主　席　乡　亲　战　士　告　诉', {
          targets,
          hint: '喝水的时候，别忘了挖井的人。',
          pinyin: 'chī wàng jǐng cūn jiào zhǔ xí xiāng qīn zhàn shì gào sù',
        }),
        ime('hanzi-1b-caochang', '操场上', '打　拍　跑　踢　拔　跳　铃　热　闹　锻　炼　体', {
          targets,
          hint: '打 拍 跑 踢 拔 跳，动作的字多半带提手旁或足字旁。',
          pinyin: 'dǎ pāi pǎo tī bá tiào líng rè nào duàn liàn tǐ',
        }),
      ],
    },
  ],
};
export default section;
