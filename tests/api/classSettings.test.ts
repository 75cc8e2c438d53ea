import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ClassLockMessages, DEFAULT_CLASS_SETTINGS } from '../../contract/classSettings';
import type { ChapterSummary, CourseList, LessonDetail } from '../../contract/course';
import type { ClassLoginResult } from '../../contract/school';
import { chapterAttempts } from '../../server/db/schema';
import { curriculum } from '../../server/services/curriculum';
import { startTestApp, type TestApp } from './harness';
import { finishedAttempt } from './chapterLogs';
import { newRole, type Headers } from './accountHelpers';
import { childHeaders, schoolClass, tokenOf } from './schoolHelpers';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

// the real curriculum: 指法's first lesson is a video, then typing chapters
const VIDEO = 'kb-home-video';
const FJ1 = 'kb-home-fj-1';
const FJ2 = 'kb-home-fj-2';
const chapterPath = (id: string) => {
  const p = curriculum.chapter(id)!;
  return `/course/chapter/${p.section.id}/${p.lesson.id}/${id}`;
};

/** A finished chapter (tests/api/chapterLogs.ts): all of it typed, `wrong` mistakes, at 30 字/分; a video watched. */
function submit(h: Headers, chapterId: string, wrong = 0) {
  return t.call('POST', t.api('/student/progress'), finishedAttempt(chapterId, { wrong, cpm: 30 }), h);
}

const SETTINGS = { allowBackspace: false, showKeyboard: false, showHands: true, starsToOpen: 2, openCourses: ['keyboard', 'hanzi'] };

async function classWithChild() {
  const c = await schoolClass(t);
  const { cards } = await c.make(['小红']);
  const child = childHeaders((await c.post('/school/login/card', { token: tokenOf(cards[0]!.qrPath) }, {})).data as ClassLoginResult);
  return { ...c, child };
}

describe('class settings: the teacher sets them', () => {
  it('reads the defaults, saves a whole set, refuses bad values and other teachers, and changes nothing then', async () => {
    const c = await schoolClass(t);
    expect((await c.get(`/school/${c.groupId}/settings`)).data).toEqual(DEFAULT_CLASS_SETTINGS);
    expect((await c.post(`/school/${c.groupId}/settings`, SETTINGS)).data).toEqual(SETTINGS);
    expect((await c.get(`/school/${c.groupId}/settings`)).data).toEqual(SETTINGS);
    expect(await c.post(`/school/${c.groupId}/settings`, { ...SETTINGS, starsToOpen: 4 })).toMatchObject({ status: 40000, message: '星星数最多3颗' });
    expect(await c.post(`/school/${c.groupId}/settings`, { ...SETTINGS, openCourses: ['keyboard', 'nope'] })).toMatchObject({ status: 40000, message: '没有这门课：nope' });
    const other = await newRole(t, 'TEACHER', '李老师');
    expect((await c.post(`/school/${c.groupId}/settings`, DEFAULT_CLASS_SETTINGS, other)).status).toBe(40300);
    const student = await newRole(t);
    expect((await c.get(`/school/${c.groupId}/settings`, student)).status).toBe(40300);
    expect((await c.get(`/school/${c.groupId}/settings`)).data).toEqual(SETTINGS);
  });
});

