import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { DAILY_REPLAY_POINTS_CAP, POINT_CATEGORIES, REPLAY_POINTS, REPLAYS_PER_CHAPTER_PER_DAY, VIP_DAY_LIMIT, categoryOf } from '../../contract/economy';
import { pointsLedger } from '../../server/db/schema';
import { spendPoints } from '../../server/services/points';
import { startTestApp, type TestApp } from './harness';
import { finishChapter, moveTo, newRole, type Headers } from './accountHelpers';
import { buyVip } from './authHelpers';
import { sentAtOnce, typedAttempt } from './chapterLogs';

vi.mock('../../levels', async () => (await import('./accountHelpers')).fixedLevels());

// Issue 24 item 8: the points economy of docs/POINTS.md — replays earn (capped), VIP draws twice, and the
// report's figures are the ledger's sums by category.
let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const get = (path: string, h: Headers) => t.call('GET', t.api(path), undefined, h);
const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);

/** A finished chapter's body, typed with its log (3 stars at 60 字/分 unless told). */
const attempt = (chapterId: string, o: { wrong?: number; cpm?: number } = {}) => typedAttempt(chapterId, o);

/** The ledger of a role on a day, summed by category in SQL, independent of the report's code. */
async function ledgerByCategory(roleId: string, day: string) {
  const rows = await t.app.db
    .select({ reason: pointsLedger.reason, total: sql<string | number>`sum(${pointsLedger.delta})` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.roleId, roleId), eq(pointsLedger.day, day)))
    .groupBy(pointsLedger.reason);
  const by: Record<string, number> = Object.fromEntries(POINT_CATEGORIES.map((c) => [c.key, 0]));
  for (const r of rows) by[categoryOf(r.reason)]! += Number(r.total);
  return by;
}

describe('replaying a chapter', () => {
  it('earns the replay reward at the accuracy target, twice per chapter per day, and again the next day', async () => {
    moveTo(t, '2026-11-25T01:00:00Z');
    const h = await newRole(t);
    expect((await post('/student/progress', attempt('k-0'), h)).data).toMatchObject({ stars: 3, pointsEarned: 30 });
    for (let i = 0; i < REPLAYS_PER_CHAPTER_PER_DAY; i++) expect((await post('/student/progress', attempt('k-0'), h)).data.pointsEarned).toBe(REPLAY_POINTS);
    expect((await post('/student/progress', attempt('k-0'), h)).data.pointsEarned).toBe(0);
    // a sloppy replay (1 star: under the accuracy target) earns nothing
    expect((await post('/student/progress', attempt('k-1', { wrong: 0 }), h)).data.pointsEarned).toBe(30);
    expect((await post('/student/progress', attempt('k-1', { wrong: 8 }), h)).data).toMatchObject({ stars: 1, pointsEarned: 0 });
    const ledger = (await get('/student/point/ledger?page=1&pageSize=10', h)).data;
    expect(ledger.items.filter((i: { reason: string }) => i.reason === 'replay').map((i: { title: string }) => i.title)).toEqual(['复习练习「第k-0关」', '复习练习「第k-0关」']);
    moveTo(t, '2026-11-26T01:00:00Z');
    expect((await post('/student/progress', attempt('k-0'), h)).data.pointsEarned).toBe(REPLAY_POINTS);
  });

  it('stops at the daily replay cap across chapters', async () => {
    moveTo(t, '2026-11-27T01:00:00Z');
    const h = await newRole(t);
    const chapters = Array.from({ length: DAILY_REPLAY_POINTS_CAP / REPLAY_POINTS / REPLAYS_PER_CHAPTER_PER_DAY + 1 }, (_, i) => `k-${i}`);
    for (const c of chapters) await finishChapter(t, h, c);
    let replayed = 0;
    for (const c of chapters) for (let i = 0; i < REPLAYS_PER_CHAPTER_PER_DAY; i++) replayed += (await post('/student/progress', attempt(c), h)).data.pointsEarned;
    expect(replayed).toBe(DAILY_REPLAY_POINTS_CAP);
    expect((await ledgerByCategory(h.userroleid, '2026-11-27')).practice).toBe(chapters.length * 30 + DAILY_REPLAY_POINTS_CAP);
  });

  it('counts concurrent replays of one chapter within the per-chapter cap, each attempt once', async () => {
    moveTo(t, '2026-11-28T01:00:00Z');
    const h = await newRole(t);
    await finishChapter(t, h, 'k-0');
    const bodies = Array.from({ length: 6 }, () => attempt('k-0'));
    const results = await sentAtOnce([...bodies, ...bodies], (b) => post('/student/progress', b, h));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await t.app.db.select().from(pointsLedger).where(and(eq(pointsLedger.roleId, h.userroleid), eq(pointsLedger.reason, 'replay')));
    expect(rows).toHaveLength(REPLAYS_PER_CHAPTER_PER_DAY);
    expect((await get('/student/point/balance', h)).data.point).toBe(30 + REPLAYS_PER_CHAPTER_PER_DAY * REPLAY_POINTS);
  });
});

describe('the daily draw', () => {
  it('is dayLimit 1 for everyone and 2 for a VIP, refused beyond', async () => {
    const free = await newRole(t);
    expect((await get('/student/point/balance', free)).data.dayLimit).toBe(1);
    const vip = await newRole(t);
    await buyVip(t, vip.authorization);
    expect((await get('/student/point/balance', vip)).data.dayLimit).toBe(VIP_DAY_LIMIT);
    const draws = await Promise.all(Array.from({ length: 4 }, () => post('/student/point/drawGamePoint', {}, vip)));
    expect(draws.map((d) => d.status).sort()).toEqual([200, 200, 40900, 40900]);
    expect((await post('/student/point/getTodayCanDraw', {}, vip)).data.alreadyDraw).toBe(true);
    expect((await get('/student/point/balance', vip)).data.point).toBe(300);
  });
});

describe("the report's points", () => {
  it('are the ledger sums by category; 获得积分 is practice and check-in, not the free draw or spending', async () => {
    moveTo(t, '2026-11-29T01:00:00Z');
    const h = await newRole(t);
    await finishChapter(t, h, 'k-0'); // +30 new stars
    await post('/student/progress', attempt('k-0'), h); // +10 replay
    await post('/student/signIn', {}, h); // +10
    await post('/student/point/drawGamePoint', {}, h); // +150, a gift
    await spendPoints(t.app.db, { roleId: h.userroleid, amount: 50, reason: 'game', ref: `game:${randomUUID()}`, day: '2026-11-29' }); // a round
    const day = (await get('/student/dailyReport?date=2026-11-29', h)).data;
    const ledger = await ledgerByCategory(h.userroleid, '2026-11-29');
    expect(day.pointsBy).toEqual(ledger);
    expect(ledger).toEqual({ practice: 40, signIn: 10, draw: 150, game: -50, other: 0 });
    expect(day.points).toBe(ledger.practice! + ledger.signIn!);
    // the 90-day rows say the same
    const q = (await get('/student/quarterlyReport', h)).data;
    expect(q[89]).toMatchObject({ date: '2026-11-29', points: 50, pointsBy: ledger });
  });
});
