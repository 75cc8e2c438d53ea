import { expect } from 'vitest';
import type { TestApp } from './harness';

/** Request headers of a signed-in tab (and its active role). */
export const as = (token: string, roleId?: string): Record<string, string> => (roleId ? { authorization: token, userroleid: roleId } : { authorization: token });

let nextMobile = 13800000000;
/** A mobile number no other test in this file has used. */
export const freshMobile = () => String(++nextMobile);

/** Sends a code to the mobile and reads it back from the sandbox dev endpoint. */
export async function smsCode(t: TestApp, mobile: string): Promise<string> {
  const sent = await t.call('POST', t.api('/auth/sendVerificationCode'), { mobile });
  expect(sent).toMatchObject({ status: 200, message: '发送验证码成功' });
  const latest = await t.call<{ code: string }>('GET', `/api/dev/sms/latest?mobile=${mobile}`);
  expect(latest.status).toBe(200);
  return latest.data.code;
}

/** Signs in by SMS code (registering on first login); returns the token. */
export async function loginByMobile(t: TestApp, mobile = freshMobile()): Promise<string> {
  const verificationCode = await smsCode(t, mobile);
  const res = await t.call('POST', t.api('/auth/loginByMobile'), { mobile, verificationCode });
  expect(res.status).toBe(200);
  return res.data.accessToken;
}

/** A one-time WeChat code for this WeChat user, as the consent page would hand it out. */
export async function wechatCode(t: TestApp, openid: string, nickname = '微信小侠'): Promise<string> {
  const res = await t.call<{ code: string }>('POST', '/api/dev/wechat/code', { openid, nickname });
  expect(res.status).toBe(200);
  return res.data.code;
}

/** The account as GET userInfo shows it. */
export async function userInfo(t: TestApp, token: string) {
  return t.call('GET', t.api('/auth/userInfo'), undefined, { authorization: token });
}

/** Buys a VIP grade through the sandbox payment flow: open an order, then press 确认支付. */
export async function buyVip(t: TestApp, token: string, gradeId = 'month', method: 'wechat' | 'alipay' = 'wechat'): Promise<string> {
  const opened = await t.call<{ tradeNo: string; codeUrl: string }>('POST', t.api(`/vip/open?vipGradeId=${gradeId}&paymentMethod=${method}`), undefined, as(token));
  expect(opened.status).toBe(200);
  const confirmed = await t.app.inject({ method: 'POST', url: `/pay/sandbox/${opened.data.tradeNo}/confirm` });
  expect(confirmed.statusCode).toBe(200);
  return opened.data.tradeNo;
}
