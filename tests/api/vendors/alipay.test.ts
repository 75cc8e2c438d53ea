import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { as, loginByMobile, userInfo as envelopeOf } from '../authHelpers';
import { fakeServer, rsaPair } from './fakeServer';
import { signSha256, verifySha256 } from '../../../server/services/vendors/rsa';
import { alipayProvider, alipaySignContent, responseNode } from '../../../server/services/vendors/alipay';
import { sandboxPayments, combinePayments } from '../../../server/services/payments';

// Issue 14 points 2 and 3: Alipay precreate / query / async notification against a local fake gateway.
const app = rsaPair();
const alipay = rsaPair();
const APP_ID = '2021000000000001';
const orders = new Map<string, { amount: string; status: string }>();

let gateway: Awaited<ReturnType<typeof fakeServer>>;
let t: TestApp;
beforeAll(async () => {
  gateway = await fakeServer((_req, body, res) => {
    const params = Object.fromEntries(new URLSearchParams(body));
    const reply = (node: string, data: Record<string, unknown>) => {
      const text = JSON.stringify(data);
      res.writeHead(200, { 'Content-Type': 'application/json;charset=utf-8' });
      res.end(`{"${node}":${text},"sign":"${signSha256(alipay.privateKey, text)}"}`);
    };
    const node = `${String(params.method).replace(/\./g, '_')}_response`;
    if (params.app_id !== APP_ID || params.sign_type !== 'RSA2' || !verifySha256(app.publicKey, alipaySignContent(params), params.sign))
      return reply('error_response', { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' });
    const biz = JSON.parse(params.biz_content) as { out_trade_no: string; total_amount?: string };
    if (params.method === 'alipay.trade.precreate') {
      if (!params.notify_url?.endsWith('/api/pay/notify/alipay')) return reply(node, { code: '40004', msg: 'Business Failed' });
      orders.set(biz.out_trade_no, { amount: biz.total_amount!, status: 'WAIT_BUYER_PAY' });
      return reply(node, { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, qr_code: `https://qr.alipay.com/${biz.out_trade_no}` });
    }
    if (params.method === 'alipay.trade.query') {
      const o = orders.get(biz.out_trade_no);
      if (!o) return reply(node, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' });
      return reply(node, { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, trade_status: o.status, total_amount: o.amount });
    }
    reply('error_response', { code: '40004', msg: 'unknown method' });
  });
  const payment = combinePayments([
    { ...sandboxPayments(), methods: ['wechat'] },
    alipayProvider({ appId: APP_ID, appKey: app.privateKey, alipayKey: alipay.publicKey, notifyUrl: 'https://kb.example.cn/api/pay/notify/alipay', gateway: gateway.url }),
  ]);
  t = await startTestApp({ providers: { payment } });
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

const userInfo = async (token: string) => (await envelopeOf(t, token)).data as { isVip: boolean; vipExpireTime: string | null };
const open = async (token: string) => (await t.call<{ codeUrl: string; tradeNo: string }>('POST', t.api('/vip/open?vipGradeId=month&paymentMethod=alipay'), undefined, as(token))).data;
/** An async notification as Alipay posts it: form fields signed RSA2 without sign and sign_type. */
function notify(fields: Record<string, string>, signer = alipay) {
  const all = { notify_time: '2026-11-21 10:00:00', notify_type: 'trade_status_sync', notify_id: 'n1', app_id: APP_ID, charset: 'utf-8', version: '1.0', trade_no: '2026112122001', ...fields };
  const sign = signSha256(signer.privateKey, alipaySignContent(all, ['sign', 'sign_type']));
  return t.app.inject({ method: 'POST', url: '/api/pay/notify/alipay', payload: new URLSearchParams({ ...all, sign, sign_type: 'RSA2' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

describe('Alipay face-to-face QR', () => {
  it('precreates the order with a signed request, and a verified notification pays it once', async () => {
    expect((await t.call('GET', t.api('/vip/paymentMethods'))).data).toEqual(['wechat', 'alipay']);
    const token = await loginByMobile(t);
    const order = await open(token);
    expect(order.codeUrl).toBe(`https://qr.alipay.com/${order.tradeNo}`);
    expect(orders.get(order.tradeNo)!.amount).toBe('19.90');
    const res = await notify({ out_trade_no: order.tradeNo, trade_status: 'TRADE_SUCCESS', total_amount: '19.90' });
    expect(res.body).toBe('success');
    const info = await userInfo(token);
    expect(info.isVip).toBe(true);
    expect((await notify({ out_trade_no: order.tradeNo, trade_status: 'TRADE_SUCCESS', total_amount: '19.90' })).body).toBe('success');
    expect((await userInfo(token)).vipExpireTime).toBe(info.vipExpireTime);
  });

  it('answers fail and changes nothing for a forged signature, a wrong amount, another app, an unpaid status or an unknown order', async () => {
    const token = await loginByMobile(t);
    const order = await open(token);
    const forger = rsaPair();
    for (const res of [
      await notify({ out_trade_no: order.tradeNo, trade_status: 'TRADE_SUCCESS', total_amount: '19.90' }, forger),
      await notify({ out_trade_no: order.tradeNo, trade_status: 'TRADE_SUCCESS', total_amount: '0.01' }),
      await notify({ out_trade_no: order.tradeNo, trade_status: 'TRADE_SUCCESS', total_amount: '19.90', app_id: '2021999999999999' }),
      await notify({ out_trade_no: order.tradeNo, trade_status: 'WAIT_BUYER_PAY', total_amount: '19.90' }),
      await notify({ out_trade_no: 'XJ_NOT_OURS', trade_status: 'TRADE_SUCCESS', total_amount: '19.90' }),
    ])
      expect(res.body).toBe('fail');
    expect((await userInfo(token)).isVip).toBe(false);
  });

  it('finds a payment whose notification never came by querying Alipay', async () => {
    const token = await loginByMobile(t);
    const order = await open(token);
    const check = async () => (await t.call<{ paySuccess: boolean }>('GET', t.api(`/vip/checkAlipayPay?tradeNo=${order.tradeNo}`), undefined, as(token))).data.paySuccess;
    expect(await check()).toBe(false);
    orders.get(order.tradeNo)!.status = 'TRADE_SUCCESS';
    expect(await check()).toBe(true);
    expect((await userInfo(token)).isVip).toBe(true);
  });

  it('reads the signed node of an answer exactly as sent', () => {
    const text = '{"alipay_trade_query_response":{"code":"10000","msg":"Su\\"cc}ess","n":{"a":1}},"sign":"x"}';
    expect(responseNode(text, 'alipay_trade_query_response')).toBe('{"code":"10000","msg":"Su\\"cc}ess","n":{"a":1}}');
  });
});
