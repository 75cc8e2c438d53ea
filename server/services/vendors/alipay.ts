import type { KeyObject } from 'node:crypto';
import { chinaDateTime } from '../../clock';
import type { PaidNotice, PaymentOrder, PaymentProvider, VendorAck } from '../payments';
import { signSha256, verifySha256 } from './rsa';

/**
 * Alipay open platform, face-to-face QR (alipay.trade.precreate / alipay.trade.query), to the
 * published protocol: requests are form posts to the gateway signed RSA2 (SHA256withRSA) over the
 * sorted `key=value&…` of every non-empty parameter but `sign`; answers are verified over the exact
 * JSON text of their `…_response` node with Alipay's public key; an async notification is verified
 * over its sorted parameters without `sign` and `sign_type`, and only TRADE_SUCCESS / TRADE_FINISHED
 * for our app_id counts.
 */
export interface AlipayConfig {
  appId: string;
  appKey: KeyObject;
  alipayKey: KeyObject;
  notifyUrl: string;
  /** https://openapi.alipay.com/gateway.do; tests point it at a local fake */
  gateway?: string;
  now?: () => Date;
}

/** The string Alipay signs: parameters sorted by name, empty ones and the excluded left out. */
export function alipaySignContent(params: Record<string, unknown>, exclude: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== null && params[k] !== '')
    .sort()
    .map((k) => `${k}=${String(params[k])}`)
    .join('&');
}

/** The exact text of `"<node>":{…}` in an answer, as Alipay signed it (not a re-serialisation). */
export function responseNode(text: string, node: string): string | null {
  const start = text.indexOf(`"${node}"`);
  if (start < 0) return null;
  const open = text.indexOf('{', start);
  if (open < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return text.slice(open, i + 1);
  }
  return null;
}

const cents = (yuan: unknown): number | null => {
  if (typeof yuan !== 'string' || !/^\d+(\.\d{1,2})?$/.test(yuan)) return null;
  const [whole, fraction = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
const yuanOf = (amount: number) => `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
const PAID = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

export function alipayProvider(c: AlipayConfig): PaymentProvider {
  const gateway = c.gateway ?? 'https://openapi.alipay.com/gateway.do';
  const now = c.now ?? (() => new Date());

  async function call(method: string, biz: Record<string, unknown>, extra: Record<string, string> = {}): Promise<Record<string, unknown>> {
    const params: Record<string, string> = {
      app_id: c.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: chinaDateTime(now()),
      version: '1.0',
      biz_content: JSON.stringify(biz),
      ...extra,
    };
    params.sign = signSha256(c.appKey, alipaySignContent(params));
    const res = await fetch(gateway, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    const nodeName = `${method.replace(/\./g, '_')}_response`;
    const node = responseNode(text, nodeName);
    const { sign } = JSON.parse(text) as { sign?: string };
    if (!node || !sign || !verifySha256(c.alipayKey, node, sign)) throw new Error(`alipay ${method}: answer not signed by Alipay`);
    return JSON.parse(node) as Record<string, unknown>;
  }

  const paidNotice = (fields: Record<string, unknown>): PaidNotice | null => {
    const amount = cents(fields.total_amount);
    if (!PAID.includes(String(fields.trade_status)) || typeof fields.out_trade_no !== 'string' || amount === null) return null;
    return { tradeNo: fields.out_trade_no, amount };
  };

  return {
    name: 'alipay',
    methods: ['alipay'],
    async createOrder(order: PaymentOrder) {
      const data = await call('alipay.trade.precreate', {
          out_trade_no: order.tradeNo,
          total_amount: yuanOf(order.amount),
          subject: order.description.slice(0, 256),
          ...(order.expiresAt ? { time_expire: chinaDateTime(order.expiresAt) } : {}),
        }, { notify_url: c.notifyUrl });
      if (data.code !== '10000' || typeof data.qr_code !== 'string') throw new Error(`alipay precreate: ${String(data.code)} ${String(data.sub_msg ?? data.msg)}`);
      return { codeUrl: data.qr_code };
    },
    async query(order) {
      const data = await call('alipay.trade.query', { out_trade_no: order.tradeNo });
      // ACQ.TRADE_NOT_EXIST: the buyer has not scanned yet
      return data.code === '10000' ? paidNotice(data) : null;
    },
    verifyNotification(_method, input) {
      const fields = input.body as Record<string, unknown> | null;
      if (!fields || typeof fields !== 'object' || typeof fields.sign !== 'string') return null;
      if (fields.sign_type !== undefined && fields.sign_type !== 'RSA2') return null;
      if (!verifySha256(c.alipayKey, alipaySignContent(fields, ['sign', 'sign_type']), fields.sign)) return null;
      if (fields.app_id !== c.appId) return null;
      return paidNotice(fields);
    },
    // Alipay stops retrying on the plain text "success"; anything else ("fail") asks it to retry
    acknowledge(ok: boolean): VendorAck {
      return { code: 200, type: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' };
    },
  };
}
