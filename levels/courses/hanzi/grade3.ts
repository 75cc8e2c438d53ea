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
          hint: '早晨，从山坡上，从小路上，走来了许多小学生。',
        }),
        ime('hanzi-3a-qiutian', '秋天的雨', '爽枫邮票炎凉衣裳粮稻菊仙', {
          targets,
          hint: '秋天的雨，有一盒五彩缤纷的颜料。',
        }),
      ],
    },
    {
      id: 'hanzi-3b',
      name: '三年级下册',
      chapters: [
        ime('hanzi-3b-yanzi', '燕子', '燕掠减沾聚纤痕搭荷莲蓬蹈', {
          targets,
          hint: '小燕子从南方飞来，为春光增添了许多生机。',
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
