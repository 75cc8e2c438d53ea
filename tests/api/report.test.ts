import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { gameRounds } from '../../server/db/schema';
import { accuracyOf } from '../../contract/scoring';
import { startTestApp, type TestApp } from './harness';
import { finishChapter, moveTo, newRole, type Headers } from './accountHelpers';
import { typedAttempt } from './chapterLogs';
import { LOG_DISAGREES, LOG_MISSING } from '../../server/services/attemptLogs';

vi.mock('../../levels', async () => (await import('./accountHelpers')).fixedLevels());

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const get = (path: string, h: Headers) => t.call('GET', t.api(path), undefined, h);
async function seedRound(roleId: string, day: string, o: { correct: number; wrong: number; durationMs: number; finished?: boolean }) {
  await t.app.db.insert(gameRounds).values({
    id: randomUUID(), roleId, courseId: 'g', levelId: 'l', renderEngine: 'bubbles', seed: 1, day,
    finishedAt: o.finished === false ? null : new Date(), score: 10, stars: 1, correct: o.correct, wrong: o.wrong, durationMs: o.durationMs,
  });
}

describe('the day report and the 90-day trend', () => {
  it('adds up a seeded day of chapters and game rounds, and leaves other days and unfinished rounds out', async () => {
    moveTo(t, '2026-11-25T01:00:00Z'); // 09:00 Shanghai, Nov 25
    const h = await newRole(t);
    await finishChapter(t, h, 'k-0', { wrong: 0, cpm: 60 }); // 24 s, 3 stars, 30 points
    await finishChapter(t, h, 'k-1', { wrong: 6, cpm: 30 }); // 48 s, accuracy 80: 1 star, 10 points
    await seedRound(h.userroleid, '2026-11-25', { correct: 40, wrong: 10, durationMs: 48_000 });
    await seedRound(h.userroleid, '2026-11-25', { correct: 99, wrong: 0, durationMs: 60_000, finished: false });
    await seedRound(h.userroleid, '2026-11-24', { correct: 10, wrong: 0, durationMs: 60_000 });
    await t.call('POST', t.api('/student/signIn'), {}, h); // +10

    const day = await get('/student/dailyReport?date=2026-11-25', h);
    expect(day.status).toBe(200);
    // 24 + 48 + 48 s = 2 minutes; speed by time: (60·24 + 30·48 + 50·48) / 120 = 44; accuracy 88/104
    expect(day.data).toEqual({ date: '2026-11-25', minutes: 2, chapters: 2, games: 1, races: 0, characters: 88, cpm: 44, accuracy: accuracyOf(88, 16), points: 50, pointsBy: { practice: 40, signIn: 10, draw: 0, game: 0, other: 0 } });
    expect((await get('/student/dailyReport', h)).data.date).toBe('2026-11-25');
    expect((await get('/student/dailyReport?date=2026-11-24', h)).data).toMatchObject({ chapters: 0, games: 1, characters: 10, cpm: 10, accuracy: 100 });
    expect((await get('/student/dailyReport?date=2026-11-23', h)).data).toMatchObject({ minutes: 0, cpm: 0, accuracy: null, points: 0 });
    expect((await get('/student/dailyReport?date=25-11-2026', h))).toMatchObject({ status: 40000, message: '日期格式应为 YYYY-MM-DD' });

    const q = await get('/student/quarterlyReport', h);
    expect(q.data).toHaveLength(90);
    expect(q.data[0].date).toBe('2026-08-28');
    expect(q.data[89]).toMatchObject({ date: '2026-11-25', cpm: 44, chapters: 2 });
    expect(q.data[88]).toMatchObject({ date: '2026-11-24', games: 1 });
  });

  it('shows a role only its own reports and refuses teachers', async () => {
    const a = await newRole(t);
    await finishChapter(t, a, 'k-0');
    const b = await newRole(t);
    expect((await get('/student/dailyReport', b)).data.chapters).toBe(0);
    expect((await get('/student/quarterlyReport', await newRole(t, 'TEACHER'))).status).toBe(40300);
  });
});

