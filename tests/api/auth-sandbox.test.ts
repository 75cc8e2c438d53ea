import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { userInfo } from './authHelpers';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const consent = (query: string) => t.app.inject({ method: 'GET', url: `/oauth/sandbox/wechat?${query}` });
const authorize = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/sandbox/wechat',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('the sandbox WeChat consent page', () => {
  it('shows the product, a prefilled nickname and the 授权登录 button', async () => {
    const page = await consent('redirect_uri=%2Fauth-redirect%3Fredirect%3D%252Fcourse&state=abc');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('小键盘侠');
    expect(page.body).toContain('授权登录');
    expect(page.body).toMatch(/name="nickname" value="小侠\d{4}"/);
  });

  it('redirects with a one-time code and the state, and the code signs in once', async () => {
    const res = await authorize({ redirect_uri: '/auth-redirect?redirect=%2Fcourse', state: 'xyz', nickname: '小红妈妈' });
    expect(res.statusCode).toBe(302);
    const target = new URL(res.headers.location as string, 'http://localhost');
    expect(target.pathname).toBe('/auth-redirect');
    expect(target.searchParams.get('redirect')).toBe('/course');
    expect(target.searchParams.get('state')).toBe('xyz');
    const code = target.searchParams.get('code')!;
    const login = await t.call('POST', t.api('/auth/loginByWechat'), { code });
    expect((await userInfo(t, login.data.accessToken)).data.wechatNickname).toBe('小红妈妈');
    expect((await t.call('POST', t.api('/auth/loginByWechat'), { code })).status).toBe(40100);
  });

  it('accepts an absolute redirect_uri on its own origin', async () => {
    const res = await authorize({ redirect_uri: 'http://localhost:80/auth-redirect?type=bindWeixin', state: '', nickname: '同源' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^http:\/\/localhost\/auth-redirect\?type=bindWeixin&code=/);
  });

  it('refuses to send a code to another site', async () => {
    for (const uri of ['https://evil.example.com/cb', '//evil.example.com/cb', 'javascript:alert(1)', '/\\evil.example.com']) {
      expect((await consent(`redirect_uri=${encodeURIComponent(uri)}`)).statusCode).toBe(400);
      expect((await authorize({ redirect_uri: uri, state: '', nickname: '坏人' })).statusCode).toBe(400);
    }
  });

  it('gives expired WeChat codes no way in', async () => {
    const res = await t.call('POST', '/api/dev/wechat/code', { openid: 'openid-late', nickname: '迟到' });
    t.clock.advance(5 * 60_000 + 1);
    expect((await t.call('POST', t.api('/auth/loginByWechat'), { code: res.data.code })).status).toBe(40100);
  });
});

describe('the dev SMS endpoint', () => {
  it('answers 40400 for a mobile that was sent nothing and 40000 for a bad one', async () => {
    expect((await t.call('GET', '/api/dev/sms/latest?mobile=13999999999')).status).toBe(40400);
    expect((await t.call('GET', '/api/dev/sms/latest?mobile=abc')).status).toBe(40000);
  });
});
