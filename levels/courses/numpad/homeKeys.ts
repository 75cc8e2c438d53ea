import type { Section, Targets } from '../../../contract/levels';
import { lesson, video } from '../keyboard/build';
import { invoiceChapter, sheet } from './build';

const start: Targets = { goalCpm: 30, minAccuracy: 85 };
const steady: Targets = { goalCpm: 35, minAccuracy: 88 };

/** 小键盘基准键: the right hand rests on 4 5 6, reaches up to 7 8 9, down to 1 2 3, thumb on 0. */
export const homeKeys: Section = {
  id: 'np-home',
  name: '小键盘基准键',
  description: '右手放在 4 5 6 上，学会十个数字和小数点',
  vip: false,
  lessons: [
    lesson('np-home-intro', '认识小键盘', [
      video('np-home-video', '看一看：右手怎么放', [
        ['5', '先看 Num Lock 灯亮了没有。右手中指放在 5 上，摸一摸上面的小凸点'],
        ['4', '右手食指放在 4 上'],
        ['6', '右手无名指放在 6 上'],
        ['0', '大拇指放在 0 上'],
        ['+', '小指管最右边的 +、- 和 Enter 键'],
        ['789', '食指、中指、无名指向上伸一格，按 7 8 9'],
        ['123', '再向下伸一格，按 1 2 3'],
        ['.', '无名指向下，按小数点 .'],
      ], '每打完一个数，手指回到 4 5 6'),
    ]),
    lesson('np-home-middle', '中间一排：4 5 6', [
      invoiceChapter('np-home-456-1', '4 5 6 基准键', [sheet('练习单：4 5 6', ['44', '55', '66', '456', '654', '465', '546'])], start,
        '食指 4，中指 5，无名指 6，每组打完按 Enter'),
      invoiceChapter('np-home-456-2', '4 5 6 连连看', [sheet('练习单：4 5 6 连连看', ['4456', '5566', '6645', '4565', '6544', '5456'])], start,
        '眼睛看屏幕，手指摸着打'),
    ]),
    lesson('np-home-up', '上面一排：7 8 9', [
      invoiceChapter('np-home-789-1', '向上伸：7 8 9', [sheet('练习单：7 8 9', ['77', '88', '99', '789', '987', '798', '879'])], start,
        '手指向上伸一格，打完回到 4 5 6'),
      invoiceChapter('np-home-789-2', '7 8 9 和 4 5 6', [sheet('练习单：上面和中间', ['47', '58', '69', '74', '85', '96', '4758', '6958'])], start,
        '同一个手指管一竖排'),
    ]),
    lesson('np-home-down', '下面一排：1 2 3', [
      invoiceChapter('np-home-123-1', '向下伸：1 2 3', [sheet('练习单：1 2 3', ['11', '22', '33', '123', '321', '132', '213'])], start,
        '手指向下伸一格，打完回到 4 5 6'),
      invoiceChapter('np-home-123-2', '三排一起来', [sheet('练习单：三排一起来', ['14', '25', '36', '147', '258', '369', '741', '852', '963'])], steady,
        '147 是食指，258 是中指，369 是无名指'),
    ]),
    lesson('np-home-zero', '0 和小数点', [
      invoiceChapter('np-home-0', '大拇指按 0', [sheet('练习单：0', ['0', '10', '20', '30', '100', '200', '500', '1000'])], steady,
        '0 键又宽又大，交给大拇指'),
      invoiceChapter('np-home-dot', '无名指按小数点', [sheet('练习单：小数点', ['0.5', '1.5', '2.5', '3.6', '4.8', '0.25', '9.99'])], steady,
        '小数点在 3 的下面'),
      invoiceChapter('np-home-all', '十个数字全会啦', [sheet('练习单：全部数字', ['1234567890', '0987654321', '13579', '24680', '11223344'])], steady,
        '单数 13579，双数 24680'),
    ]),
  ],
};
