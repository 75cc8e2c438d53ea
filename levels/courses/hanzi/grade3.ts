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
        ime('hanzi-3a-xuexiao', '大青树下的小学', '晨　绒　艳　扮　戴　招　呼　读　粗　静　停　舞　飘　落', {
          targets,
          hint: '大青树下有一所小学，同学们穿着不同民族的衣服来上学。',
        }),
        ime('hanzi-3a-qiutian', '秋天的雨', '爽　枫　邮　票　炎　凉　衣　裳　粮　稻　菊　仙', {
          targets,
          hint: '秋雨凉凉的，带来了金黄的稻子和香香的菊花。',
        }),
      ],
    },
    {
      id: 'hanzi-3b',
      name: '三年级下册',
      chapters: [
        ime('hanzi-3b-yanzi', '燕子', '燕　掠　减　沾　聚　纤　痕　搭　荷　莲　蓬　蹈', {
          targets,
          hint: '小燕子从南方飞回来了，春天真热闹。',
        }),
        ime('hanzi-3b-shouzhudaitu', '守株待兔', '守　株　待　兔　宋　耕　触　颈　锄　释', {
          targets,
          hint: '不劳动，只等着好运气，是不行的。',
        }),
      ],
    },
  ],
};
export default section;
