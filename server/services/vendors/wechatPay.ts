import { createDecipheriv } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { NotificationInput, PaidNotice, PaymentOrder, PaymentProvider, VendorAck } from '../payments';
import { nonce, signSha256, verifySha256 } from './rsa';
import { chinaDateTime } from '../../clock';

/**
 * WeChat Pay API v3, Native payment (扫码支付), to the published protocol:
 * - every request is signed: `WECHATPAY2-SHA256-RSA2048 mchid,nonce_str,timestamp,serial_no,signature`
 *   over "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n" with the merchant's RSA key;
 * - every answer and notification is verified against the platform certificate's public key over
 *   "TIMESTAMP\nNONCE\nBODY\n", and refused when its timestamp is more than 5 minutes off (replay);
 * - a notification's resource is decrypted with AEAD_AES_256_GCM and the API v3 key, and only a
 *   SUCCESS for our mchid/appid counts.
 */
export interface WechatPayConfig {
  mchid: string;
  appid: string;
  /** the merchant API certificate's serial number */
  serialNo: string;
  merchantKey: KeyObject;
  /** the 32-byte API v3 key */
  apiV3Key: string;
  /** the platform certificate's public key, and its serial (Wechatpay-Serial must match) */
  platformKey: KeyObject;
  platformSerial: string;
  notifyUrl: string;
  /** https://api.mch.weixin.qq.com; tests point it at a local fake */
  baseUrl?: string;
  now?: () => Date;
}

const MAX_SKEW_S = 300;

export function wechatPayProvider(c: WechatPayConfig): PaymentProvider {
  const base = (c.baseUrl ?? 'https://api.mch.weixin.qq.com').replace(/\/+$/, '');
  const now = c.now ?? (() => new Date());

  const authorization = (method: string, url: string, body: string) => {
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const nonceStr = nonce();
    const signature = signSha256(c.merchantKey, `${method}\n${url}\n${timestamp}\n${nonceStr}\n${body}\n`);
    return `WECHATPAY2-SHA256-RSA2048 mchid="${c.mchid}",nonce_str="${nonceStr}",timestamp="${timestamp}",serial_no="${c.serialNo}",signature="${signature}"`;
  };

  /** The platform's signature over an answer or a notification, with the replay window. */
  const authentic = (headers: NotificationInput['headers'], body: string): boolean => {
    const h = (name: string) => {
      const v = headers[name.toLowerCase()];
      return Array.isArray(v) ? v[0] : v;
    };
    const timestamp = h('Wechatpay-Timestamp');
    const nonceStr = h('Wechatpay-Nonce');
    const signature = h('Wechatpay-Signature');
    const serial = h('Wechatpay-Serial');
    if (!timestamp || !nonceStr || !signature || serial !== c.platformSerial) return false;
    if (!/^\d+$/.test(timestamp) || Math.abs(now().getTime() / 1000 - Number(timestamp)) > MAX_SKEW_S) return false;
    return verifySha256(c.platformKey, `${timestamp}\n${nonceStr}\n${body}\n`, signature);
  };

  async function call(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<Record<string, unknown>> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: authorization(method, path, body), 'User-Agent': 'xiaojianpanxia' },
      body: payload === undefined ? undefined : body,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    const headers = Object.fromEntries(res.headers.entries());
    if (!authentic(headers, text)) throw new Error(`wechat pay ${path}: answer not signed by the platform (HTTP ${res.status})`);
    const data = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    if (!res.ok) throw new Error(`wechat pay ${path}: ${String(data.code)} ${String(data.message)}`);
    return data;
  }

  const decrypt = (resource: { ciphertext: string; nonce: string; associated_data?: string }): string => {
    const data = Buffer.from(resource.ciphertext, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(c.apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    if (resource.associated_data) decipher.setAAD(Buffer.from(resource.associated_data, 'utf8'));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  };

  /** A transaction of ours, paid: the notice; anything else: null. */
  const paidNotice = (tx: Record<string, unknown>): PaidNotice | null => {
    const amount = tx.amount as { total?: unknown } | undefined;
    if (tx.mchid !== c.mchid || tx.appid !== c.appid || tx.trade_state !== 'SUCCESS') return null;
    if (typeof tx.out_trade_no !== 'string' || typeof amount?.total !== 'number') return null;
    return { tradeNo: tx.out_trade_no, amount: amount.total };
  };

  return {
    name: 'wechat',
    methods: ['wechat'],
    async createOrder(order: PaymentOrder) {
      const data = await call('POST', '/v3/pay/transactions/native', {
        appid: c.appid,
        mchid: c.mchid,
        description: order.description.slice(0, 127),
        out_trade_no: order.tradeNo,
        notify_url: c.notifyUrl,
        // RFC 3339 in China time, as the API wants it
        ...(order.expiresAt ? { time_expire: `${chinaDateTime(order.expiresAt).replace(' ', 'T')}+08:00` } : {}),
        amount: { total: order.amount, currency: 'CNY' },
      });
      if (typeof data.code_url !== 'string') throw new Error('wechat pay: no code_url in the answer');
      return { codeUrl: data.code_url };
    },
    async query(order) {
      const data = await call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(order.tradeNo)}?mchid=${encodeURIComponent(c.mchid)}`);
      return paidNotice(data);
    },
    verifyNotification(_method, input) {
      if (!authentic(input.headers, input.raw)) return null;
      try {
        const event = JSON.parse(input.raw) as { event_type?: string; resource?: { algorithm?: string; ciphertext: string; nonce: string; associated_data?: string } };
        if (event.event_type !== 'TRANSACTION.SUCCESS' || event.resource?.algorithm !== 'AEAD_AES_256_GCM') return null;
        return paidNotice(JSON.parse(decrypt(event.resource)) as Record<string, unknown>);
      } catch {
        return null;
      }
    },
    // v3: 200/204 without a body acknowledges; any 4xx/5xx with {code, message} asks WeChat to retry
    acknowledge(ok: boolean): VendorAck {
      return ok ? { code: 204, type: 'application/json', body: '' } : { code: 400, type: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
    },
  };
}
