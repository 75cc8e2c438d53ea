import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCipheriv, randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from '../harness';
import { as, loginByMobile, userInfo as envelopeOf } from '../authHelpers';
import { fakeServer, rsaPair } from './fakeServer';
import { signSha256, verifySha256 } from '../../../server/services/vendors/rsa';
import { wechatPayProvider } from '../../../server/services/vendors/wechatPay';

// Issue 14 point 1 and 3: WeChat Pay API v3 Native against a local fake that checks our signatures
// and signs its answers and notifications with keys made here.
const merchant = rsaPair();
const platform = rsaPair();
const MCHID = '1900000001';
const APPID = 'wx0000000000000001';
const API_V3_KEY = 'k'.repeat(16) + 'K'.repeat(16);
const SERIAL = 'MERCHANTSERIAL01';
const PLATFORM_SERIAL = 'PLATFORMSERIAL01';
const orders = new Map<string, { total: number; state: string }>();

/** What the platform would put on an answer or a notification. */
function platformHeaders(body: string, at = Math.floor(Date.now() / 1000)) {
  const nonce = randomBytes(8).toString('hex');
  return { 'Wechatpay-Timestamp': String(at), 'Wechatpay-Nonce': nonce, 'Wechatpay-Serial': PLATFORM_SERIAL, 'Wechatpay-Signature': signSha256(platform.privateKey, `${at}\n${nonce}\n${body}\n`) };
}

let vendor: Awaited<ReturnType<typeof fakeServer>>;
let t: TestApp;
beforeAll(async () => {
  vendor = await fakeServer((req, body, res) => {
    // the fake checks our request signature exactly as the API does
    const auth = String(req.headers.authorization ?? '');
    const field = (k: string) => auth.match(new RegExp(`${k}="([^"]*)"`))?.[1] ?? '';
    const signedOk =
      auth.startsWith('WECHATPAY2-SHA256-RSA2048 ') &&
      field('mchid') === MCHID &&
      field('serial_no') === SERIAL &&
      verifySha256(merchant.publicKey, `${req.method}\n${req.url}\n${field('timestamp')}\n${field('nonce_str')}\n${body}\n`, field('signature'));
    const answer = (status: number, data: unknown) => {
      const text = JSON.stringify(data);
      res.writeHead(status, { 'Content-Type': 'application/json', ...platformHeaders(text) });
      res.end(text);
    };
    if (!signedOk) return answer(401, { code: 'SIGN_ERROR', message: '签名错误' });
    if (req.method === 'POST' && req.url === '/v3/pay/transactions/native') {
      const o = JSON.parse(body) as { out_trade_no: string; amount: { total: number }; mchid: string; appid: string; notify_url: string; time_expire?: string };
      if (o.mchid !== MCHID || o.appid !== APPID || !o.notify_url.endsWith('/api/pay/notify/wechat') || !o.time_expire) return answer(400, { code: 'PARAM_ERROR', message: '参数错误' });
      orders.set(o.out_trade_no, { total: o.amount.total, state: 'NOTPAY' });
      return answer(200, { code_url: `weixin://wxpay/bizpayurl?pr=${o.out_trade_no}` });
    }
    const q = req.url!.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^?]+)\?mchid=(\d+)$/);
    if (req.method === 'GET' && q) {
      const o = orders.get(decodeURIComponent(q[1]));
      if (!o) return answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return answer(200, { mchid: MCHID, appid: APPID, out_trade_no: decodeURIComponent(q[1]), trade_state: o.state, amount: { total: o.total, currency: 'CNY' } });
    }
    answer(404, { code: 'NOT_FOUND', message: 'no such API' });
  });
  const payment = wechatPayProvider({
    mchid: MCHID,
    appid: APPID,
    serialNo: SERIAL,
    merchantKey: merchant.privateKey,
    apiV3Key: API_V3_KEY,
    platformKey: platform.publicKey,
    platformSerial: PLATFORM_SERIAL,
    notifyUrl: 'https://kb.example.cn/api/pay/notify/wechat',
    baseUrl: vendor.url,
  });
  t = await startTestApp({ providers: { payment } });
});
afterAll(async () => {
  await t?.close();
  await vendor?.close();
});

