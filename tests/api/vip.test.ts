import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDateTime } from '../../server/clock';
import { startTestApp, type TestApp } from './harness';
import { as, buyVip, freshMobile, loginByMobile, userInfo } from './authHelpers';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const DAY = 24 * 3600_000;
const open = (token: string, gradeId = 'month', method = 'wechat') =>
  t.call<{ codeUrl: string; tradeNo: string }>('POST', t.api(`/vip/open?vipGradeId=${gradeId}&paymentMethod=${method}`), undefined, as(token));
const paid = async (token: string, tradeNo: string, check = 'checkWxPay') => (await t.call('GET', t.api(`/vip/${check}?tradeNo=${tradeNo}`), undefined, as(token))).data?.paySuccess;
const confirm = (tradeNo: string) => t.app.inject({ method: 'POST', url: `/pay/sandbox/${tradeNo}/confirm` });
const notify = (method: 'wechat' | 'alipay', body: unknown) => t.app.inject({ method: 'POST', url: `/api/pay/notify/${method}`, payload: body as object });
const signed = (method: 'wechat' | 'alipay', tradeNo: string, amount: number) => t.app.providers.payment.signNotification!(method, { tradeNo, amount });

describe('VIP grades', () => {
  it('lists the seeded grades with prices in cents', async () => {
    const res = await t.call('GET', t.api('/vip/vipGrade/list'));
    expect(res.data[0]).toEqual({ id: 'month', name: '月度会员', days: 31, originalMoney: 3000, discountMoney: 1990 });
    expect(res.data.map((g: { id: string }) => g.id)).toEqual(['month', 'quarter', 'year', 'forever']);
  });
});

describe('buying VIP in the sandbox', () => {
  it('opens an order, shows the pay page, confirms, and makes the account VIP', async () => {
    const token = await loginByMobile(t);
    const order = await open(token);
    expect(order.data.codeUrl).toBe(`http://localhost:80/pay/sandbox/${order.data.tradeNo}`);
    expect(await paid(token, order.data.tradeNo)).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: `/pay/sandbox/${order.data.tradeNo}` });
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('¥19.90');
    expect(page.body).toContain('月度会员');
    expect((await confirm(order.data.tradeNo)).body).toContain('支付成功');
    expect(await paid(token, order.data.tradeNo)).toBe(true);
    expect((await userInfo(t, token)).data).toMatchObject({ isVip: true, isVipForever: false, vipExpireTime: chinaDateTime(new Date(t.clock.now().getTime() + 31 * DAY)) });
  });

  it('extends from the current expiry when bought again before it ends', async () => {
    const token = await loginByMobile(t);
    const start = t.clock.now().getTime();
    await buyVip(t, token);
    t.clock.advance(10 * DAY);
    await buyVip(t, token, 'quarter', 'alipay');
    expect((await userInfo(t, token)).data.vipExpireTime).toBe(chinaDateTime(new Date(start + (31 + 92) * DAY)));
  });

  it('extends from now when the old VIP has run out', async () => {
    const mobile = freshMobile();
    await buyVip(t, await loginByMobile(t, mobile));
    t.clock.advance(40 * DAY);
    // tokens last 30 days: the same account signs in again
    const token = await loginByMobile(t, mobile);
    expect((await userInfo(t, token)).data.isVip).toBe(false);
    await buyVip(t, token);
    expect((await userInfo(t, token)).data.vipExpireTime).toBe(chinaDateTime(new Date(t.clock.now().getTime() + 31 * DAY)));
  });

  it('makes a grade of 1000 days or more permanent', async () => {
    const token = await loginByMobile(t);
    await buyVip(t, token, 'forever');
    expect((await userInfo(t, token)).data).toMatchObject({ isVip: true, isVipForever: true });
  });

  it('extends VIP exactly once for duplicate and concurrent confirms and notifications', async () => {
    const token = await loginByMobile(t);
    const { tradeNo } = (await open(token)).data;
    const note = signed('wechat', tradeNo, 1990);
    const answers = await Promise.all([confirm(tradeNo), notify('wechat', note), notify('wechat', note), confirm(tradeNo), notify('wechat', note)]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const settled = answers.filter((a) => a.body.includes('<h1>支付成功</h1>') || a.body.includes('"result":"paid"'));
    expect(settled).toHaveLength(1);
    expect((await notify('wechat', note)).json()).toMatchObject({ status: 200, data: { result: 'alreadyPaid' } });
    expect((await userInfo(t, token)).data.vipExpireTime).toBe(chinaDateTime(new Date(t.clock.now().getTime() + 31 * DAY)));
  });

  it('refuses a notification with a forged signature or the wrong amount', async () => {
    const token = await loginByMobile(t);
    const { tradeNo } = (await open(token)).data;
    const forged = { ...signed('wechat', tradeNo, 1990), signature: 'ab'.repeat(32) };
    expect((await notify('wechat', forged)).statusCode).toBe(401);
    // signed for the other method: not valid here
    expect((await notify('wechat', signed('alipay', tradeNo, 1990))).statusCode).toBe(401);
    expect((await notify('wechat', signed('wechat', tradeNo, 1))).statusCode).toBe(400);
    expect((await notify('wechat', {})).statusCode).toBe(401);
    expect(await paid(token, tradeNo)).toBe(false);
    expect((await userInfo(t, token)).data.isVip).toBe(false);
  });

  it('accepts a signed notification sent form-encoded, as Alipay does', async () => {
    const token = await loginByMobile(t);
    const { tradeNo } = (await open(token, 'month', 'alipay')).data;
    const note = signed('alipay', tradeNo, 1990);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/alipay',
      payload: new URLSearchParams({ tradeNo, amount: String(note.amount), signature: note.signature }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(await paid(token, tradeNo, 'checkAlipayPay')).toBe(true);
  });

  it("answers only about the caller's own orders", async () => {
    const owner = await loginByMobile(t);
    const { tradeNo } = (await open(owner)).data;
    const other = await loginByMobile(t);
    expect((await t.call('GET', t.api(`/vip/checkWxPay?tradeNo=${tradeNo}`), undefined, as(other))).status).toBe(40400);
  });

  it('refuses an unknown grade, an unknown payment method and a guest without a token', async () => {
    const token = await loginByMobile(t);
    expect((await open(token, 'nope')).status).toBe(40400);
    expect(await open(token, 'month', 'paypal')).toMatchObject({ status: 40000, message: '请选择支付方式' });
    expect((await t.call('POST', t.api('/vip/open?vipGradeId=month&paymentMethod=wechat'))).status).toBe(10000);
  });

  it('puts PUBLIC_URL into the QR code when it is set', async () => {
    const token = await loginByMobile(t);
    const saved = t.app.config.publicUrl;
    t.app.config.publicUrl = 'https://xjpx.example.cn/';
    try {
      expect((await open(token)).data.codeUrl).toMatch(/^https:\/\/xjpx\.example\.cn\/pay\/sandbox\/XJ\d{30}$/);
    } finally {
      t.app.config.publicUrl = saved;
    }
  });
});
