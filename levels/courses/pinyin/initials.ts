import type { Section } from '../../../contract/levels';
import { practice, w } from './helpers';

const targets = { goalCpm: 8, minAccuracy: 85 };

/** 声母: 23 个声母，从 b p m f 到 y w，每个声母配上会读的字。 */
const section: Section = {
  id: 'pinyin-shengmu',
  name: '声母',
  description: '23 个声母，从 b p m f 到 y w，每个声母配上会读的字。',
  vip: false,
  lessons: [
    {
      id: 'pinyin-shengmu-bpmf-dtnl',
      name: 'b p m f 和 d t n l',
      chapters: [
        practice('pinyin-sm-bpmf', '声母 b p m f', [
          w('爸', 'bà'), w('八', 'bā'), w('包', 'bāo'), w('笔', 'bǐ'), w('怕', 'pà'), w('爬', 'pá'),
          w('皮', 'pí'), w('跑', 'pǎo'), w('妈', 'mā'), w('马', 'mǎ'), w('米', 'mǐ'), w('猫', 'māo'),
          w('飞', 'fēi'), w('风', 'fēng'), w('饭', 'fàn'), w('父', 'fù'),
        ], { targets, hint: '右下半圆 b，右上半圆 p，两个门洞 m，一根拐棍 f。只打字母，不用打声调哦！' }),
        practice('pinyin-sm-dtnl', '声母 d t n l', [
          w('大', 'dà'), w('刀', 'dāo'), w('弟', 'dì'), w('灯', 'dēng'), w('土', 'tǔ'), w('兔', 'tù'),
          w('头', 'tóu'), w('天', 'tiān'), w('你', 'nǐ'), w('牛', 'niú'), w('鸟', 'niǎo'), w('奶', 'nǎi'),
          w('力', 'lì'), w('六', 'liù'), w('蓝', 'lán'), w('老', 'lǎo'),
        ], { targets, hint: '左下半圆 d，伞把朝下 t，一个门洞 n，一根小棍 l。' }),
      ],
    },
    {
      id: 'pinyin-shengmu-gkh-jqx',
      name: 'g k h 和 j q x',
      chapters: [
        practice('pinyin-sm-gkh', '声母 g k h', [
          w('哥', 'gē'), w('狗', 'gǒu'), w('瓜', 'guā'), w('果', 'guǒ'), w('口', 'kǒu'), w('看', 'kàn'),
          w('哭', 'kū'), w('开', 'kāi'), w('河', 'hé'), w('花', 'huā'), w('好', 'hǎo'), w('火', 'huǒ'),
        ], { targets, hint: '像个 9 字 g g g，机枪向上 k k k，一把椅子 h h h。' }),
        practice('pinyin-sm-jqx', '声母 j q x', [
          w('鸡', 'jī'), w('家', 'jiā'), w('九', 'jiǔ'), w('叫', 'jiào'), w('七', 'qī'), w('气', 'qì'),
          w('球', 'qiú'), w('桥', 'qiáo'), w('西', 'xī'), w('小', 'xiǎo'), w('星', 'xīng'), w('雪', 'xuě'),
        ], { targets, hint: '母鸡 j，气球 q，切西瓜 x。j q x 见到 ü，两点要去掉：打字时 ü 要按 v 键。' }),
      ],
    },
    {
      id: 'pinyin-shengmu-zcs-zhchshr',
      name: 'z c s 和 zh ch sh r',
      chapters: [
        practice('pinyin-sm-zcs', '声母 z c s', [
          w('字', 'zì'), w('早', 'zǎo'), w('走', 'zǒu'), w('坐', 'zuò'), w('草', 'cǎo'), w('菜', 'cài'),
          w('从', 'cóng'), w('擦', 'cā'), w('三', 'sān'), w('四', 'sì'), w('伞', 'sǎn'), w('扫', 'sǎo'),
        ], { targets, hint: '写字 z，刺猬 c，蚕丝 s，它们是平舌音。' }),
        practice('pinyin-sm-zhchshr', '声母 zh ch sh r', [
          w('纸', 'zhǐ'), w('猪', 'zhū'), w('竹', 'zhú'), w('找', 'zhǎo'), w('吃', 'chī'), w('车', 'chē'),
          w('虫', 'chóng'), w('茶', 'chá'), w('书', 'shū'), w('水', 'shuǐ'), w('山', 'shān'), w('手', 'shǒu'),
          w('日', 'rì'), w('人', 'rén'), w('肉', 'ròu'), w('热', 'rè'),
        ], { targets, hint: 'zh ch sh r 是翘舌音，zh 要先按 z 再按 h。' }),
      ],
    },
    {
      id: 'pinyin-shengmu-yw',
      name: 'y w 和声母复习',
      chapters: [
        practice('pinyin-sm-yw', '声母 y w', [
          w('一', 'yī'), w('牙', 'yá'), w('鸭', 'yā'), w('羊', 'yáng'), w('雨', 'yǔ'), w('五', 'wǔ'),
          w('我', 'wǒ'), w('蛙', 'wā'), w('碗', 'wǎn'), w('外', 'wài'),
        ], { targets, hint: '树杈 y，屋顶 w。雨里的 ü 跟着 y，两点去掉写成 u。' }),
        practice('pinyin-sm-review', '声母大复习', [
          w('白', 'bái'), w('盆', 'pén'), w('门', 'mén'), w('方', 'fāng'), w('地', 'dì'), w('田', 'tián'),
          w('男', 'nán'), w('路', 'lù'), w('高', 'gāo'), w('课', 'kè'), w('红', 'hóng'), w('金', 'jīn'),
          w('青', 'qīng'), w('新', 'xīn'), w('中', 'zhōng'), w('春', 'chūn'), w('上', 'shàng'), w('入', 'rù'),
          w('在', 'zài'), w('村', 'cūn'), w('松', 'sōng'), w('有', 'yǒu'), w('文', 'wén'),
        ], { targets, hint: '23 个声母排排队，一个字一个声母，你都认识吗？' }),
      ],
    },
  ],
};
export default section;
