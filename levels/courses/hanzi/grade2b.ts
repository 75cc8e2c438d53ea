import type { Section } from '../../../contract/levels';
import { ime } from './helpers';

const targets = { goalCpm: 10, minAccuracy: 88 };

/** 二年级下册: 二年级下册的生字，这次不看拼音试试。 */
const section: Section = {
  id: 'hanzi-ernianji-xia',
  name: '二年级下册',
  description: '二年级下册的生字，这次不看拼音试试。',
  vip: true,
  lessons: [
    {
      id: 'hanzi-2b-shizi',
      name: '识字',
      chapters: [
        ime('hanzi-2b-shenzhouyao', '神州谣', '神　州　川　涌　岛　峡　台　湾　隔　海　齐　心　协', {
          targets,
          hint: '我神州，称华夏，山川美，可入画。',
        }),
        ime('hanzi-2b-chuantongjieri', '传统节日', '贴　街　舞　龙　团　圆　闹　艾　粽　赛　转　敬', {
          targets,
          hint: '春节贴窗花，端午赛龙舟。',
        }),
        ime('hanzi-2b-meishi', '中国美食', '菠　茄　烧　烤　鸭　炒　饭　蛋　炸　酱　粥　馅　饼', {
          targets,
          hint: '好吃的字多半带火字旁或食字旁。',
        }),
        ime('hanzi-2b-gushi', '古诗里的字', '村　居　咏　柳　拂　堤　醉　烟　童　散　趁　碧　妆　丝　裁　剪', {
          targets,
          hint: '这些字来自《村居》和《咏柳》。',
        }),
      ],
    },
  ],
};
export default section;
