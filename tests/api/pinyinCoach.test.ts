import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { PinyinStatsBody } from '../../contract/student';
import pinyinCourse from '../../levels/courses/pinyin';
import { lettersOf } from '../../engines/core/pinyinLetters';
import { splitSyllable } from '../../engines/core/pinyinParts';
import { startTestApp, type TestApp } from './harness';
import { newRole, type Headers } from './accountHelpers';
import { typedAttempt } from './chapterLogs';

// The real curriculum: 练习薄弱拼音 takes its 汉字 from the pinyin course in levels/.
let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const get = (path: string, h: Headers) => t.call('GET', t.api(path), undefined, h);
const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);

/** 声母 b p m f (free): 16 汉字, 39 letters. */
const CHAPTER = 'pinyin-sm-bpmf';
/**
 * 声母 b p m f typed through (tests/api/chapterLogs.ts): p (4 of its letters) missed four times, g (only in
 * 风 fēng) twice — so p and eng are the weak parts; `pinyinStats` and `over` change the claim.
 */
function bpmfBody(pinyinStats?: object, over: object = {}): ReturnType<typeof typedAttempt> {
  return { ...typedAttempt(CHAPTER, { slipsOn: { p: 4, g: 2 } }), ...(pinyinStats ? { pinyinStats: pinyinStats as PinyinStatsBody } : {}), ...over };
}
const triesOf = (stats: PinyinStatsBody | undefined) => Object.values({ ...stats!.initials, ...stats!.finals }).reduce((n, c) => n + c.hit + c.miss, 0);

/** Every (hanzi, pinyin) item of the pinyin course. */
const courseItems = new Set(
  pinyinCourse.sections.flatMap((s) => s.lessons.flatMap((l) => l.chapters.flatMap((c) => (c.activity.render_engine === 'typing_pinyin' ? c.activity.items.map((i) => `${i.hanzi}|${i.pinyin}`) : [])))),
);
const partsOf = (pinyin: string) => pinyin.split(/\s+/).map((s) => splitSyllable(lettersOf(s))!);

