import type { HanziPassage } from './types';

/**
 * 汉字 test passages (typed through the system IME), written for the tests, never a chapter text
 * (levels/typingTests/pool.test.ts checks). Full-width punctuation, typed as shown. Band 1
 * (一级–三级): short sentences of everyday words; band 2 (四级–六级): a small scene; band 3
 * (七级–十级): longer sentences with less common words.
 */
export const hanziPassages: readonly HanziPassage[] = [
  { id: 'zh-1-morning', band: 1, text: '早上太阳出来了。小鸟在树上唱歌，我和妈妈去公园散步。' },
  { id: 'zh-1-cat', band: 1, text: '我家有一只小花猫。它爱吃鱼，也爱在沙发上睡觉。' },
  { id: 'zh-1-rain', band: 1, text: '下雨了，小朋友们打着伞回家。路边的小草喝饱了水。' },
  { id: 'zh-1-apple', band: 1, text: '秋天到了，果园里的苹果红了。爷爷摘下一个大苹果给我。' },
  { id: 'zh-1-class', band: 1, text: '上课了，老师教我们写字。我写得很认真，老师说我写得好。' },
  { id: 'zh-2-kite', band: 2, text: '春风吹过田野，哥哥带我去放风筝。风筝越飞越高，像一只彩色的蝴蝶在蓝天上跳舞。' },
  { id: 'zh-2-moon', band: 2, text: '中秋节的晚上，月亮又圆又亮。一家人坐在院子里吃月饼，奶奶给我们讲嫦娥的故事。' },
  { id: 'zh-2-ants', band: 2, text: '我在花坛边看见一队蚂蚁。它们排着整齐的队伍，把一粒饭搬回洞里，真是团结的好朋友。' },
  { id: 'zh-2-library', band: 2, text: '星期六我去图书馆借书。那里很安静，大家都在认真地看书。我借了一本讲恐龙的书。' },
  { id: 'zh-2-snow', band: 2, text: '一夜大雪，屋顶和树枝都变白了。我们在操场上堆雪人，用胡萝卜给它做了一个红鼻子。' },
  {
    id: 'zh-3-river', band: 3,
    text: '家乡有一条清澈的小河，河水静静地流过村庄。夏天，孩子们在岸边捉蜻蜓、摸小鱼；傍晚，夕阳把河面染成金色，远处传来悠扬的笛声。',
  },
  {
    id: 'zh-3-science', band: 3,
    text: '科学课上，老师做了一个有趣的实验：把鸡蛋放进清水里，它沉了下去；往水里加了很多盐，鸡蛋竟然慢慢浮了起来。大家都惊奇地睁大了眼睛。',
  },
  {
    id: 'zh-3-bamboo', band: 3,
    text: '竹子刚开始生长时，几年里只长几厘米，看起来毫无变化。其实它的根正在地下悄悄延伸。等根扎稳了，竹子每天能长高几十厘米，很快就长成一片茂密的竹林。',
  },
  {
    id: 'zh-3-stars', band: 3,
    text: '晴朗的夜晚，我和爸爸躺在草地上看星星。爸爸指着北方告诉我，那七颗明亮的星星连起来像一把勺子，叫作北斗七星，古人常用它来辨别方向。',
  },
  {
    id: 'zh-3-harvest', band: 3,
    text: '金秋时节，稻田里一片金黄。沉甸甸的稻穗低着头，仿佛在向辛勤的农民鞠躬。收割机轰隆隆地开过，人们脸上洋溢着丰收的喜悦。',
  },
];
