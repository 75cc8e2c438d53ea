import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { medals, signIns } from '../../server/db/schema';
import { awardMedal } from '../../server/services/medals';
import { addDays } from '../../server/services/days';
import { moveTo, newRole } from './accountHelpers';
import { finish } from './certificatesHelpers';
import { watchedAttempt } from './chapterLogs';
import { startTestApp, type TestApp } from './harness';

vi.mock('../../levels', async () => (await import('./certificatesHelpers')).certificateLevels());

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

type Shelf = Array<{ id: string; earnedAt: string | null; seen: boolean }>;
const shelf = async (h: Record<string, string>) => (await t.call<Shelf>('GET', t.api('/student/medals'), undefined, h)).data;
const earned = async (h: Record<string, string>) => (await shelf(h)).filter((m) => m.earnedAt).map((m) => m.id);

describe('medals for practice', () => {
  it('gives 第一个三星 for the first 3-star chapter, once, and not for a watched video', async () => {
    const h = await newRole(t);
    expect((await t.call('POST', t.api('/student/progress'), watchedAttempt('v-1'), h)).status).toBe(200);
    expect(await earned(h)).toEqual([]);
    expect((await finish(t, h, 'c-1', { cpm: 20 })).stars).toBe(2);
    expect(await earned(h)).toEqual([]);
    // the attempt that earns it names it, for its result card (issue 40); the next 3-star one does not
    const first = await finish(t, h, 'c-1', { cpm: 60 });
    expect(first.stars).toBe(3);
    expect(first.medals).toEqual([{ id: 'firstThreeStars', name: '第一个三星', icon: '⭐', rule: '第一次在一章里拿到三颗星' }]);
    const second = await finish(t, h, 'c-2', { cpm: 60 });
    expect(second.stars).toBe(3);
    expect(second.medals).toBeUndefined();
    expect(await earned(h)).toEqual(['firstThreeStars']);
    expect(await t.app.db.select().from(medals).where(eq(medals.roleId, h.userroleid))).toHaveLength(1);
  });

  it('gives 一周全勤 on the seventh check-in in a row', async () => {
    moveTo(t, '2026-12-10T02:00:00Z');
    const h = await newRole(t);
    await t.app.db.insert(signIns).values(Array.from({ length: 5 }, (_, i) => ({ roleId: h.userroleid, day: addDays('2026-12-05', i) })));
    await t.call('POST', t.api('/student/signIn'), {}, h); // the 6th day
    expect(await earned(h)).toEqual([]);
    t.clock.advance(24 * 3600_000);
    expect((await t.call('POST', t.api('/student/signIn'), {}, h)).data.streak).toBe(7);
    expect(await earned(h)).toEqual(['weekStreak']);
  });

  it('gives 百章达人 on the 100th finished chapter', async () => {
    const h = await newRole(t);
    for (let i = 0; i < 99; i++) await finish(t, h, 'c-2', { cpm: 20 });
    expect(await earned(h)).toEqual([]);
    await finish(t, h, 'c-2', { cpm: 20 });
    expect(await earned(h)).toEqual(['hundredChapters']);
  });

  /** c-abc typed through once (each letter 4 times) at 2 stars (no 3-star medal in the way), with these slips (`{ q: 1 }`) */
  const round = (h: Record<string, string>, slipsOn: Record<string, number> = {}) => finish(t, h, 'c-abc', { cpm: 30, slipsOn });
  const everyLetter = Object.fromEntries([...'abcdefghijklmnopqrstuvwxyz'].map((c) => [c, 1]));

  it('gives 键键精准 once every letter key is typed 20 times, each above 95%', async () => {
    const h = await newRole(t);
    await round(h, everyLetter); // each key 4 hits, 1 miss
    for (let i = 0; i < 3; i++) await round(h); // 16 hits, 1 miss: too few strokes yet
    expect(await earned(h)).toEqual([]);
    await round(h); // 20 hits, 1 miss each: 95.2%
    expect(await earned(h)).toEqual(['steadyKeys']);
  });

  it('keeps the bar above 95%: one key at exactly 95% earns nothing', async () => {
    const h = await newRole(t);
    await round(h, { q: 4 });
    for (let i = 0; i < 18; i++) await round(h); // 76 of 76 on every key, 76 of 80 on Q: 95 %
    expect(await earned(h)).toEqual([]);
    await round(h); // 80 of 84 on Q: 95.2 %
    expect(await earned(h)).toEqual(['steadyKeys']);
  });
});

describe('awardMedal', () => {
  it('stores a medal once under concurrent awards', async () => {
    const h = await newRole(t);
    const results = await Promise.all(Array.from({ length: 8 }, () => awardMedal(t.app.db, h.userroleid, 'gradePassed', new Date())));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await t.app.db.select().from(medals).where(eq(medals.roleId, h.userroleid))).toHaveLength(1);
  });
});

describe('announcing a medal once', () => {
  it('is unseen until the client says it has shown it; saying so again changes nothing', async () => {
    const h = await newRole(t);
    await awardMedal(t.app.db, h.userroleid, 'gradePassed', new Date());
    expect((await shelf(h)).find((m) => m.id === 'gradePassed')).toMatchObject({ seen: false });
    const seen = await t.call<Shelf>('POST', t.api('/student/medals/seen'), { ids: ['gradePassed'] }, h);
    expect(seen.data.find((m) => m.id === 'gradePassed')).toMatchObject({ seen: true });
    const [row] = await t.app.db.select().from(medals).where(eq(medals.roleId, h.userroleid));
    t.clock.advance(60_000);
    await t.call('POST', t.api('/student/medals/seen'), { ids: ['gradePassed'] }, h);
    const [again] = await t.app.db.select().from(medals).where(eq(medals.roleId, h.userroleid));
    expect(again!.seenAt).toEqual(row!.seenAt);
  });

  it('refuses an unknown medal id with a Chinese message', async () => {
    const h = await newRole(t);
    expect(await t.call('POST', t.api('/student/medals/seen'), { ids: ['everything'] }, h)).toMatchObject({ status: 40000, message: '没有这个勋章' });
    expect(await t.call('POST', t.api('/student/medals/seen'), { ids: [] }, h)).toMatchObject({ status: 40000, message: '请说明看过了哪些勋章' });
  });
});

describe('the class board', () => {
  it('shows each member’s medals', async () => {
    const teacher = await newRole(t, 'TEACHER', '王老师');
    const kid = await newRole(t, 'STUDENT', '小明');
    const group = await t.call('POST', t.api('/student/studyGroup/create'), { name: '三年二班' }, teacher);
    await t.call('POST', t.api(`/student/studyGroup/join/${group.data.id}`), {}, kid);
    await awardMedal(t.app.db, kid.userroleid, 'weekStreak', new Date());
    await awardMedal(t.app.db, kid.userroleid, 'firstThreeStars', new Date());
    const board = await t.call('GET', t.api(`/student/studyGroup/${group.data.id}/board`), undefined, teacher);
    expect(board.data[0]).toMatchObject({ roleName: '小明', medals: ['firstThreeStars', 'weekStreak'] });
  });
});