describe('练习薄弱键', () => {
  it('names the weakest keys and fingers from the key stats', async () => {
    const h = await newRole(t);
    // the passage (asdf jkl; ×2, fdsa) has two j and two k: J at 2 of 4, K at 2 of 3
    await finishChapter(t, h, 'k-0', { cpm: 30, slipsOn: { j: 2, k: 1 } });
    const weak = await get('/student/weakKeys', h);
    expect(weak.data.keys.map((k: { label: string }) => k.label)).toEqual(['J', 'K']);
    expect(weak.data.fingers[0]).toMatchObject({ name: '右手食指', accuracy: 50 });
  });

  it('makes a passage from them whose result counts like a chapter, once', async () => {
    const h = await newRole(t);
    await finishChapter(t, h, 'k-0', { cpm: 30, slipsOn: { j: 5 } });
    const made = await t.call('POST', t.api('/student/weakPractice'), {}, h);
    expect(made.status).toBe(200);
    const p = made.data;
    expect(p).toMatchObject({ chapterId: `weak:${p.id}`, keys: ['KeyJ'], activity: { render_engine: 'typing_text' } });
    expect(p.activity.text).toMatch(/j/);
    expect(p.activity.text).toMatch(/^[a-z;,./ \n-]+$/);
    expect((await get(`/student/weakPractice/${p.id}`, h)).data.activity.text).toBe(p.activity.text);

    const body = typedAttempt({ id: p.chapterId, activity: p.activity });
    const before = (await get('/student/point/balance', h)).data.point;
    const done = await t.call('POST', t.api(`/student/weakPractice/${p.id}/progress`), body, h);
    expect(done.data).toMatchObject({ stars: 3, pointsEarned: 30, point: before + 30 });
    const again = await t.call('POST', t.api(`/student/weakPractice/${p.id}/progress`), body, h);
    expect(again.data).toMatchObject({ stars: 3, pointsEarned: 30, point: before + 30 });
    expect((await get('/student/point/ledger', h)).data.items[0].title).toBe('练习薄弱键');
    // the replay's key counts joined the chapter's (2 hits and 5 misses of j), once
    expect((await get('/student/keyStats', h)).data.KeyJ).toEqual({ hit: 2 + body.keyStats.KeyJ!.hit, miss: 5 });
  });

  it('refuses made-up results, other roles and unknown practices, and changes nothing', async () => {
    const h = await newRole(t);
    await finishChapter(t, h, 'k-0', { slipsOn: { j: 3 } });
    const p = (await t.call('POST', t.api('/student/weakPractice'), {}, h)).data;
    const post = (body: object, who: Headers = h, id = p.id) => t.call('POST', t.api(`/student/weakPractice/${id}/progress`), body, who);
    const honest = typedAttempt({ id: p.chapterId, activity: p.activity });
    const { log: _log, ...claim } = honest;
    // a claim without its key log, however believable, is not judged; a log that is not the claim's is refused
    expect(await post(claim)).toMatchObject({ status: 40000, message: LOG_MISSING });
    expect(await post({ ...honest, correct: honest.correct + 5 })).toMatchObject({ status: 40000, message: LOG_DISAGREES });
    expect(await post({ ...honest, chapterId: 'k-3' })).toMatchObject({ status: 40000, message: '章节不存在' });
    expect((await post(honest, await newRole(t))).status).toBe(40400);
    expect((await get('/student/point/ledger', h)).data.items.map((i: { title: string }) => i.title)).not.toContain('练习薄弱键');
  });

  it('asks for some practice first when no key is weak yet', async () => {
    const h = await newRole(t);
    expect(await t.call('POST', t.api('/student/weakPractice'), {}, h)).toMatchObject({ status: 40000, message: '还没有找到薄弱键，先完成几个练习吧' });
  });
});
