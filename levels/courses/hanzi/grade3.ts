import type { Section } from '../../../contract/levels';
import { ime } from './helpers';

const targets = { goalCpm: 12, minAccuracy: 88 };

/** 三年级: 三年级上下册的生字。 */
const section: Section = {
  id: 'hanzi-sannianji',
  name: '三年级',
  description: '三年级上下册的生字。',
  vip: true,
  lessons: [
    {
      id: 'hanzi-3a',
      name: '三年级上册',
      chapters: [
        ime('hanzi-3a-xuexiao', '大青树下的小学', '晨绒艳扮戴招呼读粗静停舞飘落', {
          targets,
          hint: '大青树下有一所小学，同学们穿着不同民族的衣服来上学。',
        }),
        ime('hanzi-3a-qiutian', '秋天的雨', '爽枫邮票炎凉衣裳粮稻菊仙', {
          targets,
          hint: '秋雨凉凉的，带来了金黄的稻子和香香的菊花。',
        }),
      ],
    },
    {
      id: 'hanzi-3b',
      name: '三年级下册',
      chapters: [
        ime('hanzi-3b-yanzi', '燕子', '燕掠减沾聚纤痕搭荷莲蓬蹈', {
          targets,
          hint: '小燕子从南方飞回来了，春天真热闹。',
        }),
        ime('hanzi-3b-shouzhudaitu', '守株待兔', '守株待兔宋耕触颈锄释', {
          targets,
          hint: '不劳动，只等着好运气，是不行的。',
        }),
      ],
    },
  ],
};
export default section;
