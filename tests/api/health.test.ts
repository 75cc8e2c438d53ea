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
