import type { Section } from '../../../contract/levels';
import { practice, w } from './helpers';

const targets = { goalCpm: 20, minAccuracy: 90 };

/** 古诗: read-along poems, one poem a chapter, typed word group by word group (2 + 3 or 2 + 2 + 3). */
const section: Section = {
  id: 'pinyin-gushi',
  name: '古诗',
  description: '跟读小学生必背古诗，一边读一边打拼音。',
  vip: true,
  lessons: [
    {
      id: 'pinyin-gushi-1',
      name: '五言古诗（一）',
      chapters: [
        practice('pinyin-gs-yonge', '咏鹅', [
          w('鹅鹅鹅', 'é é é'), w('曲项', 'qū xiàng', '曲项：弯着脖子，"曲"读 qū（弯曲），不是歌曲的 qǔ'), w('向天歌', 'xiàng tiān gē'),
          w('白毛', 'bái máo'), w('浮绿水', 'fú lǜ shuǐ'), w('红掌', 'hóng zhǎng'), w('拨清波', 'bō qīng bō'),
        ], { targets, title: '咏鹅 · 唐 · 骆宾王', hint: '跟读这首诗，想一想大白鹅是怎么唱歌的。' }),
        practice('pinyin-gs-jiangnan', '江南', [
          w('江南', 'jiāng nán'), w('可采莲', 'kě cǎi lián'), w('莲叶', 'lián yè'), w('何田田', 'hé tián tián'),
          w('鱼戏', 'yú xì'), w('莲叶间', 'lián yè jiān'), w('鱼戏', 'yú xì'), w('莲叶东', 'lián yè dōng'),
          w('鱼戏', 'yú xì'), w('莲叶西', 'lián yè xī'), w('鱼戏', 'yú xì'), w('莲叶南', 'lián yè nán'),
          w('鱼戏', 'yú xì'), w('莲叶北', 'lián yè běi'),
        ], { targets, title: '江南 · 汉 · 汉乐府', hint: '跟读这首诗，小鱼在莲叶的东西南北游来游去。' }),
        practice('pinyin-gs-hua', '画', [
          w('远看', 'yuǎn kàn'), w('山有色', 'shān yǒu sè'), w('近听', 'jìn tīng'), w('水无声', 'shuǐ wú shēng'),
          w('春去', 'chūn qù'), w('花还在', 'huā hái zài'), w('人来', 'rén lái'), w('鸟不惊', 'niǎo bù jīng'),
        ], { targets, title: '画 · 唐 · 王维', hint: '跟读这首诗，猜一猜：为什么花还在、鸟不惊？' }),
        practice('pinyin-gs-minnong', '悯农', [
          w('锄禾', 'chú hé'), w('日当午', 'rì dāng wǔ'), w('汗滴', 'hàn dī'), w('禾下土', 'hé xià tǔ'),
          w('谁知', 'shuí zhī'), w('盘中餐', 'pán zhōng cān'), w('粒粒', 'lì lì'), w('皆辛苦', 'jiē xīn kǔ'),
        ], { targets, title: '悯农（其二） · 唐 · 李绅', hint: '跟读这首诗，记住：每一粒米饭都来之不易。' }),
        practice('pinyin-gs-jingyesi', '静夜思', [
          w('床前', 'chuáng qián'), w('明月光', 'míng yuè guāng'), w('疑是', 'yí shì'), w('地上霜', 'dì shàng shuāng'),
          w('举头', 'jǔ tóu'), w('望明月', 'wàng míng yuè'), w('低头', 'dī tóu'), w('思故乡', 'sī gù xiāng'),
        ], { targets, title: '静夜思 · 唐 · 李白', hint: '跟读这首诗，举头望明月，低头思故乡。' }),
        practice('pinyin-gs-chunxiao', '春晓', [
          w('春眠', 'chūn mián'), w('不觉晓', 'bù jué xiǎo'), w('处处', 'chù chù'), w('闻啼鸟', 'wén tí niǎo'),
          w('夜来', 'yè lái'), w('风雨声', 'fēng yǔ shēng'), w('花落', 'huā luò'), w('知多少', 'zhī duō shǎo'),
        ], { targets, title: '春晓 · 唐 · 孟浩然', hint: '跟读这首诗。觉读 jué，处处读 chù chù。' }),
        practice('pinyin-gs-dengguanquelou', '登鹳雀楼', [
          w('白日', 'bái rì'), w('依山尽', 'yī shān jìn'), w('黄河', 'huáng hé'), w('入海流', 'rù hǎi liú'),
          w('欲穷', 'yù qióng'), w('千里目', 'qiān lǐ mù'), w('更上', 'gèng shàng'), w('一层楼', 'yī céng lóu'),
        ], { targets, title: '登鹳雀楼 · 唐 · 王之涣', hint: '跟读这首诗。更读 gèng，想看得更远，就要登得更高。' }),
      ],
    },
    {
      id: 'pinyin-gushi-2',
      name: '五言古诗（二）',
      chapters: [
        practice('pinyin-gs-chishang', '池上', [
          w('小娃', 'xiǎo wá'), w('撑小艇', 'chēng xiǎo tǐng'), w('偷采', 'tōu cǎi'), w('白莲回', 'bái lián huí'),
          w('不解', 'bù jiě'), w('藏踪迹', 'cáng zōng jì'), w('浮萍', 'fú píng'), w('一道开', 'yī dào kāi'),
        ], { targets, title: '池上 · 唐 · 白居易', hint: '跟读这首诗，小娃娃偷偷采莲，却忘了藏好小船的水路。' }),
        practice('pinyin-gs-suojian', '所见', [
          w('牧童', 'mù tóng'), w('骑黄牛', 'qí huáng niú'), w('歌声', 'gē shēng'), w('振林樾', 'zhèn lín yuè'),
          w('意欲', 'yì yù'), w('捕鸣蝉', 'bǔ míng chán'), w('忽然', 'hū rán'), w('闭口立', 'bì kǒu lì'),
        ], { targets, title: '所见 · 清 · 袁枚', hint: '跟读这首诗，小牧童为什么忽然不唱了？' }),
        practice('pinyin-gs-feng', '风', [
          w('解落', 'jiě luò'), w('三秋叶', 'sān qiū yè'), w('能开', 'néng kāi'), w('二月花', 'èr yuè huā'),
          w('过江', 'guò jiāng'), w('千尺浪', 'qiān chǐ làng'), w('入竹', 'rù zhú'), w('万竿斜', 'wàn gān xié'),
        ], { targets, title: '风 · 唐 · 李峤', hint: '跟读这首诗，诗里没有一个风字，却处处都是风。' }),
        practice('pinyin-gs-meihua', '梅花', [
          w('墙角', 'qiáng jiǎo'), w('数枝梅', 'shù zhī méi'), w('凌寒', 'líng hán'), w('独自开', 'dú zì kāi'),
          w('遥知', 'yáo zhī'), w('不是雪', 'bù shì xuě'), w('为有', 'wèi yǒu'), w('暗香来', 'àn xiāng lái'),
        ], { targets, title: '梅花 · 宋 · 王安石', hint: '跟读这首诗。数读 shù，为读 wèi。' }),
        practice('pinyin-gs-yesushansi', '夜宿山寺', [
          w('危楼', 'wēi lóu'), w('高百尺', 'gāo bǎi chǐ'), w('手可', 'shǒu kě'), w('摘星辰', 'zhāi xīng chén'),
          w('不敢', 'bù gǎn'), w('高声语', 'gāo shēng yǔ'), w('恐惊', 'kǒng jīng'), w('天上人', 'tiān shàng rén'),
        ], { targets, title: '夜宿山寺 · 唐 · 李白', hint: '跟读这首诗，小声一点，别惊动了天上的人。' }),
        practice('pinyin-gs-xunyinzhe', '寻隐者不遇', [
          w('松下', 'sōng xià'), w('问童子', 'wèn tóng zǐ'), w('言师', 'yán shī'), w('采药去', 'cǎi yào qù'),
          w('只在', 'zhǐ zài', '"只在此山中"的只是副词"只是、就"，读 zhǐ；pinyin-pro 误读为量词 zhī'),
          w('此山中', 'cǐ shān zhōng'), w('云深', 'yún shēn'), w('不知处', 'bù zhī chù'),
        ], { targets, title: '寻隐者不遇 · 唐 · 贾岛', hint: '跟读这首诗。只读 zhǐ，处读 chù。' }),
      ],
    },
    {
      id: 'pinyin-gushi-3',
      name: '七言古诗',
      chapters: [
        practice('pinyin-gs-xiaochi', '小池', [
          w('泉眼', 'quán yǎn'), w('无声', 'wú shēng'), w('惜细流', 'xī xì liú'), w('树阴', 'shù yīn'),
          w('照水', 'zhào shuǐ'), w('爱晴柔', 'ài qíng róu'), w('小荷', 'xiǎo hé'), w('才露', 'cái lù'),
          w('尖尖角', 'jiān jiān jiǎo'), w('早有', 'zǎo yǒu'), w('蜻蜓', 'qīng tíng'), w('立上头', 'lì shàng tóu'),
        ], { targets, title: '小池 · 宋 · 杨万里', hint: '跟读这首诗。角读 jiǎo，像小荷叶尖尖的角。' }),
        practice('pinyin-gs-cunju', '村居', [
          w('草长', 'cǎo zhǎng', '草长：草生长，长读 zhǎng；整首诗连在一起时 pinyin-pro 误读为 cháng'),
          w('莺飞', 'yīng fēi'), w('二月天', 'èr yuè tiān'), w('拂堤', 'fú dī'), w('杨柳', 'yáng liǔ'),
          w('醉春烟', 'zuì chūn yān'), w('儿童', 'ér tóng'), w('散学', 'sàn xué'), w('归来早', 'guī lái zǎo'),
          w('忙趁', 'máng chèn'), w('东风', 'dōng fēng'), w('放纸鸢', 'fàng zhǐ yuān'),
        ], { targets, title: '村居 · 清 · 高鼎', hint: '跟读这首诗。草长的长读 zhǎng，散学的散读 sàn。' }),
        practice('pinyin-gs-yongliu', '咏柳', [
          w('碧玉', 'bì yù'), w('妆成', 'zhuāng chéng'), w('一树高', 'yī shù gāo'), w('万条', 'wàn tiáo'),
          w('垂下', 'chuí xià'), w('绿丝绦', 'lǜ sī tāo'), w('不知', 'bù zhī'), w('细叶', 'xì yè'), w('谁裁出', 'shuí cái chū'),
          w('二月', 'èr yuè'), w('春风', 'chūn fēng'), w('似剪刀', 'sì jiǎn dāo'),
        ], { targets, title: '咏柳 · 唐 · 贺知章', hint: '跟读这首诗，春风像一把剪刀，裁出了细细的柳叶。' }),
        practice('pinyin-gs-wanglushan', '望庐山瀑布', [
          w('日照', 'rì zhào'), w('香炉', 'xiāng lú'), w('生紫烟', 'shēng zǐ yān'), w('遥看', 'yáo kàn'),
          w('瀑布', 'pù bù'), w('挂前川', 'guà qián chuān'), w('飞流', 'fēi liú'), w('直下', 'zhí xià'),
          w('三千尺', 'sān qiān chǐ'), w('疑是', 'yí shì'), w('银河', 'yín hé'), w('落九天', 'luò jiǔ tiān'),
        ], { targets, title: '望庐山瀑布 · 唐 · 李白', hint: '跟读这首诗，瀑布像银河从天上落下来。' }),
        practice('pinyin-gs-jueju', '绝句', [
          w('两个', 'liǎng gè'), w('黄鹂', 'huáng lí'), w('鸣翠柳', 'míng cuì liǔ'), w('一行', 'yī háng'),
          w('白鹭', 'bái lù'), w('上青天', 'shàng qīng tiān'), w('窗含', 'chuāng hán'), w('西岭', 'xī lǐng'),
          w('千秋雪', 'qiān qiū xuě'), w('门泊', 'mén bó'), w('东吴', 'dōng wú'), w('万里船', 'wàn lǐ chuán'),
        ], { targets, title: '绝句 · 唐 · 杜甫', hint: '跟读这首诗。一行的行读 háng，是一排的意思。' }),
        practice('pinyin-gs-zengwanglun', '赠汪伦', [
          w('李白', 'lǐ bái'), w('乘舟', 'chéng zhōu'), w('将欲行', 'jiāng yù xíng'), w('忽闻', 'hū wén'),
          w('岸上', 'àn shàng'), w('踏歌声', 'tà gē shēng'), w('桃花', 'táo huā'), w('潭水', 'tán shuǐ'),
          w('深千尺', 'shēn qiān chǐ'), w('不及', 'bù jí'), w('汪伦', 'wāng lún'), w('送我情', 'sòng wǒ qíng'),
        ], { targets, title: '赠汪伦 · 唐 · 李白', hint: '跟读这首诗。乘读 chéng，将欲行的行读 xíng。' }),
      ],
    },
  ],
};
export default section;
