import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAX_TRIES, CODE_TTL_MS } from '../../contract/constants';
import { startTestApp, type TestApp } from './harness';
import { as, freshMobile, loginByMobile, smsCode, userInfo, wechatCode } from './authHelpers';
import { smsCodes, users } from '../../server/db/schema';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

describe('guest login', () => {
  it('makes a new guest with a new visitId when none is given', async () => {
    const res = await t.call('POST', t.api('/auth/loginByGuest'), {});
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ mobile: null, visitId: expect.any(String), accessToken: expect.any(String) });
  });

  it('signs the same guest in again with its visitId', async () => {
    const first = await t.call('POST', t.api('/auth/loginByGuest'), {});
    const again = await t.call('POST', t.api('/auth/loginByGuest'), { visitId: first.data.visitId });
    expect(again.data.visitId).toBe(first.data.visitId);
    const [a, b] = await Promise.all([userInfo(t, first.data.accessToken), userInfo(t, again.data.accessToken)]);
    expect(b.data.userId).toBeDefined();
    // the second login replaced the first session of the same account
    expect(a.status).toBe(10002);
  });

  it('makes a new guest for an unknown visitId', async () => {
    const res = await t.call('POST', t.api('/auth/loginByGuest'), { visitId: 'not-a-known-visit' });
    expect(res.status).toBe(200);
    expect(res.data.visitId).not.toBe('not-a-known-visit');
  });

  it('does not open an account through its visitId once it has a real login method', async () => {
    const guest = await t.call('POST', t.api('/auth/loginByGuest'), {});
    const mobile = freshMobile();
    const verificationCode = await smsCode(t, mobile);
    const bound = await t.call('POST', t.api('/auth/bindMobile'), { mobile, verificationCode, mode: 'bind' }, as(guest.data.accessToken));
    expect(bound).toMatchObject({ status: 200, message: '成功绑定手机号！' });
    const again = await t.call('POST', t.api('/auth/loginByGuest'), { visitId: guest.data.visitId });
    const info = await userInfo(t, again.data.accessToken);
    expect(info.data.mobile).toBeNull();
  });
});

describe('mobile login with an SMS code', () => {
  it('registers the account on the first login and finds it on the next', async () => {
    const mobile = freshMobile();
    const first = await loginByMobile(t, mobile);
    const info = await userInfo(t, first);
    expect(info.data).toMatchObject({ mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, isVip: false, isVipForever: false, vipExpireTime: null });
    t.clock.advance(60_000);
    const second = await loginByMobile(t, mobile);
    expect((await userInfo(t, second)).data.userId).toBe(info.data.userId);
  });

  it('refuses a wrong code with 40100', async () => {
    const mobile = freshMobile();
    await smsCode(t, mobile);
    const res = await t.call('POST', t.api('/auth/loginByMobile'), { mobile, verificationCode: '000000x' });
    expect(res.status).toBe(40100);
  });

  it(`burns the code after ${CODE_MAX_TRIES} wrong tries`, async () => {
    const mobile = freshMobile();
    const code = await smsCode(t, mobile);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < CODE_MAX_TRIES; i++) expect((await t.call('POST', t.api('/auth/loginByMobile'), { mobile, verificationCode: wrong })).status).toBe(40100);
    const right = await t.call('POST', t.api('/auth/loginByMobile'), { mobile, verificationCode: code });
    expect(right).toMatchObject({ status: 40100, message: '验证码错误次数过多，请重新获取' });
  });

  it('refuses a resend inside 59 s and allows it after', async () => {
    const mobile = freshMobile();
    await smsCode(t, mobile);
    t.clock.advance(58_000);
    const early = await t.call('POST', t.api('/auth/sendVerificationCode'), { mobile });
    expect(early.status).toBe(42900);
    t.clock.advance(1_000);
    const later = await t.call('POST', t.api('/auth/sendVerificationCode'), { mobile });
    expect(later.status).toBe(200);
  });

  it('sends only one of two codes requested at the same moment', async () => {
    const mobile = freshMobile();
    const both = await Promise.all([1, 2].map(() => t.call('POST', t.api('/auth/sendVerificationCode'), { mobile })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 42900]);
  });

  it('refuses an expired code', async () => {
    const mobile = freshMobile();
    const code = await smsCode(t, mobile);
    t.clock.advance(CODE_TTL_MS);
    const res = await t.call('POST', t.api('/auth/loginByMobile'), { mobile, verificationCode: code });
    expect(res).toMatchObject({ status: 40100, message: '验证码已过期，请重新获取' });
  });

  it('does not accept the same code twice', async () => {
    const mobile = freshMobile();
    const code = await smsCode(t, mobile);
    expect((await t.call('POST', t.api('/auth/loginByMobile'), { mobile, verificationCode: code })).status).toBe(200);
    expect((await t.call('POST', t.api('/auth/loginByMobile'), { mobile, verificationCode: code })).status).toBe(40100);
  });
});

describe('invalid input', () => {
  it('answers 40000 with the Chinese text and writes nothing', async () => {
    const before = (await t.app.db.select().from(smsCodes)).length;
    const usersBefore = (await t.app.db.select().from(users)).length;
    expect(await t.call('POST', t.api('/auth/sendVerificationCode'), {})).toMatchObject({ status: 40000, message: '请输入手机号' });
    expect(await t.call('POST', t.api('/auth/sendVerificationCode'), { mobile: '12345678901' })).toMatchObject({ status: 40000, message: '请输入有效的手机号' });
    expect(await t.call('POST', t.api('/auth/loginByMobile'), { mobile: '13912345678' })).toMatchObject({ status: 40000, message: '请输入验证码' });
    expect(await t.call('POST', t.api('/auth/loginByWechat'), {})).toMatchObject({ status: 40000 });
    expect((await t.app.db.select().from(smsCodes)).length).toBe(before);
    expect((await t.app.db.select().from(users)).length).toBe(usersBefore);
  });
});

describe('WeChat login', () => {
  it('registers with the WeChat nickname and refuses the same code again', async () => {
    const code = await wechatCode(t, 'openid-login-1', '小明爸爸');
    const first = await t.call('POST', t.api('/auth/loginByWechat'), { code });
    expect(first.status).toBe(200);
    const info = await userInfo(t, first.data.accessToken);
    expect(info.data).toMatchObject({ wechatNickname: '小明爸爸', wechatOpenid: 'openid-login-1' });
    const reused = await t.call('POST', t.api('/auth/loginByWechat'), { code });
    expect(reused.status).toBe(40100);
  });

  it('signs the same WeChat user into the same account and keeps the nickname current', async () => {
    const a = await t.call('POST', t.api('/auth/loginByWechat'), { code: await wechatCode(t, 'openid-login-2', '旧昵称') });
    const firstId = (await userInfo(t, a.data.accessToken)).data.userId;
    const b = await t.call('POST', t.api('/auth/loginByWechat'), { code: await wechatCode(t, 'openid-login-2', '新昵称') });
    expect((await userInfo(t, b.data.accessToken)).data).toMatchObject({ userId: firstId, wechatNickname: '新昵称' });
  });
});