describe('class settings: what the class’s children meet', () => {
  it('keeps a chapter closed until the one before has the stars the teacher asks, says why, and refuses it by API (start and save)', async () => {
    const c = await classWithChild();
    await c.post(`/school/${c.groupId}/settings`, SETTINGS);
    const lesson = async () => ((await c.get('/course/lesson/kb-home/kb-home-fj', c.child)).data as LessonDetail).chapters;
    const lockOf = (list: ChapterSummary[], id: string) => list.find((ch) => ch.id === id)!.classLock;
    // the video before fj-1 has no stars yet: fj-1 is closed, and says why
    expect(lockOf(await lesson(), FJ1)).toBe(ClassLockMessages.starsNeeded(2));
    expect(await c.get(chapterPath(FJ1), c.child)).toMatchObject({ status: 40300, message: '老师要求上一关拿到 2 颗星才能打开' });
    expect(await submit(c.child, FJ1)).toMatchObject({ status: 40300, message: ClassLockMessages.starsNeeded(2) });
    expect((await t.app.db.select({ n: count() }).from(chapterAttempts).where(eq(chapterAttempts.roleId, c.child.userroleid!)))[0]!.n).toBe(0);
    // the first chapter of a course is always open; the watched video opens fj-1
    expect((await submit(c.child, VIDEO)).status).toBe(200);
    expect(lockOf(await lesson(), FJ1)).toBeUndefined();
    const detail = await c.get(chapterPath(FJ1), c.child);
    expect(detail.data.rules).toEqual({ allowBackspace: false, showKeyboard: false, showHands: true });
    // one star (too many mistakes) is not enough for fj-2; two are
    expect((await submit(c.child, FJ1, 12)).data.stars).toBe(1);
    expect(lockOf(await lesson(), FJ2)).toBe(ClassLockMessages.starsNeeded(2));
    expect((await submit(c.child, FJ2)).status).toBe(40300);
    expect((await submit(c.child, FJ1)).data.stars).toBeGreaterThanOrEqual(2);
    expect(lockOf(await lesson(), FJ2)).toBeUndefined();
    expect((await submit(c.child, FJ2)).status).toBe(200);
  });

  it('closes the courses the class has not opened, and a child in no class meets none of it', async () => {
    const c = await classWithChild();
    await c.post(`/school/${c.groupId}/settings`, SETTINGS);
    const list = (await c.get('/course/list', c.child)).data as CourseList;
    const closed = list.courses.filter((co) => co.sections.every((s) => s.classLock === ClassLockMessages.courseClosed)).map((co) => co.id);
    expect(closed.sort()).toEqual(['english-text', 'numpad', 'pinyin']);
    const pinyinFirst = curriculum.chapters.find((p) => p.course.id === 'pinyin')!.chapter.id;
    expect(await c.get(chapterPath(pinyinFirst), c.child)).toMatchObject({ status: 40300, message: ClassLockMessages.courseClosed });
    expect(await submit(c.child, pinyinFirst)).toMatchObject({ status: 40300, message: ClassLockMessages.courseClosed });
    // a family child who is in no class: every chapter open, no rules on the chapter page
    const family = await newRole(t);
    expect((await c.get(chapterPath(FJ2), family)).data.rules).toBeUndefined();
    expect((await submit(family, FJ2)).status).toBe(200);
    // the teacher opens everything again: the child's locks go at once
    await c.post(`/school/${c.groupId}/settings`, DEFAULT_CLASS_SETTINGS);
    expect((await c.get(chapterPath(pinyinFirst), c.child)).status).toBe(200);
    expect((await c.get(chapterPath(FJ2), c.child)).data.rules).toBeUndefined();
  });

  it('applies the stricter of two classes to a child in both', async () => {
    const a = await classWithChild();
    const b = await schoolClass(t);
    await b.post(`/student/studyGroup/join/${b.groupId}`, {}, a.child);
    await a.post(`/school/${a.groupId}/settings`, { ...DEFAULT_CLASS_SETTINGS, allowBackspace: false });
    await b.post(`/school/${b.groupId}/settings`, { ...DEFAULT_CLASS_SETTINGS, showHands: false, openCourses: ['pinyin'] });
    expect((await a.get(chapterPath(VIDEO), a.child))).toMatchObject({ status: 40300, message: ClassLockMessages.courseClosed });
    const pinyinFirst = curriculum.chapters.find((p) => p.course.id === 'pinyin')!.chapter.id;
    expect((await a.get(chapterPath(pinyinFirst), a.child)).data.rules).toEqual({ allowBackspace: false, showKeyboard: true, showHands: false });
  });
});
