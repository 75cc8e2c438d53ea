import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

describe('the server core', () => {
  it('answers an unknown API path with the 40400 envelope', async () => {
    const res = await t.call('GET', t.api('/nope'));
    expect(res).toMatchObject({ status: 40400, http: 404 });
  });
  it('answers malformed JSON with a 40000 envelope and no stack trace', async () => {
    const res = await t.app.inject({ method: 'POST', url: t.api('/auth/loginByGuest'), payload: '{bad', headers: { 'content-type': 'application/json' } });
    expect(res.json()).toMatchObject({ status: 40000, message: '请求格式不正确' });
  });
  it('seeds the VIP grades once', async () => {
    const { seed } = await import('../../server/db/seed');
    await seed(t.app.db);
    const { vipGrades } = await import('../../server/db/schema');
    const rows = await t.app.db.select().from(vipGrades);
    expect(rows.length).toBe(4);
  });
});

describe('start-up configuration', () => {
  it('refuses to start with an unknown provider, or a real one without its credentials', async () => {
    const { createProviders } = await import('../../server/services/providers');
    const { configFromEnv } = await import('../../server/config');
    expect(() => createProviders(configFromEnv({ PAYMENT_PROVIDER: 'wechatpay' }), () => {}, {})).toThrow(/PAYMENT_PROVIDER=wechatpay: unknown provider/);
    expect(() => createProviders(configFromEnv({ SMS_PROVIDER: 'aliyun' }), () => {}, {})).toThrow(/SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID/);
    expect(() => createProviders(configFromEnv({ WECHAT_PROVIDER: 'open' }), () => {}, {})).toThrow(/WECHAT_PROVIDER=open/);
  });

  it('serves no dev endpoints or sandbox pages in production, but still the payment callbacks', async () => {
    const { buildApp } = await import('../../server/app');
    const { configFromEnv } = await import('../../server/config');
    const { openDatabase } = await import('../../server/db/client');
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ database, config: { ...configFromEnv({ NODE_ENV: 'production' }), logLevel: 'silent', clientDir: 'dist-none' } });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/dev/sms/latest?mobile=13812345678' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/api/dev/wechat/code', payload: { openid: 'x', nickname: 'y' } })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/pay/sandbox/XJ1' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/oauth/sandbox/wechat?redirect_uri=/' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/api/pay/notify/wechat', payload: { tradeNo: 'XJ1', amount: 1, signature: '00' } })).statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
