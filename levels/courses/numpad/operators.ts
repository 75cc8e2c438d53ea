import type { Section, Targets } from '../../../contract/levels';
import { lesson, video } from '../keyboard/build';
import { invoiceChapter, sheet } from './build';

const ops: Targets = { goalCpm: 35, minAccuracy: 88 };
const longer: Targets = { goalCpm: 40, minAccuracy: 90 };

/** 运算符和长数字: / * - + on the pad's edge, then numbers from two to six digits and small sums. */
export const operators: Section = {
  id: 'np-ops',
  name: '运算符和长数字',
  description: '加减乘除四个符号，和越来越长的数字',
  vip: true,
  lessons: [
    lesson('np-ops-intro', '认识运算符', [
      video('np-ops-video', '看一看：加减乘除在哪里', [
        ['/', '中指向上伸两格，按除号 /'],
        ['*', '无名指向上伸两格，按乘号 *'],
        ['-', '小指向上伸，按减号 -'],
        ['+', '小指按加号 +，它是一个长长的键'],
      ], '四个符号都在小键盘的边上'),
    ]),
    lesson('np-ops-signs', '加减乘除', [
      invoiceChapter('np-ops-1', '除号和乘号', [sheet('练习单：/ 和 *', ['/', '*', '8/2', '6*3', '9/3', '4*5', '12/4'])], ops,
        '除号归中指，乘号归无名指'),
      invoiceChapter('np-ops-2', '减号和加号', [sheet('练习单：- 和 +', ['-', '+', '5-2', '3+4', '10-7', '6+9', '20-5'])], ops,
        '加号和减号都归小指'),
      invoiceChapter('np-ops-3', '小算式', [sheet('练习单：小算式', ['2+3', '9-4', '3*4', '8/2', '12+30', '100-1', '25*4'])], ops,
        '打的时候在心里算一算'),
    ]),
    lesson('np-ops-long', '越来越长的数', [
      invoiceChapter('np-len-2', '两位数', [sheet('练习单：两位数', ['12', '34', '56', '78', '90', '47', '85', '63', '29', '10'])], ops,
        '两个数字，一下一下打'),
      invoiceChapter('np-len-3', '三位数', [sheet('练习单：三位数', ['120', '365', '480', '507', '729', '846', '913'])], ops,
        '一年有 365 天'),
      invoiceChapter('np-len-4', '四位数', [sheet('练习单：四位数', ['2026', '1949', '3600', '5280', '7081', '9999'])], longer,
        '四位数，先看清再打'),
      invoiceChapter('np-len-5', '五位和六位数', [sheet('练习单：五位和六位数', ['12345', '67890', '24680', '13579', '100000', '654321'])], longer,
        '长数字可以三个三个地看'),
      invoiceChapter('np-ops-4', '长算式', [sheet('练习单：长算式', ['12+34+56', '100-25-25', '3*3*3', '144/12', '2.5*4', '0.5+0.5'])], longer,
        '数字、符号、小数点一起来'),
    ]),
  ],
};
