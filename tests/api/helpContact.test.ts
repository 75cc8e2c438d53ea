import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './harness';
import { loadSupport } from '../../server/services/support';

// Issue 14 point 5: the help contacts come from the operator's SUPPORT_DIR, and nothing is invented.
const dir = mkdtempSync(join(tmpdir(), 'support-'));
const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
  rmSync(dir, { recursive: true, force: true });
});
const start = async (supportDir: string | undefined) => {
  const t = await startTestApp({ config: { supportDir } });
  opened.push(t);
  return t;
};
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('help contacts', () => {
  it('are all empty when nothing is configured, and /support serves nothing', async () => {
    const t = await start(undefined);
    const res = await t.call('GET', t.api('/help/contact'));
    expect(res.data).toEqual({ email: null, phone: null, hours: null, group: null, service: null });
    expect((await t.app.inject({ method: 'GET', url: '/support/group.png' })).statusCode).toBe(404);
  });

  it('come from contact.json and the QR images of the configured folder', async () => {
    writeFileSync(join(dir, 'contact.json'), JSON.stringify({ email: 'kefu@school.cn', hours: '周一至周五 9:00–18:00', groupText: '扫码加入家长群' }));
    writeFileSync(join(dir, 'group.png'), PNG);
    writeFileSync(join(dir, 'secret.txt'), 'not for the web');
    const t = await start(dir);
    const res = await t.call('GET', t.api('/help/contact'));
    expect(res.data).toEqual({ email: 'kefu@school.cn', phone: null, hours: '周一至周五 9:00–18:00', group: { image: '/support/group.png', text: '扫码加入家长群' }, service: null });
    const image = await t.app.inject({ method: 'GET', url: '/support/group.png' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    // only the known image names leave the folder
    for (const url of ['/support/secret.txt', '/support/contact.json', '/support/..%2Fcontact.json', '/support/service.png'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('refuse a malformed contact.json at start-up instead of showing a broken menu', () => {
    const bad = mkdtempSync(join(tmpdir(), 'support-bad-'));
    writeFileSync(join(bad, 'contact.json'), JSON.stringify({ email: 'not an address' }));
    expect(() => loadSupport(bad)).toThrow(/email/);
    rmSync(bad, { recursive: true, force: true });
  });
});

describe('VIP grades say what a parent buys', () => {
  it('the year grade is 365 days, so its expiry previews as a date and not 永久', async () => {
    const t = await start(undefined);
    const grades = (await t.call('GET', t.api('/vip/vipGrade/list'))).data as { id: string; name: string; days: number }[];
    expect(grades.find((g) => g.id === 'year')).toMatchObject({ name: '年度会员', days: 365 });
  });

  it('a database seeded with the old 366-day year grade is brought up to date on start', async () => {
    const t = await start(undefined);
    const { seed } = await import('../../server/db/seed');
    const { vipGrades } = await import('../../server/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.app.db.update(vipGrades).set({ days: 366 }).where(eq(vipGrades.id, 'year'));
    await seed(t.app.db);
    const [year] = await t.app.db.select().from(vipGrades).where(eq(vipGrades.id, 'year'));
    expect(year.days).toBe(365);
  });
});