/** A TRANSACTION.SUCCESS notification as WeChat Pay sends it: resource encrypted with the API v3 key, signed by the platform. */
function notification(tx: Record<string, unknown>, opts: { at?: number; key?: string; signWith?: typeof platform } = {}) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(opts.key ?? API_V3_KEY), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(tx), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const body = JSON.stringify({
    id: randomBytes(8).toString('hex'),
    create_time: new Date().toISOString(),
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext: sealed.toString('base64'), associated_data: 'transaction', nonce, original_type: 'transaction' },
    summary: '支付成功',
  });
  const at = opts.at ?? Math.floor(Date.now() / 1000);
  const headers = platformHeaders(body, at);
  if (opts.signWith) headers['Wechatpay-Signature'] = signSha256(opts.signWith.privateKey, `${at}\n${headers['Wechatpay-Nonce']}\n${body}\n`);
  return t.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', payload: body, headers: { 'content-type': 'application/json', ...headers } });
}
const tx = (tradeNo: string, total: number, over: Record<string, unknown> = {}) => ({ mchid: MCHID, appid: APPID, out_trade_no: tradeNo, trade_state: 'SUCCESS', amount: { total, payer_total: total, currency: 'CNY' }, ...over });
const userInfo = async (t: TestApp, token: string) => (await envelopeOf(t, token)).data as { isVip: boolean; vipExpireTime: string | null };
const open = async (token: string) => (await t.call<{ codeUrl: string; tradeNo: string }>('POST', t.api('/vip/open?vipGradeId=month&paymentMethod=wechat'), undefined, as(token))).data;

describe('WeChat Pay v3 Native', () => {
  it('creates the order at WeChat with a signed request and shows its code_url; a verified notification pays it once', async () => {
    const token = await loginByMobile(t);
    const order = await open(token);
    expect(order.codeUrl).toBe(`weixin://wxpay/bizpayurl?pr=${order.tradeNo}`);
    expect(orders.get(order.tradeNo)).toEqual({ total: 1990, state: 'NOTPAY' });
    expect((await t.call('GET', t.api('/vip/paymentMethods'))).data).toEqual(['wechat']);
    // alipay is not configured: refused before anything is written
    const other = await t.call('POST', t.api('/vip/open?vipGradeId=month&paymentMethod=alipay'), undefined, as(token));
    expect(other.status).toBe(40000);

    const paid = await notification(tx(order.tradeNo, 1990));
    expect(paid.statusCode).toBe(204);
    const info = await userInfo(t, token);
    expect(info.isVip).toBe(true);
    // the same notification again (WeChat retries): acknowledged, VIP not extended twice
    expect((await notification(tx(order.tradeNo, 1990))).statusCode).toBe(204);
    expect((await userInfo(t, token)).vipExpireTime).toBe(info.vipExpireTime);
  });

  it('changes nothing for a bad signature, a stale timestamp, a wrong key, a wrong amount, another merchant or an unknown order', async () => {
    const token = await loginByMobile(t);
    const order = await open(token);
    const forger = (await import('./fakeServer')).rsaPair();
    const refused = [
      await notification(tx(order.tradeNo, 1990), { signWith: forger }),
      await notification(tx(order.tradeNo, 1990), { at: Math.floor(Date.now() / 1000) - 600 }),
      await notification(tx(order.tradeNo, 1990), { key: 'x'.repeat(32) }),
      await notification(tx(order.tradeNo, 1)),
      await notification(tx(order.tradeNo, 1990, { mchid: '1900000999' })),
      await notification(tx(order.tradeNo, 1990, { trade_state: 'NOTPAY' })),
      await notification(tx('XJ_NOT_OURS', 1990)),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'FAIL', message: '失败' });
    }
    expect((await userInfo(t, token)).isVip).toBe(false);
  });

  it('finds a payment whose notification never came by querying WeChat', async () => {
    const token = await loginByMobile(t);
    const order = await open(token);
    const check = async () => (await t.call<{ paySuccess: boolean }>('GET', t.api(`/vip/checkWxPay?tradeNo=${order.tradeNo}`), undefined, as(token))).data.paySuccess;
    expect(await check()).toBe(false);
    orders.get(order.tradeNo)!.state = 'SUCCESS';
    expect(await check()).toBe(true);
    expect((await userInfo(t, token)).isVip).toBe(true);
    // an order older than its QR code's two hours is not asked about any more
    const late = await open(token);
    orders.get(late.tradeNo)!.state = 'SUCCESS';
    t.clock.advance(2 * 3600_000 + 1000);
    const asked = vendor.seen.length;
    expect((await t.call<{ paySuccess: boolean }>('GET', t.api(`/vip/checkWxPay?tradeNo=${late.tradeNo}`), undefined, as(token))).data.paySuccess).toBe(false);
    expect(vendor.seen.length).toBe(asked);
  });
});
