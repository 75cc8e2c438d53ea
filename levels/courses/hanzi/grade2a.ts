import type { Section } from '../../../contract/levels';
import { ime } from './helpers';

const targets = { goalCpm: 10, minAccuracy: 88 };

/** 二年级上册: 二年级上册的生字，还有拼音帮你。 */
const section: Section = {
  id: 'hanzi-ernianji-shang',
  name: '二年级上册',
  description: '二年级上册的生字，还有拼音帮你。',
  vip: true,
  lessons: [
    {
      id: 'hanzi-2a-shizi',
      name: '识字',
      chapters: [
        ime('hanzi-2a-changjingge', '场景歌', '帆　艇　军　舰　沙　鸥　秧　苗　队　铜　号　领　巾', {
          targets,
          hint: '一只海鸥，一片沙滩，一艘军舰……',
          pinyin: 'fān tǐng jūn jiàn shā ōu yāng miáo duì tóng hào lǐng jīn',
        }),
        ime('hanzi-2a-shuzhige', '树之歌', '梧　桐　枫　松　柏　壮　杉　桦　树　桂', {
          targets,
          hint: '树的名字大多有木字旁。',
          pinyin: 'wú tóng fēng sōng bǎi zhuàng shān huà shù guì',
        }),
        ime('hanzi-2a-paishouge', '拍手歌', '孔　雀　锦　鸡　雄　鹰　翔　丛　竹　熊　猫　灵', {
          targets,
          hint: '你拍一，我拍一，一起认识小动物。',
          pinyin: 'kǒng què jǐn jī xióng yīng xiáng cóng zhú xióng māo líng',
        }),
        ime('hanzi-2a-tianjiasiji', '田家四季歌', '季　吹　肥　农　忙　归　戴　辛　苦　麦　桑　桃', {
          targets,
          hint: '农民伯伯一年四季都很忙。',
          pinyin: 'jì chuī féi nóng máng guī dài xīn kǔ mài sāng táo',
        }),
      ],
    },
  ],
};
export default section;
