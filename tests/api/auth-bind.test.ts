import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { as, buyVip, freshMobile, loginByMobile, smsCode, userInfo, wechatCode } from './authHelpers';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const guest = async () => (await t.call('POST', t.api('/auth/loginByGuest'), {})).data.accessToken as string;
const post = (path: string, body: unknown, token: string) => t.call('POST', t.api(path), body, as(token));
const wechatLogin = async (openid: string) => (await t.call('POST', t.api('/auth/loginByWechat'), { code: await wechatCode(t, openid) })).data.accessToken as string;

describe('binding a mobile', () => {
  it('binds a free mobile directly after checkMobile says it is free', async () => {
    const token = await guest();
    const mobile = freshMobile();
    const verificationCode = await smsCode(t, mobile);
    expect(await post('/auth/checkMobile', { mobile, verificationCode }, token)).toMatchObject({ status: 200, data: null });
    expect(await post('/auth/bindMobile', { mobile, verificationCode, mode: 'bind' }, token)).toMatchObject({ status: 200, message: '成功绑定手机号！' });
    expect((await userInfo(t, token)).data.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  });

  it('shows the other account holding the mobile and refuses a plain bind', async () => {
    const mobile = freshMobile();
    const otherToken = await loginByMobile(t, mobile);
    const other = (await userInfo(t, otherToken)).data;
    const me = await guest();
    t.clock.advance(60_000);
    const verificationCode = await smsCode(t, mobile);
    const check = await post('/auth/checkMobile', { mobile, verificationCode }, me);
    expect(check.data).toEqual({ mobile, userId: other.userId, username: null, onlySingleLogin: true });
    expect((await post('/auth/bindMobile', { mobile, verificationCode, mode: 'bind' }, me)).status).toBe(40900);
  });

  it('deletes a single-login other account with deleteOther, and only then', async () => {
    const mobile = freshMobile();
    const otherToken = await loginByMobile(t, mobile);
    const me = await guest();
    const myId = (await userInfo(t, me)).data.userId;
    t.clock.advance(60_000);
    const verificationCode = await smsCode(t, mobile);
    // that account can sign in only with this mobile: unbinding would strand it
    expect((await post('/auth/bindMobile', { mobile, verificationCode, mode: 'unbindOther' }, me)).status).toBe(40900);
    expect((await post('/auth/bindMobile', { mobile, verificationCode, mode: 'deleteOther' }, me)).status).toBe(200);
    expect((await userInfo(t, otherToken)).status).toBe(10000);
    t.clock.advance(60_000);
    // the mobile now opens my account
    const next = await loginByMobile(t, mobile);
    expect((await userInfo(t, next)).data.userId).toBe(myId);
    expect((await userInfo(t, me)).status).toBe(10002);
  });

  it('moves the mobile from an account that keeps another login with unbindOther', async () => {
    const mobile = freshMobile();
    const otherToken = await loginByMobile(t, mobile);
    await post('/auth/setAccount', { account: 'Keepsname1', password: 'secret1', checkPass: 'secret1' }, otherToken);
    const me = await guest();
    t.clock.advance(60_000);
    const verificationCode = await smsCode(t, mobile);
    expect((await post('/auth/checkMobile', { mobile, verificationCode }, me)).data).toMatchObject({ username: 'Keepsname1', onlySingleLogin: false });
    expect((await post('/auth/bindMobile', { mobile, verificationCode, mode: 'deleteOther' }, me)).status).toBe(40900);
    expect((await post('/auth/bindMobile', { mobile, verificationCode, mode: 'unbindOther' }, me)).status).toBe(200);
    expect((await userInfo(t, otherToken)).data).toMatchObject({ mobile: null, username: 'Keepsname1' });
    expect((await userInfo(t, me)).data.mobile).not.toBeNull();
  });

  it('refuses a wrong code without binding', async () => {
    const token = await guest();
    const mobile = freshMobile();
    await smsCode(t, mobile);
    expect((await post('/auth/bindMobile', { mobile, verificationCode: 'nope', mode: 'bind' }, token)).status).toBe(40100);
    expect((await userInfo(t, token)).data.mobile).toBeNull();
  });

  it('unbinds a mobile only when another login method remains', async () => {
    const token = await loginByMobile(t);
    expect((await post('/auth/unbindMobile', {}, token)).status).toBe(40900);
    await post('/auth/setAccount', { account: 'Unbinder1', password: 'secret1', checkPass: 'secret1' }, token);
    expect(await post('/auth/unbindMobile', {}, token)).toMatchObject({ status: 200, message: '你已解绑手机号！' });
    expect((await userInfo(t, token)).data.mobile).toBeNull();
  });
});

describe('binding WeChat', () => {
  it('binds a free WeChat with checkWechat then bindWechat using one code', async () => {
    const token = await loginByMobile(t);
    const code = await wechatCode(t, 'openid-bind-free', '妈妈的微信');
    expect((await post('/auth/checkWechat', { code }, token)).data).toBeNull();
    expect((await post('/auth/bindWechat', { code, mode: 'bind' }, token)).status).toBe(200);
    expect((await userInfo(t, token)).data).toMatchObject({ wechatOpenid: 'openid-bind-free', wechatNickname: '妈妈的微信' });
    expect(await post('/auth/unbindWechat', {}, token)).toMatchObject({ status: 200, message: '已成功解绑了微信！' });
    expect((await userInfo(t, token)).data.wechatOpenid).toBeNull();
  });

  it('shows a WeChat-only holder as single-login and deletes it with deleteOther', async () => {
    const otherToken = await wechatLogin('openid-held');
    const me = await loginByMobile(t);
    const code = await wechatCode(t, 'openid-held');
    expect((await post('/auth/checkWechat', { code }, me)).data).toMatchObject({ onlySingleLogin: true, mobile: null });
    expect((await post('/auth/bindWechat', { code, mode: 'bind' }, me)).status).toBe(40900);
    expect((await post('/auth/bindWechat', { code, mode: 'deleteOther' }, me)).status).toBe(200);
    expect((await userInfo(t, otherToken)).status).toBe(10000);
    expect((await userInfo(t, me)).data.wechatOpenid).toBe('openid-held');
  });

  it('refuses a WeChat code that was already used', async () => {
    const me = await loginByMobile(t);
    const code = await wechatCode(t, 'openid-used');
    await t.call('POST', t.api('/auth/loginByWechat'), { code });
    expect((await post('/auth/checkWechat', { code }, me)).status).toBe(40100);
  });

  it('will not unbind the only login method', async () => {
    const token = await wechatLogin('openid-only');
    expect((await post('/auth/unbindWechat', {}, token)).status).toBe(40900);
  });
});

describe('finding an account by its order', () => {
  it('names the account that paid, with the mobile masked', async () => {
    const mobile = freshMobile();
    const token = await loginByMobile(t, mobile);
    const tradeNo = await buyVip(t, token);
    const found = await t.call('POST', t.api(`/auth/findByTradeNo?tradeNo=${tradeNo}`));
    expect(found.data).toEqual({ userId: (await userInfo(t, token)).data.userId, username: null, mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, signInBy: ['mobile'], current: false });
  });

  it('says how to get back in: every sign-in way the account has, and whether this device is in it already', async () => {
    const token = await wechatLogin('openid-paid');
    await post('/auth/setAccount', { account: 'paidkid', password: 'abc12345', checkPass: 'abc12345' }, token);
    const tradeNo = await buyVip(t, token);
    const fromElsewhere = await t.call('POST', t.api(`/auth/findByTradeNo?tradeNo=${tradeNo}`), undefined, as(await guest()));
    expect(fromElsewhere.data).toMatchObject({ username: 'paidkid', mobile: null, signInBy: ['username', 'wechat'], current: false });
    const fromItself = await t.call('POST', t.api(`/auth/findByTradeNo?tradeNo=${tradeNo}`), undefined, as(token));
    expect(fromItself.data).toMatchObject({ signInBy: ['username', 'wechat'], current: true });
  });

  it('tells a guest buyer with no phone, name or WeChat that the way back is the device that paid (or 客服 with the user ID)', async () => {
    const token = await guest();
    const tradeNo = await buyVip(t, token);
    const found = await t.call('POST', t.api(`/auth/findByTradeNo?tradeNo=${tradeNo}`));
    expect(found.data).toEqual({ userId: (await userInfo(t, token)).data.userId, username: null, mobile: null, signInBy: [], current: false });
    // a stale token on the asking device does not turn the answer into an error
    expect((await t.call('POST', t.api(`/auth/findByTradeNo?tradeNo=${tradeNo}`), undefined, as('not-a-token'))).data).toMatchObject({ signInBy: [], current: false });
  });

  it('answers 40400 for an unknown or unpaid order and 40000 without one', async () => {
    expect((await t.call('POST', t.api('/auth/findByTradeNo?tradeNo=XJ0000'))).status).toBe(40400);
    const token = await loginByMobile(t);
    const opened = await t.call('POST', t.api('/vip/open?vipGradeId=month&paymentMethod=wechat'), undefined, as(token));
    expect((await t.call('POST', t.api(`/auth/findByTradeNo?tradeNo=${opened.data.tradeNo}`))).status).toBe(40400);
    expect(await t.call('POST', t.api('/auth/findByTradeNo'))).toMatchObject({ status: 40000, message: '请输入商家订单号' });
  });
});
