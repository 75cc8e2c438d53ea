import type { Section } from '../../../contract/levels';
import { NEUTRAL_TONE, practice, w } from './helpers';

const targets = { goalCpm: 15, minAccuracy: 88 };

/** 词语: 按主题练习两个字、三个字的词语。 */
const section: Section = {
  id: 'pinyin-ciyu',
  name: '词语',
  description: '按主题练习两个字、三个字的词语。',
  vip: true,
  lessons: [
    {
      id: 'pinyin-ciyu-wo',
      name: '我和我的家',
      chapters: [
        practice('pinyin-cy-jiaren', '家人', [
          w('爸爸', 'bà ba'), w('妈妈', 'mā ma'), w('爷爷', 'yé ye'), w('奶奶', 'nǎi nai'), w('外公', 'wài gōng'),
          w('外婆', 'wài pó'), w('哥哥', 'gē ge'), w('姐姐', 'jiě jie'), w('弟弟', 'dì di'), w('妹妹', 'mèi mei'),
          w('叔叔', 'shū shu'), w('阿姨', 'ā yí'),
        ], { targets, hint: '爸爸的第二个字读轻声，轻声没有声调符号。' }),
        practice('pinyin-cy-shenti', '身体', [
          w('头发', 'tóu fa'), w('眉毛', 'méi mao', NEUTRAL_TONE), w('眼睛', 'yǎn jing', NEUTRAL_TONE),
          w('鼻子', 'bí zi'), w('嘴巴', 'zuǐ ba'), w('耳朵', 'ěr duo'), w('脖子', 'bó zi'), w('肩膀', 'jiān bǎng'),
          w('手指', 'shǒu zhǐ'), w('肚子', 'dù zi', NEUTRAL_TONE), w('膝盖', 'xī gài'), w('脚趾', 'jiǎo zhǐ'),
        ], { targets, hint: '一边打字，一边指一指自己的身体。' }),
        practice('pinyin-cy-jiaju', '家里的东西', [
          w('桌子', 'zhuō zi'), w('椅子', 'yǐ zi'), w('窗户', 'chuāng hu', NEUTRAL_TONE), w('沙发', 'shā fā'),
          w('电视', 'diàn shì'), w('冰箱', 'bīng xiāng'), w('台灯', 'tái dēng'), w('衣柜', 'yī guì'),
          w('牙刷', 'yá shuā'), w('毛巾', 'máo jīn'),
        ], { targets, hint: '看看你家里有没有这些东西？' }),
      ],
    },
    {
      id: 'pinyin-ciyu-xuexiao',
      name: '上学去',
      chapters: [
        practice('pinyin-cy-xuexiao', '学校', [
          w('学校', 'xué xiào'), w('老师', 'lǎo shī'), w('同学', 'tóng xué'), w('教室', 'jiào shì'),
          w('操场', 'cāo chǎng'), w('黑板', 'hēi bǎn'), w('上课', 'shàng kè'), w('下课', 'xià kè'),
          w('作业', 'zuò yè'), w('校长', 'xiào zhǎng'),
        ], { targets, hint: '校长的长读 zhǎng，长大的长也读 zhǎng。' }),
        practice('pinyin-cy-wenju', '文具', [
          w('铅笔', 'qiān bǐ'), w('橡皮', 'xiàng pí'), w('尺子', 'chǐ zi'), w('书包', 'shū bāo'), w('本子', 'běn zi'),
          w('课本', 'kè běn'), w('蜡笔', 'là bǐ'), w('剪刀', 'jiǎn dāo'), w('胶水', 'jiāo shuǐ'), w('文具盒', 'wén jù hé'),
        ], { targets, hint: '上学前检查一下：文具都带齐了吗？' }),
        practice('pinyin-cy-yundong', '运动和游戏', [
          w('跑步', 'pǎo bù'), w('跳绳', 'tiào shéng'), w('游泳', 'yóu yǒng'), w('踢球', 'tī qiú'),
          w('拍球', 'pāi qiú'), w('下棋', 'xià qí'), w('画画', 'huà huà'), w('唱歌', 'chàng gē'), w('跳舞', 'tiào wǔ'),
          w('捉迷藏', 'zhuō mí cáng'),
        ], { targets, hint: '画画两个字都读 huà。' }),
      ],
    },
    {
      id: 'pinyin-ciyu-ziran',
      name: '大自然',
      chapters: [
        practice('pinyin-cy-dongwu', '动物', [
          w('小猫', 'xiǎo māo'), w('小狗', 'xiǎo gǒu'), w('兔子', 'tù zi'), w('老虎', 'lǎo hǔ'), w('熊猫', 'xióng māo'),
          w('猴子', 'hóu zi'), w('大象', 'dà xiàng'), w('狮子', 'shī zi'), w('孔雀', 'kǒng què'), w('蝴蝶', 'hú dié'),
          w('长颈鹿', 'cháng jǐng lù'),
        ], { targets, hint: '长颈鹿的长读 cháng，因为它的脖子很长。' }),
        practice('pinyin-cy-zhiwu', '植物', [
          w('小草', 'xiǎo cǎo'), w('大树', 'dà shù'), w('花朵', 'huā duǒ'), w('荷叶', 'hé yè'), w('柳树', 'liǔ shù'),
          w('竹子', 'zhú zi'), w('松树', 'sōng shù'), w('种子', 'zhǒng zi'), w('叶子', 'yè zi'), w('向日葵', 'xiàng rì kuí'),
        ], { targets, hint: '种子的种读 zhǒng。' }),
        practice('pinyin-cy-yanse', '颜色', [
          w('红色', 'hóng sè'), w('黄色', 'huáng sè'), w('蓝色', 'lán sè'), w('绿色', 'lǜ sè'), w('白色', 'bái sè'),
          w('黑色', 'hēi sè'), w('紫色', 'zǐ sè'), w('橙色', 'chéng sè'), w('粉色', 'fěn sè'), w('灰色', 'huī sè'),
        ], { targets, hint: '绿色的绿是 l 和 ü，打字时按 l v。' }),
        practice('pinyin-cy-tianqi', '天气', [
          w('晴天', 'qíng tiān'), w('阴天', 'yīn tiān'), w('下雨', 'xià yǔ'), w('刮风', 'guā fēng'),
          w('下雪', 'xià xuě'), w('打雷', 'dǎ léi'), w('闪电', 'shǎn diàn'), w('彩虹', 'cǎi hóng'),
          w('太阳', 'tài yáng'), w('白云', 'bái yún'), w('乌云', 'wū yún'),
        ], { targets, hint: '今天是什么天气？' }),
        practice('pinyin-cy-siji', '四季', [
          w('春天', 'chūn tiān'), w('夏天', 'xià tiān'), w('秋天', 'qiū tiān'), w('冬天', 'dōng tiān'),
          w('发芽', 'fā yá'), w('开花', 'kāi huā'), w('结果', 'jiē guǒ'), w('落叶', 'luò yè'), w('雪花', 'xuě huā'),
          w('雪人', 'xuě rén'),
        ], { targets, hint: '春夏秋冬，一年四季。' }),
      ],
    },
    {
      id: 'pinyin-ciyu-shenghuo',
      name: '生活里的词语',
      chapters: [
        practice('pinyin-cy-shuiguo', '水果', [
          w('苹果', 'píng guǒ'), w('香蕉', 'xiāng jiāo'), w('西瓜', 'xī guā'), w('葡萄', 'pú tao', NEUTRAL_TONE),
          w('橘子', 'jú zi', NEUTRAL_TONE), w('桃子', 'táo zi', NEUTRAL_TONE), w('草莓', 'cǎo méi'),
          w('菠萝', 'bō luó'), w('樱桃', 'yīng táo'), w('梨子', 'lí zi', NEUTRAL_TONE),
        ], { targets, hint: '你最爱吃哪一种水果？' }),
        practice('pinyin-cy-shiwu', '蔬菜和食物', [
          w('白菜', 'bái cài'), w('萝卜', 'luó bo'), w('黄瓜', 'huáng guā'), w('土豆', 'tǔ dòu'), w('西红柿', 'xī hóng shì'),
          w('米饭', 'mǐ fàn'), w('面条', 'miàn tiáo'), w('包子', 'bāo zi', NEUTRAL_TONE), w('鸡蛋', 'jī dàn'),
          w('牛奶', 'niú nǎi'),
        ], { targets, hint: '多吃蔬菜身体好。' }),
        practice('pinyin-cy-jiaotong', '交通', [
          w('汽车', 'qì chē'), w('火车', 'huǒ chē'), w('飞机', 'fēi jī'), w('轮船', 'lún chuán'), w('地铁', 'dì tiě'),
          w('马路', 'mǎ lù'), w('公交车', 'gōng jiāo chē'), w('自行车', 'zì xíng chē'), w('红绿灯', 'hóng lǜ dēng'),
          w('斑马线', 'bān mǎ xiàn'),
        ], { targets, hint: '自行车的行读 xíng。' }),
        practice('pinyin-cy-jieri', '节日', [
          w('春节', 'chūn jié'), w('元宵节', 'yuán xiāo jié'), w('端午节', 'duān wǔ jié'), w('中秋节', 'zhōng qiū jié'),
          w('国庆节', 'guó qìng jié'), w('儿童节', 'ér tóng jié'), w('新年', 'xīn nián'), w('月饼', 'yuè bǐng'),
          w('粽子', 'zòng zi', NEUTRAL_TONE), w('灯笼', 'dēng long'),
        ], { targets, hint: '每个节日都有好吃的。' }),
        practice('pinyin-cy-fangwei', '方位', [
          w('上面', 'shàng miàn'), w('下面', 'xià miàn'), w('左边', 'zuǒ biān'), w('右边', 'yòu biān'),
          w('前面', 'qián miàn'), w('后面', 'hòu miàn'), w('里面', 'lǐ miàn'), w('外面', 'wài miàn'),
          w('中间', 'zhōng jiān'), w('旁边', 'páng biān'),
        ], { targets, hint: '上下左右前后里外，说一说你的文具盒在哪里。' }),
        practice('pinyin-cy-fanyi', '反义词', [
          w('大小', 'dà xiǎo'), w('多少', 'duō shǎo'), w('上下', 'shàng xià'), w('左右', 'zuǒ yòu'),
          w('前后', 'qián hòu'), w('长短', 'cháng duǎn'), w('高低', 'gāo dī'), w('快慢', 'kuài màn'),
          w('黑白', 'hēi bái'), w('开关', 'kāi guān'), w('冷热', 'lěng rè'),
        ], { targets, hint: '两个字的意思正好相反。长短的长读 cháng。' }),
      ],
    },
  ],
};
export default section;
