import type { Chapter, Targets, TypingInvoiceActivity } from '../../../contract/levels';

/** Builders for typing_invoice chapters; every value is typed on the number pad, Enter after each. */

type Invoice = TypingInvoiceActivity['invoices'][number];

/** A chapter of one or more invoices (practice sheets or real-looking 发票). */
export function invoiceChapter(id: string, name: string, invoices: Invoice[], targets: Targets, hint?: string): Chapter {
  return {
    id,
    name,
    lesson_type: 'practice',
    is_game: false,
    activity: { render_engine: 'typing_invoice', invoices },
    targets,
    ...(hint ? { hint } : {}),
  };
}

/** A drill sheet: the values in order, labelled 第1组, 第2组, … */
export function sheet(title: string, values: string[]): Invoice {
  return { title, fields: values.map((value, i) => ({ label: `第${i + 1}组`, value })) };
}

/** A labelled list, e.g. a price list [['铅笔', '1.50'], …]. */
export function list(title: string, rows: [label: string, value: string][]): Invoice {
  return { title, fields: rows.map(([label, value]) => ({ label, value })) };
}

/** A decimal string as an integer count of 10^-scale units ('2.5' → 25, scale 1). */
function decimal(value: string): { units: number; scale: number } {
  const [whole, fraction = ''] = value.split('.');
  return { units: Number(whole + fraction), scale: fraction.length };
}

/** a × b rounded half up to cents (a, b positive decimal strings); integer maths, so no float drift. */
export function timesInCents(a: string, b: string): number {
  const x = decimal(a);
  const y = decimal(b);
  const scale = x.scale + y.scale;
  if (scale <= 2) return x.units * y.units * 10 ** (2 - scale);
  const divisor = 10 ** (scale - 2);
  return Math.floor((x.units * y.units * 2 + divisor) / (2 * divisor));
}

/** Cents as yuan with two decimals: 1234 → '12.34'. */
export function yuan(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The fields of a 发票, in the order they are printed. */
export type InvoiceLabel = '开票日期' | '发票代码' | '发票号码' | '数量' | '单价' | '金额' | '税率' | '税额' | '价税合计';
export const ALL_LABELS: InvoiceLabel[] = ['开票日期', '发票代码', '发票号码', '数量', '单价', '金额', '税率', '税额', '价税合计'];

export interface Sale {
  /** what is sold, shown in the title */
  item: string;
  date?: string;
  /** 12-digit 发票代码 and 8-digit 发票号码 (made up, but shaped like real ones) */
  code?: string;
  number?: string;
  quantity: string;
  /** yuan with two decimals */
  unitPrice: string;
  /** VAT rate as a decimal: '0.13' goods, '0.09' farm produce and books, '0.06' services */
  rate: string;
}

/**
 * A 增值税普通发票 for one sale, showing only `labels` (early chapters type fewer fields).
 * 金额 = 数量 × 单价, 税额 = 金额 × 税率, 价税合计 = 金额 + 税额, each rounded to the fen.
 */
export function invoice(sale: Sale, labels: InvoiceLabel[] = ALL_LABELS): Invoice {
  const amount = timesInCents(sale.quantity, sale.unitPrice);
  const tax = timesInCents(yuan(amount), sale.rate);
  const values: Record<InvoiceLabel, string | undefined> = {
    开票日期: sale.date,
    发票代码: sale.code,
    发票号码: sale.number,
    数量: sale.quantity,
    单价: sale.unitPrice,
    金额: yuan(amount),
    税率: sale.rate,
    税额: yuan(tax),
    价税合计: yuan(amount + tax),
  };
  return {
    title: `增值税普通发票 · ${sale.item}`,
    fields: ALL_LABELS.filter((l) => labels.includes(l)).map((label) => {
      const value = values[label];
      if (value === undefined) throw new Error(`发票 ${sale.item} 缺少 ${label}`);
      return { label, value };
    }),
  };
}
