import type { Section } from '../../../contract/levels';
import { NEUTRAL_TONE, practice, w } from './helpers';

const targets = { goalCpm: 18, minAccuracy: 90 };

/** 短句: 一二年级的小句子，一个词一个词地打。 */
const section: Section = {
  id: 'pinyin-duanju',
  name: '短句',
  description: '一二年级的小句子，一个词一个词地打。',
  vip: true,
  lessons: [
    {
      id: 'pinyin-duanju-wo',
      name: '我和我的家',
      chapters: [
        practice('pinyin-dj-shangxue', '我上学了', [
          w('我', 'wǒ'), w('是', 'shì'), w('小学生', 'xiǎo xué shēng'), w('我', 'wǒ'), w('爱', 'ài'),
          w('上学', 'shàng xué'), w('我', 'wǒ'), w('爱', 'ài'), w('读书', 'dú shū'), w('我', 'wǒ'),
          w('爱', 'ài'), w('老师', 'lǎo shī'),
        ], { targets, hint: '一个词一个词地打，打完一句读一句。' }),
        practice('pinyin-dj-wodejia', '我的家', [
          w('我家', 'wǒ jiā'), w('有', 'yǒu'), w('四口人', 'sì kǒu rén'), w('爸爸', 'bà ba'), w('妈妈', 'mā ma'),
          w('哥哥', 'gē ge'), w('和', 'hé'), w('我', 'wǒ'), w('我们', 'wǒ men'), w('都', 'dōu'), w('爱', 'ài'),
          w('这个', 'zhè ge'), w('家', 'jiā'),
        ], { targets, hint: '和读 hé。' }),
        practice('pinyin-dj-limao', '礼貌用语', [
          w('你好', 'nǐ hǎo'), w('谢谢你', 'xiè xie nǐ', NEUTRAL_TONE), w('不客气', 'bù kè qi', NEUTRAL_TONE),
          w('对不起', 'duì bu qǐ', NEUTRAL_TONE), w('没关系', 'méi guān xi', NEUTRAL_TONE), w('再见', 'zài jiàn'),
        ], { targets, hint: '有礼貌的孩子人人夸。' }),
        practice('pinyin-dj-zuoshi', '我会做', [
          w('我', 'wǒ'), w('会', 'huì'), w('洗手', 'xǐ shǒu'), w('我', 'wǒ'), w('会', 'huì'), w('扫地', 'sǎo dì'),
          w('我', 'wǒ'), w('会', 'huì'), w('叠被子', 'dié bèi zi'), w('我', 'wǒ'), w('会', 'huì'),
          w('自己', 'zì jǐ'), w('穿衣服', 'chuān yī fu'),
        ], { targets, hint: '自己的事情自己做。' }),
      ],
    },
    {
      id: 'pinyin-duanju-ziran',
      name: '看看大自然',
      chapters: [
        practice('pinyin-dj-tianqi', '今天天气真好', [
          w('今天', 'jīn tiān'), w('天气', 'tiān qì'), w('真好', 'zhēn hǎo'), w('太阳', 'tài yáng'),
          w('红红的', 'hóng hóng de'), w('白云', 'bái yún'), w('白白的', 'bái bái de'), w('小鸟', 'xiǎo niǎo'),
          w('在', 'zài'), w('唱歌', 'chàng gē'),
        ], { targets, hint: '的读轻声 de。' }),
        practice('pinyin-dj-siji', '四季的变化', [
          w('春天', 'chūn tiān'), w('来了', 'lái le'), w('小草', 'xiǎo cǎo'), w('绿了', 'lǜ le'), w('夏天', 'xià tiān'),
          w('到了', 'dào le'), w('荷花', 'hé huā'), w('开了', 'kāi le'), w('秋天', 'qiū tiān'), w('到了', 'dào le'),
          w('树叶', 'shù yè'), w('黄了', 'huáng le'), w('冬天', 'dōng tiān'), w('来了', 'lái le'), w('雪花', 'xuě huā'),
          w('飘了', 'piāo le'),
        ], { targets, hint: '了读轻声 le。' }),
        practice('pinyin-dj-yueliang', '月亮和星星', [
          w('弯弯的', 'wān wān de'), w('月亮', 'yuè liang', NEUTRAL_TONE), w('像', 'xiàng'), w('小船', 'xiǎo chuán'),
          w('满天的', 'mǎn tiān de'), w('星星', 'xīng xing', NEUTRAL_TONE), w('亮晶晶', 'liàng jīng jīng'),
        ], { targets, hint: '抬头看看夜空。' }),
        practice('pinyin-dj-dongwu', '小动物', [
          w('小猫', 'xiǎo māo'), w('爱吃', 'ài chī'), w('鱼', 'yú'), w('小狗', 'xiǎo gǒu'), w('爱啃', 'ài kěn'),
          w('骨头', 'gǔ tou'), w('小兔', 'xiǎo tù'), w('爱吃', 'ài chī'), w('萝卜', 'luó bo'), w('小猴', 'xiǎo hóu'),
          w('爱吃', 'ài chī'), w('桃子', 'táo zi', NEUTRAL_TONE),
        ], { targets, hint: '骨头的头读轻声。' }),
      ],
    },
    {
      id: 'pinyin-duanju-shenghuo',
      name: '生活和学习',
      chapters: [
        practice('pinyin-dj-malu', '过马路', [
          w('过马路', 'guò mǎ lù'), w('看', 'kàn'), w('红绿灯', 'hóng lǜ dēng'), w('红灯', 'hóng dēng'),
          w('停', 'tíng'), w('绿灯', 'lǜ dēng'), w('行', 'xíng'), w('黄灯', 'huáng dēng'), w('亮了', 'liàng le'),
          w('等一等', 'děng yī děng'),
        ], { targets, hint: '绿灯行的行读 xíng。' }),
        practice('pinyin-dj-pengyou', '好朋友', [
          w('我们', 'wǒ men'), w('是', 'shì'), w('好朋友', 'hǎo péng you', NEUTRAL_TONE), w('我们', 'wǒ men'),
          w('一起', 'yī qǐ'), w('玩', 'wán'), w('我们', 'wǒ men'), w('一起', 'yī qǐ'), w('学', 'xué'),
          w('有事', 'yǒu shì'), w('互相', 'hù xiāng'), w('帮', 'bāng'),
        ], { targets, hint: '好朋友，手拉手。' }),
        practice('pinyin-dj-shuyishu', '数一数', [
          w('一只', 'yī zhī'), w('小鸟', 'xiǎo niǎo'), w('两只', 'liǎng zhī'), w('小鸭', 'xiǎo yā'),
          w('三条', 'sān tiáo'), w('小鱼', 'xiǎo yú'), w('四只', 'sì zhī'), w('小鸡', 'xiǎo jī'), w('五只', 'wǔ zhī'),
          w('小羊', 'xiǎo yáng'),
        ], { targets, hint: '只读 zhī，一只、两只的只。' }),
        practice('pinyin-dj-zhangda', '长大了', [
          w('我', 'wǒ'), w('长大了', 'zhǎng dà le'), w('我', 'wǒ'), w('要当', 'yào dāng'), w('医生', 'yī shēng'),
          w('给', 'gěi'), w('病人', 'bìng rén'), w('看病', 'kàn bìng'), w('还要', 'hái yào'),
          w('种', 'zhòng', '"还要种很多树"的种是动词"种植"，读 zhòng；pinyin-pro 读成名词 zhǒng'),
          w('很多', 'hěn duō'), w('树', 'shù'),
        ], { targets, hint: '长大的长读 zhǎng，还要的还读 hái，种树的种读 zhòng。' }),
      ],
    },
  ],
};
export default section;