describe('练习薄弱拼音', () => {
  it('names the weakest 声母 and 韵母 from a pinyin chapter, makes a practice of course 汉字 that use them, and counts it once', async () => {
    const h = await newRole(t);
    const typed = bpmfBody();
    expect((await post('/student/progress', typed, h)).status).toBe(200);
    const tries = triesOf(typed.pinyinStats);

    const weak = await get('/student/weakPinyin', h);
    expect(weak.status).toBe(200);
    expect(weak.data).toMatchObject({ tries, enough: true });
    expect(weak.data.initials).toEqual([{ part: 'p', hit: 4, miss: 4, accuracy: 50 }]);
    // eng 3 of 5; fully right parts are not weak
    expect(weak.data.finals).toEqual([{ part: 'eng', hit: 3, miss: 2, accuracy: 60 }]);

    const made = await post('/student/weakPractice', { kind: 'pinyin' }, h);
    expect(made.status).toBe(200);
    const p = made.data;
    expect(p).toMatchObject({ kind: 'pinyin', name: '练习薄弱拼音', chapterId: `weak:${p.id}`, keys: ['p', 'eng'], activity: { render_engine: 'typing_pinyin' } });
    const items = p.activity.items as { hanzi: string; pinyin: string }[];
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      expect(courseItems.has(`${item.hanzi}|${item.pinyin}`)).toBe(true);
      expect(partsOf(item.pinyin).some((s) => s.initial === 'p' || s.final === 'eng')).toBe(true);
    }
    for (const part of ['p', 'eng']) expect(items.some((i) => partsOf(i.pinyin).some((s) => s.initial === part || s.final === part))).toBe(true);
    expect((await get(`/student/weakPractice/${p.id}`, h)).data).toEqual(p);

    // finish it with every letter right once: stars, points, a chapter in the day report, part counts
    const body = typedAttempt({ id: p.chapterId, activity: p.activity });
    const before = (await get('/student/point/balance', h)).data.point;
    const chaptersBefore = (await get('/student/dailyReport', h)).data.chapters;
    const done = await post(`/student/weakPractice/${p.id}/progress`, body, h);
    expect(done.status).toBe(200);
    expect(done.data.stars).toBeGreaterThanOrEqual(2);
    expect(done.data.pointsEarned).toBeGreaterThan(0);
    const again = await post(`/student/weakPractice/${p.id}/progress`, body, h);
    // the same answer, but for the medals this attempt earned: they are announced once, in the first (issue 40 item 15)
    const { medals: _medals, ...first } = done.data as typeof done.data & { medals?: unknown };
    expect(again.data).toEqual(first);
    expect((await get('/student/point/balance', h)).data.point).toBe(before + done.data.pointsEarned);
    expect((await get('/student/dailyReport', h)).data.chapters).toBe(chaptersBefore + 1);
    expect((await get('/student/point/ledger', h)).data.items[0]).toMatchObject({ title: '练习薄弱拼音', delta: done.data.pointsEarned });
    expect((await get('/student/weakPinyin', h)).data.tries).toBe(tries + triesOf(body.pinyinStats));
    // a passage of another practice cannot be posted as this one
    expect((await post(`/student/weakPractice/${p.id}/progress`, { ...body, attemptId: randomUUID(), chapterId: 'weak:other' }, h)).status).toBe(40000);
  });

  it('refuses bad part counts with 40000 and writes nothing', async () => {
    const h = await newRole(t);
    const bad: [string, object, object?][] = [
      ['an unknown 声母', { initials: { zz: { hit: 1, miss: 0 } }, finals: {} }],
      ['an unknown 韵母', { initials: {}, finals: { xyz: { hit: 1, miss: 0 } } }],
      ['a negative count', { initials: { b: { hit: -1, miss: 0 } }, finals: {} }],
      ['a count too big', { initials: { b: { hit: 1e9, miss: 0 } }, finals: {} }],
      ['a fraction', { initials: { b: { hit: 1.5, miss: 0 } }, finals: {} }],
      ['more part hits than key hits', { initials: { b: { hit: 400, miss: 0 } }, finals: {} }],
      ['more part misses than key misses', { initials: { b: { hit: 0, miss: 100 } }, finals: {} }],
      ['no finals object', { initials: {} }],
      ['a list instead of counts', { initials: { b: [1, 0] }, finals: {} }],
      ['part counts on a keyboard chapter', { initials: { b: { hit: 1, miss: 0 } }, finals: {} }, { chapterId: 'kb-home-fj-1' }],
    ];
    for (const [why, stats, over] of bad) {
      const res = await post('/student/progress', bpmfBody(stats, over), h);
      expect(res.status, why).toBe(40000);
    }
    expect((await post('/student/progress', bpmfBody(bad[9]![1], { chapterId: 'kb-home-fj-1' }), h)).message).toBe('这一章没有拼音');
    expect((await post('/student/progress', bpmfBody(bad[5]![1]), h)).message).toBe('声母韵母统计与按键统计不符');
    expect((await get('/student/dailyReport', h)).data.chapters).toBe(0);
    expect((await get('/student/weakPinyin', h)).data).toEqual({ initials: [], finals: [], tries: 0, enough: false });
  });

  it('asks for some pinyin first, and keeps the key coach as it was', async () => {
    const h = await newRole(t);
    expect((await get('/student/weakPinyin', h)).data.enough).toBe(false);
    expect(await post('/student/weakPractice', { kind: 'pinyin' }, h)).toMatchObject({ status: 40000, message: '还没有找到薄弱的声母韵母，先去练几节拼音课吧' });
    expect((await post('/student/weakPractice', { kind: 'words' }, h)).status).toBe(40000);
    // the key practice still answers to a body-less POST: b missed three times makes KeyB the weak key
    expect((await post('/student/progress', typedAttempt(CHAPTER, { slipsOn: { b: 3 } }), h)).status).toBe(200);
    const keys = await post('/student/weakPractice', undefined, h);
    expect(keys.data).toMatchObject({ kind: 'keys', name: '练习薄弱键', keys: ['KeyB'], activity: { render_engine: 'typing_text' } });
    expect((await get('/student/weakPinyin', await newRole(t, 'TEACHER'))).status).toBe(40300);
  });
});
