import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { fakeServer } from './fakeServer';
import { wechatOpenLogin } from '../../../server/services/vendors/wechatOpen';

// Issue 14 point 4: WeChat open platform QR connect — authorize URL, code → access_token → userinfo.
const APPID = 'wxopen0000000001';
const SECRET = 'opensecret';
const codes = new Map<string, { openid: string; unionid?: string; nickname: string }>([
  ['code-1', { openid: 'o-1', unionid: 'u-1', nickname: '小明妈妈' }],
  ['code-2', { openid: 'o-2', nickname: '乐乐爸爸' }],
]);

let vendor: Awaited<ReturnType<typeof fakeServer>>;
let t: TestApp;
beforeAll(async () => {
  const tokens = new Map<string, string>();
  vendor = await fakeServer((req, _body, res) => {
    const url = new URL(req.url!, 'http://x');
    const q = Object.fromEntries(url.searchParams);
    const json = (data: unknown) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    if (url.pathname === '/sns/oauth2/access_token') {
      if (q.appid !== APPID || q.secret !== SECRET || q.grant_type !== 'authorization_code') return json({ errcode: 40125, errmsg: 'invalid appsecret' });
      const who = codes.get(q.code);
      if (!who) return json({ errcode: 40029, errmsg: 'invalid code' });
      codes.delete(q.code); // a code works once
      tokens.set(`at-${who.openid}`, q.code);
      return json({ access_token: `at-${who.openid}`, expires_in: 7200, openid: who.openid, scope: 'snsapi_login', ...(who.unionid ? { unionid: who.unionid } : {}) });
    }
    if (url.pathname === '/sns/userinfo') {
      if (!tokens.has(q.access_token)) return json({ errcode: 40001, errmsg: 'invalid credential' });
      const nick = q.openid === 'o-1' ? '小明妈妈' : '乐乐爸爸';
      return json({ openid: q.openid, nickname: nick, headimgurl: '' });
    }
    json({ errcode: -1, errmsg: 'unknown' });
  });
  t = await startTestApp({ providers: { wechat: wechatOpenLogin({ appid: APPID, secret: SECRET, apiBase: vendor.url, authorizeBase: 'https://open.weixin.qq.com' }) } });
});
afterAll(async () => {
  await t?.close();
  await vendor?.close();
});

describe('WeChat open platform login', () => {
  it('sends the browser to QR connect with our appid, the redirect back to this site and the state', async () => {
    const back = 'http://localhost:80/auth-redirect?redirect=%2Fcourse&type=login';
    const res = await t.app.inject({ method: 'GET', url: `/api/client/v1/auth/wechatAuthorize?redirect_uri=${encodeURIComponent(back)}&state=abcdef0123456789` });
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(`${to.origin}${to.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(to.searchParams)).toEqual({ appid: APPID, redirect_uri: back, response_type: 'code', scope: 'snsapi_login', state: 'abcdef0123456789' });
    expect(to.hash).toBe('#wechat_redirect');
    // never a redirect to another site
    const evil = await t.app.inject({ method: 'GET', url: `/api/client/v1/auth/wechatAuthorize?redirect_uri=${encodeURIComponent('https://evil.example/auth-redirect')}&state=abcdef0123456789` });
    expect(evil.statusCode).toBe(400);
  });

  it('trades the code for the identity once (unionid preferred) and signs in with the WeChat nickname', async () => {
    const login = await t.call<{ accessToken: string }>('POST', t.api('/auth/loginByWechat'), { code: 'code-1' });
    expect(login.status).toBe(200);
    const info = await t.call('GET', t.api('/auth/userInfo'), undefined, { authorization: login.data.accessToken });
    expect(JSON.stringify(info.data)).toContain('小明妈妈');
    const again = await t.call('POST', t.api('/auth/loginByWechat'), { code: 'code-1' });
    expect(again.status).not.toBe(200);
    expect((await t.call('POST', t.api('/auth/loginByWechat'), { code: 'code-2' })).status).toBe(200);
  });
});
