import type { Section, Targets } from '../../../contract/levels';
import { lesson, video } from '../keyboard/build';
import { invoice, invoiceChapter, type InvoiceLabel } from './build';

const first: Targets = { goalCpm: 45, minAccuracy: 92 };
const later: Targets = { goalCpm: 50, minAccuracy: 93 };

// One shop's invoices share a 发票代码 (a batch) and count up their 发票号码, as real ones do.
const stationery = { code: '144032509110', rate: '0.13' };
const fruit = { code: '144032509225', rate: '0.09' };
const books = { code: '144032509318', rate: '0.09' };
const restaurant = { code: '144032509402', rate: '0.06' };
const sports = { code: '144032509537', rate: '0.13' };

const amountOnly: InvoiceLabel[] = ['开票日期', '数量', '单价', '金额'];
const header: InvoiceLabel[] = ['开票日期', '发票代码', '发票号码'];
const taxOnly: InvoiceLabel[] = ['数量', '单价', '金额', '税率', '税额'];
const noCodes: InvoiceLabel[] = ['开票日期', '数量', '单价', '金额', '税率', '税额', '价税合计'];

/** 发票录入: real-looking 增值税普通发票, a few fields at first, then whole invoices and piles of them. */
export const invoices: Section = {
  id: 'np-invoice',
  name: '发票录入',
  description: '像会计一样录入发票：日期、代码、号码、金额和税额',
  vip: true,
  lessons: [
    lesson('np-invoice-intro', '认识发票', [
      video('np-invoice-video', '看一看：发票上的数字', [
        ['2026-11-21', '开票日期：年、月、日之间用小键盘的 - 隔开'],
        ['3', '数量：买了几个'],
        ['1.50', '单价：一个多少钱，小数点后面写两位'],
        ['4.50', '金额 = 数量 × 单价'],
        ['0.13', '税率：0.13 就是百分之十三'],
        ['0.59', '税额 = 金额 × 税率，算到分，四舍五入'],
        ['5.09', '价税合计 = 金额 + 税额'],
      ], '每个格子打完按 Enter，跳到下一格'),
    ]),
    lesson('np-invoice-parts', '一格一格学', [
      invoiceChapter('np-inv-first', '第一张发票', [
        invoice({ item: '铅笔', date: '2026-11-21', quantity: '10', unitPrice: '1.50', ...stationery }, amountOnly),
      ], first, '10 支铅笔，每支 1.50 元，一共 15.00 元'),
      invoiceChapter('np-inv-codes', '发票代码和号码', [
        invoice({ item: '练习本', date: '2026-11-22', number: '00258716', quantity: '1', unitPrice: '4.80', ...stationery }, header),
        invoice({ item: '书包', date: '2026-11-23', number: '00258717', quantity: '1', unitPrice: '129.00', ...stationery }, header),
      ], first, '发票代码 12 位，发票号码 8 位，一位一位对着打'),
      invoiceChapter('np-inv-tax', '加上税额', [
        invoice({ item: '橡皮', quantity: '20', unitPrice: '2.00', ...stationery }, taxOnly),
        invoice({ item: '尺子', quantity: '12', unitPrice: '3.50', ...stationery }, taxOnly),
      ], first, '税额 = 金额 × 税率'),
      invoiceChapter('np-inv-total', '价税合计', [
        invoice({ item: '文件夹', date: '2026-11-24', quantity: '6', unitPrice: '8.80', ...stationery }, noCodes),
        invoice({ item: '台灯', date: '2026-11-24', quantity: '1', unitPrice: '89.90', ...stationery }, noCodes),
      ], first, '价税合计 = 金额 + 税额，就是一共要付的钱'),
    ]),
    lesson('np-invoice-shops', '完整的发票', [
      invoiceChapter('np-inv-stationery', '文具店的发票', [
        invoice({ item: '彩笔', date: '2026-11-25', number: '00258718', quantity: '4', unitPrice: '12.90', ...stationery }),
        invoice({ item: '练习本', date: '2026-11-25', number: '00258719', quantity: '25', unitPrice: '4.80', ...stationery }),
      ], later, '文具的税率是 0.13'),
      invoiceChapter('np-inv-fruit', '水果店的发票', [
        invoice({ item: '苹果（公斤）', date: '2026-11-26', number: '00317502', quantity: '2.5', unitPrice: '13.60', ...fruit }),
        invoice({ item: '香蕉（公斤）', date: '2026-11-26', number: '00317503', quantity: '3', unitPrice: '7.00', ...fruit }),
      ], later, '水果的税率是 0.09，数量也可以有小数'),
      invoiceChapter('np-inv-books', '书店的发票', [
        invoice({ item: '故事书', date: '2026-11-27', number: '00420961', quantity: '2', unitPrice: '28.00', ...books }),
        invoice({ item: '字典', date: '2026-11-27', number: '00420962', quantity: '1', unitPrice: '39.90', ...books }),
        invoice({ item: '绘本', date: '2026-11-27', number: '00420963', quantity: '3', unitPrice: '45.50', ...books }),
      ], later, '图书的税率也是 0.09'),
      invoiceChapter('np-inv-restaurant', '餐厅的发票', [
        invoice({ item: '餐饮服务 · 午餐', date: '2026-11-28', number: '00513380', quantity: '4', unitPrice: '32.00', ...restaurant }),
        invoice({ item: '餐饮服务 · 家庭晚餐', date: '2026-11-28', number: '00513381', quantity: '1', unitPrice: '268.00', ...restaurant }),
      ], later, '吃饭是服务，税率是 0.06'),
      invoiceChapter('np-inv-stack', '一摞发票', [
        invoice({ item: '篮球', date: '2026-11-30', number: '00609124', quantity: '2', unitPrice: '119.00', ...sports }),
        invoice({ item: '跳绳', date: '2026-11-30', number: '00609125', quantity: '10', unitPrice: '15.80', ...sports }),
        invoice({ item: '牛奶（箱）', date: '2026-11-30', number: '00317540', quantity: '2', unitPrice: '59.90', ...fruit }),
      ], later, '三张发票，一张一张认真录入'),
    ]),
  ],
};
