import type { Section } from '../../../contract/levels';
import { ime } from './helpers';

const targets = { goalCpm: 18, minAccuracy: 90 };

/** 句子: 打完整的句子，别忘了中文标点。 */
const section: Section = {
  id: 'hanzi-juzi',
  name: '句子',
  description: '打完整的句子，别忘了中文标点。',
  vip: true,
  lessons: [
    {
      id: 'hanzi-juzi-1',
      name: '说一说',
      chapters: [
        ime('hanzi-jz-wenhou', '打招呼', '你好！我叫小明。你叫什么名字？我们做朋友吧！', {
          targets,
          hint: '感叹号！和问号？用中文输入法打，是全角的。',
        }),
        ime('hanzi-jz-xuexiao', '在学校', '上课了，我们坐得端端正正。老师讲故事，我们听得认认真真。下课了，我们一起去操场做游戏。', {
          targets,
          hint: '一句一句地打，打完句号歇一歇。',
        }),
        ime('hanzi-jz-shei', '谁在哪里', '谁在草地上跳？小兔在草地上跳。谁在河里游？小鱼在河里游。谁在天上飞？小鸟在天上飞。', {
          targets,
          hint: '一问一答，问句末尾用问号。',
        }),
      ],
    },
    {
      id: 'hanzi-juzi-2',
      name: '写一写',
      chapters: [
        ime('hanzi-jz-xiayu', '要下雨了', '天阴了，风大了。小蚂蚁忙着搬家，燕子飞得很低。大雨就要来了！', {
          targets,
          hint: '下雨前，小动物们都知道。',
        }),
        ime('hanzi-jz-xiguan', '好习惯', '早睡早起身体好。饭前便后要洗手。看书写字姿势正。东西用完放回去。', {
          targets,
          hint: '这些好习惯，你都做到了吗？',
        }),
        ime('hanzi-jz-tianye', '秋天的田野', '秋天的田野真美啊！稻子黄了，苹果红了，葡萄紫了。农民伯伯笑了！', {
          targets,
          hint: '读一读，感叹号表示心里很高兴。',
        }),
      ],
    },
  ],
};
export default section;
