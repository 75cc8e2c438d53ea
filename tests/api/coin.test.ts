import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addPoints } from '../../server/services/points';
import { startTestApp, type TestApp } from './harness';
import { finishChapter, moveTo, newRole } from './accountHelpers';

vi.mock('../../levels', async () => (await import('./accountHelpers')).fixedLevels());

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

describe('the points ledger page', () => {
  it('lists every change newest first with its reason in Chinese, and the balance', async () => {
    const h = await newRole(t);
    await t.call('POST', t.api('/student/signIn'), {}, h);
    await finishChapter(t, h, 'k-1', { cpm: 60 }); // 3 stars: 30 points
    await addPoints(t.app.db, { roleId: h.userroleid, delta: -50, reason: 'game', ref: `round:${h.userroleid}`, day: '2026-11-21' });
    const res = await t.call('GET', t.api('/student/point/ledger'), undefined, h);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 3, page: 1, pageSize: 20, point: -10 });
    expect(res.data.items.map((i: { delta: number; title: string }) => [i.delta, i.title])).toEqual([
      [-50, '游戏闯关'],
      [30, '完成练习「第k-1关」'],
      [10, '每日签到'],
    ]);
    expect(res.data.items[0].time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('dates each change by the app clock, in China time', async () => {
    moveTo(t, '2030-02-03T01:02:03Z');
    const h = await newRole(t);
    await t.call('POST', t.api('/student/signIn'), {}, h);
    await finishChapter(t, h, 'k-2', { cpm: 60 });
    const items = (await t.call('GET', t.api('/student/point/ledger'), undefined, h)).data.items as { time: string }[];
    expect(items.map((i) => i.time)).toEqual(['2030-02-03 09:02:03', '2030-02-03 09:02:03']);
  });

  it('pages without gaps or repeats', async () => {
    const h = await newRole(t);
    for (let i = 0; i < 7; i++) await addPoints(t.app.db, { roleId: h.userroleid, delta: i + 1, reason: 'draw', ref: `p:${h.userroleid}:${i}`, day: '2026-11-21' });
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push((await t.call('GET', t.api(`/student/point/ledger?page=${page}&pageSize=3`), undefined, h)).data);
    expect(pages.map((p) => p.items.map((i: { delta: number }) => i.delta))).toEqual([[7, 6, 5], [4, 3, 2], [1]]);
    expect(pages[0]).toMatchObject({ total: 7, point: 28 });
  });

  it('shows only the active role its own ledger, and refuses bad paging with a Chinese message', async () => {
    const a = await newRole(t);
    const b = await newRole(t);
    await t.call('POST', t.api('/student/signIn'), {}, a);
    expect((await t.call('GET', t.api('/student/point/ledger'), undefined, b)).data.total).toBe(0);
    expect(await t.call('GET', t.api('/student/point/ledger?page=0'), undefined, a)).toMatchObject({ status: 40000, message: '页码从1开始' });
    expect((await t.call('GET', t.api('/student/point/ledger'), undefined, { ...a, userroleid: b.userroleid })).status).toBe(40300);
    expect((await t.call('GET', t.api('/student/point/ledger'), undefined, await newRole(t, 'TEACHER'))).status).toBe(40300);
  });
});
