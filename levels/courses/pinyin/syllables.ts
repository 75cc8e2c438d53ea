import type { Section } from '../../../contract/levels';
import { practice, w } from './helpers';

const targets = { goalCpm: 12, minAccuracy: 85 };

/** 拼读音节: 两拼音节和三拼音节：声母碰碰韵母，拼出一个字。 */
const section: Section = {
  id: 'pinyin-yinjie',
  name: '拼读音节',
  description: '两拼音节和三拼音节：声母碰碰韵母，拼出一个字。',
  vip: true,
  lessons: [
    {
      id: 'pinyin-yinjie-liangpin',
      name: '两拼音节',
      chapters: [
        practice('pinyin-yj-liangpin-1', '两拼音节（单韵母）', [
          w('大米', 'dà mǐ'), w('木马', 'mù mǎ'), w('土地', 'tǔ dì'), w('图书', 'tú shū'), w('打鼓', 'dǎ gǔ'),
          w('爬坡', 'pá pō'), w('大河', 'dà hé'), w('弟弟', 'dì di'),
        ], { targets, hint: '前音轻短后音重，两音相连猛一碰：d-à dà。' }),
        practice('pinyin-yj-liangpin-2', '两拼音节（复韵母）', [
          w('白菜', 'bái cài'), w('高楼', 'gāo lóu'), w('草帽', 'cǎo mào'), w('黑猫', 'hēi māo'), w('宝贝', 'bǎo bèi'),
          w('美味', 'měi wèi'), w('水杯', 'shuǐ bēi'), w('牛奶', 'niú nǎi'), w('回来', 'huí lái'),
        ], { targets, hint: '声母和复韵母一碰，就拼出了音节。' }),
        practice('pinyin-yj-liangpin-3', '两拼音节（鼻韵母）', [
          w('门口', 'mén kǒu'), w('森林', 'sēn lín'), w('红灯', 'hóng dēng'), w('风车', 'fēng chē'),
          w('春风', 'chūn fēng'), w('蜜蜂', 'mì fēng'), w('跟着', 'gēn zhe'), w('长城', 'cháng chéng'),
        ], { targets, hint: '鼻韵母的音节最后要带上 n 或 ng。' }),
      ],
    },
    {
      id: 'pinyin-yinjie-sanpin',
      name: '三拼音节',
      chapters: [
        practice('pinyin-yj-sanpin-1', '三拼音节 ia ua uo uai', [
          w('家', 'jiā'), w('瓜', 'guā'), w('花', 'huā'), w('刷', 'shuā'), w('虾', 'xiā'), w('下', 'xià'),
          w('夸', 'kuā'), w('火', 'huǒ'), w('国', 'guó'), w('果', 'guǒ'), w('说', 'shuō'), w('快', 'kuài'),
          w('怪', 'guài'), w('拐', 'guǎi'),
        ], { targets, hint: '声轻介快韵母响，三音连读很顺当：g-u-ā guā。' }),
        practice('pinyin-yj-sanpin-2', '三拼音节 iao ian iang uan uang', [
          w('鸟', 'niǎo'), w('桥', 'qiáo'), w('笑', 'xiào'), w('天', 'tiān'), w('边', 'biān'), w('点', 'diǎn'),
          w('江', 'jiāng'), w('香', 'xiāng'), w('关', 'guān'), w('船', 'chuán'), w('光', 'guāng'),
          w('床', 'chuáng'), w('黄', 'huáng'),
        ], { targets, hint: 'i u 是介母，夹在声母和韵母中间，别忘了打。' }),
        practice('pinyin-yj-sanpin-3', '三拼音节词语', [
          w('西瓜', 'xī guā'), w('小鸟', 'xiǎo niǎo'), w('黄瓜', 'huáng guā'), w('窗花', 'chuāng huā'),
          w('天鹅', 'tiān é'), w('说话', 'shuō huà'), w('大象', 'dà xiàng'), w('小桥', 'xiǎo qiáo'),
          w('快乐', 'kuài lè'),
        ], { targets, hint: '每个词里都藏着三拼音节，找一找。' }),
      ],
    },
  ],
};
export default section;
