import type { Section } from '../../../contract/levels';
import { ime } from './helpers';

const targets = { goalCpm: 20, minAccuracy: 92 };

/** 短文: 三到五句话的小短文，一口气打完。 */
const section: Section = {
  id: 'hanzi-duanwen',
  name: '短文',
  description: '三到五句话的小短文，一口气打完。',
  vip: true,
  lessons: [
    {
      id: 'hanzi-duanwen-1',
      name: '小故事',
      chapters: [
        ime('hanzi-dw-woniu', '小蜗牛', '春天到了，小蜗牛慢慢地爬出了家门。它看见小草发芽了，小花也开了。小蜗牛高兴地说：“春天真美呀！”', {
          targets,
          hint: '冒号和引号也用中文输入法打：“”。',
        }),
        ime('hanzi-dw-wuya', '乌鸦喝水', '一只乌鸦口渴了，到处找水喝。它看见一个瓶子，瓶子里有水，可是瓶口太小，它喝不着。乌鸦看见旁边有许多小石子，就把小石子一颗一颗地放进瓶子里。瓶子里的水慢慢升高了，乌鸦终于喝着水了。', {
          targets,
          hint: '聪明的乌鸦想出了好办法。',
        }),
        ime('hanzi-dw-pengyou', '我的好朋友', '我有一个好朋友，她叫小红。她的眼睛大大的，笑起来很好看。我们每天一起上学，一起回家。', {
          targets,
          hint: '你的好朋友是谁？',
        }),
      ],
    },
    {
      id: 'hanzi-duanwen-2',
      name: '生活小记',
      chapters: [
        ime('hanzi-dw-yuhou', '雨后', '雨停了，太阳出来了。天边挂着一道彩虹，红橙黄绿青蓝紫，美极了。小朋友们跑到院子里，踩着水坑哈哈大笑。', {
          targets,
          hint: '彩虹有七种颜色。',
        }),
        ime('hanzi-dw-zhishu', '植树', '春天，我和爸爸去山上种树。爸爸挖坑，我扶树苗，然后我们一起填土、浇水。看着小树苗，我心里想：快快长大吧！', {
          targets,
          hint: '种树的种读 zhòng，长大的长读 zhǎng。',
        }),
        ime('hanzi-dw-zhongqiu', '中秋节', '中秋节的晚上，月亮又大又圆。我们一家人坐在院子里，一边吃月饼，一边赏月。奶奶给我讲了嫦娥奔月的故事。', {
          targets,
          hint: '每逢佳节倍思亲，中秋节是团圆的节日。',
        }),
      ],
    },
  ],
};
export default section;
