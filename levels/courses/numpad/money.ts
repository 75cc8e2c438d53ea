import type { Section, Targets } from '../../../contract/levels';
import { lesson } from '../keyboard/build';
import { invoice, invoiceChapter, list, sheet } from './build';

const prices: Targets = { goalCpm: 40, minAccuracy: 90 };
const dates: Targets = { goalCpm: 45, minAccuracy: 90 };

/** 价格和日期: yuan with two decimals (元.角分), a first 数量 × 单价 = 金额, and dates as YYYY-MM-DD. */
export const money: Section = {
  id: 'np-money',
  name: '价格和日期',
  description: '打价格、算金额、写日期，为填发票做准备',
  vip: true,
  lessons: [
    lesson('np-money-prices', '价格', [
      invoiceChapter('np-price-stationery', '文具的价格', [
        list('文具店价目表（元）', [['铅笔', '1.50'], ['橡皮', '2.00'], ['尺子', '3.50'], ['练习本', '4.80'], ['彩笔', '12.90']]),
      ], prices, '价格的小数点后面有两位：角和分'),
      invoiceChapter('np-price-breakfast', '早餐的价格', [
        list('早餐店价目表（元）', [['包子', '2.50'], ['豆浆', '3.00'], ['鸡蛋', '1.50'], ['油条', '2.00'], ['牛奶', '4.50']]),
      ], prices, '2.00 就是两块钱整'),
      invoiceChapter('np-price-fruit', '水果的价格', [
        list('水果店价目表（元/斤）', [['苹果', '6.80'], ['香蕉', '3.50'], ['梨', '4.20'], ['葡萄', '9.90'], ['西瓜', '2.60']]),
      ], prices, '水果按斤卖'),
      invoiceChapter('np-price-big', '大一点的金额', [
        list('商场价目表（元）', [['台灯', '89.90'], ['书包', '129.00'], ['自行车', '568.00'], ['书架', '1250.00'], ['电脑', '4999.00']]),
      ], prices, '数字越来越长，看清楚再打'),
    ]),
    lesson('np-money-amounts', '算金额', [
      invoiceChapter('np-money-total', '数量乘单价', [
        invoice({ item: '铅笔', quantity: '3', unitPrice: '1.50', rate: '0.13' }, ['数量', '单价', '金额']),
        invoice({ item: '练习本', quantity: '5', unitPrice: '4.80', rate: '0.13' }, ['数量', '单价', '金额']),
        invoice({ item: '彩笔', quantity: '2', unitPrice: '12.90', rate: '0.13' }, ['数量', '单价', '金额']),
      ], prices, '金额 = 数量 × 单价，3 支铅笔就是 3 × 1.50'),
    ]),
    lesson('np-money-dates', '日期', [
      invoiceChapter('np-date-1', '节日的日期', [
        list('节日日历', [['今天', '2026-11-21'], ['元旦', '2027-01-01'], ['植树节', '2027-03-12'], ['劳动节', '2027-05-01'], ['儿童节', '2027-06-01'], ['教师节', '2027-09-10'], ['国庆节', '2027-10-01']]),
      ], dates, '年-月-日，中间用小键盘的减号 - 隔开'),
      invoiceChapter('np-date-2', '开票日期练习', [
        sheet('练习单：开票日期', ['2026-11-21', '2026-12-01', '2027-01-15', '2027-03-08', '2027-07-31', '2027-12-31']),
      ], dates, '月和日不够两位，前面补 0'),
    ]),
  ],
};
