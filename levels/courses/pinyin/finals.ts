import type { Section } from '../../../contract/levels';
import { practice, w } from './helpers';

const targets = { goalCpm: 10, minAccuracy: 85 };

/** 韵母: 单韵母、复韵母、前鼻韵母和后鼻韵母。 */
const section: Section = {
  id: 'pinyin-yunmu',
  name: '韵母',
  description: '单韵母、复韵母、前鼻韵母和后鼻韵母。',
  vip: false,
  lessons: [
    {
      id: 'pinyin-yunmu-dan',
      name: '单韵母',
      chapters: [
        practice('pinyin-ym-aoe', '单韵母 a o e', [
          w('大', 'dà'), w('爬', 'pá'), w('拿', 'ná'), w('沙', 'shā'), w('波', 'bō'), w('婆', 'pó'),
          w('摸', 'mō'), w('破', 'pò'), w('鹅', 'é'), w('饿', 'è'), w('河', 'hé'), w('哥', 'gē'),
          w('喝', 'hē'),
        ], { targets, hint: '张大嘴巴 a a a，圆圆嘴巴 o o o，扁扁嘴巴 e e e。' }),
        practice('pinyin-ym-iuv', '单韵母 i u ü', [
          w('衣', 'yī'), w('鸡', 'jī'), w('米', 'mǐ'), w('七', 'qī'), w('五', 'wǔ'), w('布', 'bù'),
          w('树', 'shù'), w('猪', 'zhū'), w('鱼', 'yú'), w('女', 'nǚ'), w('绿', 'lǜ'), w('去', 'qù'),
          w('雨', 'yǔ'), w('句', 'jù'),
        ], { targets, hint: '牙齿对齐 i，嘴巴突出 u，嘴吹口哨 ü。ü 在键盘上按 v 键；鱼 去 雨 句 里的 u 其实是 ü，也按 u 键就好。' }),
      ],
    },
    {
      id: 'pinyin-yunmu-fu',
      name: '复韵母',
      chapters: [
        practice('pinyin-ym-aieiui', '复韵母 ai ei ui', [
          w('爱', 'ài'), w('白', 'bái'), w('来', 'lái'), w('菜', 'cài'), w('杯', 'bēi'), w('飞', 'fēi'),
          w('黑', 'hēi'), w('美', 'měi'), w('水', 'shuǐ'), w('对', 'duì'), w('嘴', 'zuǐ'), w('会', 'huì'),
        ], { targets, hint: '复韵母由两个字母组成，从前一个滑到后一个。' }),
        practice('pinyin-ym-aoouiu', '复韵母 ao ou iu', [
          w('猫', 'māo'), w('草', 'cǎo'), w('跑', 'pǎo'), w('好', 'hǎo'), w('狗', 'gǒu'), w('手', 'shǒu'),
          w('口', 'kǒu'), w('走', 'zǒu'), w('牛', 'niú'), w('六', 'liù'), w('球', 'qiú'), w('九', 'jiǔ'),
        ], { targets, hint: 'ao 像棉袄，ou 像海鸥，iu 像游泳。' }),
        practice('pinyin-ym-ieveer', '复韵母 ie üe er', [
          w('叶', 'yè'), w('姐', 'jiě'), w('鞋', 'xié'), w('谢', 'xiè'), w('月', 'yuè'), w('学', 'xué'),
          w('雪', 'xuě'), w('缺', 'quē'), w('耳', 'ěr'), w('儿', 'ér'), w('二', 'èr'),
        ], { targets, hint: 'üe 跟 j q x y 相拼时去掉两点写成 ue，学 雪 缺 月 都按 u e。er 是特殊韵母，自己就能成音节。' }),
      ],
    },
    {
      id: 'pinyin-yunmu-bi',
      name: '鼻韵母',
      chapters: [
        practice('pinyin-ym-anen', '前鼻韵母 an en', [
          w('山', 'shān'), w('饭', 'fàn'), w('蓝', 'lán'), w('看', 'kàn'), w('门', 'mén'), w('本', 'běn'),
          w('人', 'rén'), w('森', 'sēn'),
        ], { targets, hint: '前鼻韵母后面跟着 n，舌尖抵住上牙床。' }),
        practice('pinyin-ym-inunvn', '前鼻韵母 in un ün', [
          w('林', 'lín'), w('心', 'xīn'), w('新', 'xīn'), w('金', 'jīn'), w('春', 'chūn'), w('轮', 'lún'),
          w('村', 'cūn'), w('蹲', 'dūn'), w('云', 'yún'), w('裙', 'qún'), w('军', 'jūn'), w('群', 'qún'),
        ], { targets, hint: 'ün 跟 j q x y 在一起时写成 un，按 u n 就行。' }),
        practice('pinyin-ym-angeng', '后鼻韵母 ang eng', [
          w('羊', 'yáng'), w('糖', 'táng'), w('房', 'fáng'), w('胖', 'pàng'), w('风', 'fēng'), w('灯', 'dēng'),
          w('冷', 'lěng'), w('朋', 'péng'),
        ], { targets, hint: '后鼻韵母后面跟着 ng，声音从鼻子里出来。' }),
        practice('pinyin-ym-ingong', '后鼻韵母 ing ong', [
          w('星', 'xīng'), w('鹰', 'yīng'), w('听', 'tīng'), w('瓶', 'píng'), w('红', 'hóng'), w('虫', 'chóng'),
          w('龙', 'lóng'), w('钟', 'zhōng'),
        ], { targets, hint: 'ing 像老鹰，ong 像闹钟响：dong dong dong。' }),
      ],
    },
  ],
};
export default section;
