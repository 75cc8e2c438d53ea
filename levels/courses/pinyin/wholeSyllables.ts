import type { Section } from '../../../contract/levels';
import { practice, w } from './helpers';

const targets = { goalCpm: 10, minAccuracy: 85 };

/** 整体认读音节: 16 个整体认读音节，一看就要会读。 */
const section: Section = {
  id: 'pinyin-zhengti',
  name: '整体认读音节',
  description: '16 个整体认读音节，一看就要会读。',
  vip: true,
  lessons: [
    {
      id: 'pinyin-zhengti-1',
      name: '翘舌平舌的整体认读',
      chapters: [
        practice('pinyin-zt-zhichishiri', 'zhi chi shi ri', [
          w('知', 'zhī'), w('纸', 'zhǐ'), w('指', 'zhǐ'), w('吃', 'chī'), w('尺', 'chǐ'), w('池', 'chí'),
          w('十', 'shí'), w('石', 'shí'), w('狮', 'shī'), w('是', 'shì'), w('日', 'rì'),
        ], { targets, hint: 'zhi chi shi ri 是整体认读音节，不用拼，直接读。' }),
        practice('pinyin-zt-zicisi', 'zi ci si', [
          w('字', 'zì'), w('紫', 'zǐ'), w('自', 'zì'), w('词', 'cí'), w('刺', 'cì'), w('次', 'cì'),
          w('四', 'sì'), w('丝', 'sī'), w('寺', 'sì'),
        ], { targets, hint: 'zi ci si 是平舌的整体认读音节。' }),
      ],
    },
    {
      id: 'pinyin-zhengti-2',
      name: 'y w 开头的整体认读',
      chapters: [
        practice('pinyin-zt-yiwuyuye', 'yi wu yu ye', [
          w('衣', 'yī'), w('一', 'yī'), w('医', 'yī'), w('乌', 'wū'), w('屋', 'wū'), w('五', 'wǔ'),
          w('鱼', 'yú'), w('雨', 'yǔ'), w('玉', 'yù'), w('叶', 'yè'), w('夜', 'yè'), w('椰', 'yē'),
        ], { targets, hint: '小 i 前面加 y 成 yi，小 u 前面加 w 成 wu，小 ü 见 y 去两点成 yu。' }),
        practice('pinyin-zt-yueyuanyinyunying', 'yue yuan yin yun ying', [
          w('月', 'yuè'), w('越', 'yuè'), w('圆', 'yuán'), w('远', 'yuǎn'), w('园', 'yuán'), w('音', 'yīn'),
          w('银', 'yín'), w('印', 'yìn'), w('云', 'yún'), w('运', 'yùn'), w('鹰', 'yīng'), w('影', 'yǐng'),
        ], { targets, hint: 'yue yuan yun 里的 u 都是 ü 去掉了两点，打字时按 u。' }),
      ],
    },
  ],
};
export default section;
