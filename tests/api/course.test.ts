import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { chapterAttempts } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { finishedAttempt } from './chapterLogs';

// A fixed curriculum, so the course API is tested apart from the content authors' changing levels/.
vi.mock('../../levels', () => {
  const text = (id: string, targets?: { goalCpm: number; minAccuracy: number }) => ({
    id, name: `章${id}`, lesson_type: 'practice', is_game: false, activity: { render_engine: 'typing_text', text: 'asdf jkl;' }, targets,
  });
  const video = { id: 'a-video', name: '看手指', lesson_type: 'video', is_game: false, activity: { render_engine: 'video', steps: [{ keys: 'f', caption: '食指' }] } };
  return {
    courses: [
      {
        id: 'alpha', name: '指法', description: '基本键位', color: '#ff7a2f', icon: '⌨️',
        sections: [
          {
            id: 'alpha-free', name: '免费', vip: false,
            lessons: [
              { id: 'alpha-l1', name: '第一课', chapters: [video, text('a1', { goalCpm: 50, minAccuracy: 95 }), text('a2')] },
              { id: 'alpha-l2', name: '第二课', chapters: [text('a3')] },
            ],
          },
          { id: 'alpha-vip', name: '会员', vip: true, lessons: [{ id: 'alpha-vl', name: '会员课', chapters: [text('v1')] }] },
        ],
      },
      { id: 'beta', name: '拼音', description: '声母', color: '#2f9bff', icon: '🅿️', sections: [{ id: 'beta-1', name: '声母', vip: false, lessons: [{ id: 'beta-l1', name: 'b p m f', chapters: [text('b1')] }] }] },
    ],
  };
});

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

type Headers = Record<string, string>;
async function signIn(roleType: 'STUDENT' | 'TEACHER' = 'STUDENT'): Promise<Headers> {
  const login = await t.call('POST', t.api('/auth/loginByGuest'), {});
  const authorization = login.data.accessToken as string;
  const role = await t.call('POST', t.api('/user/role/create'), { roleName: '小明', roleType, avatar: 'panda.svg' }, { authorization });
  expect(role.status).toBe(200);
  return { authorization, userroleid: role.data.id };
}

/** Buys a month of VIP through the sandbox payment page, as a parent would. */
async function becomeVip(h: Headers): Promise<void> {
  const order = await t.call('POST', t.api('/vip/open?vipGradeId=month&paymentMethod=wechat'), undefined, h);
  expect(order.status).toBe(200);
  const confirm = await t.app.inject({ method: 'POST', url: `/pay/sandbox/${order.data.tradeNo}/confirm` });
  expect(confirm.statusCode).toBe(200);
  const check = await t.call('GET', t.api('/auth/userInfo'), undefined, h);
  expect(check.data.isVip).toBe(true);
}

const get = (path: string, h: Headers = {}) => t.call('GET', t.api(path), undefined, h);
const finish = (h: Headers, chapterId: string) => t.call('POST', t.api('/student/progress'), finishedAttempt(chapterId), h);

describe('the course list', () => {
  it('shows every course and locks the VIP sections for a signed-out visitor', async () => {
    const res = await get('/course/list');
    expect(res.status).toBe(200);
    expect(res.data.resume).toBeNull();
    expect(res.data.courses.map((c: { id: string }) => c.id)).toEqual(['alpha', 'beta']);
    const [free, vip] = res.data.courses[0].sections;
    expect(free).toMatchObject({ id: 'alpha-free', courseId: 'alpha', locked: false, lessonCount: 2, chapterCount: 4, chaptersDone: 0 });
    expect(vip).toMatchObject({ id: 'alpha-vip', vip: true, locked: true });
  });

  it('resumes a new student at the first chapter of the first course', async () => {
    const res = await get('/course/list', await signIn());
    expect(res.data.resume).toEqual({ courseId: 'alpha', sectionId: 'alpha-free', lessonId: 'alpha-l1', chapterId: 'a-video', chapterName: '看手指' });
  });

  it('counts finished chapters and resumes after the latest finished one', async () => {
    const h = await signIn();
    expect((await finish(h, 'a1')).status).toBe(200);
    let res = await get('/course/list', h);
    expect(res.data.courses[0].sections[0].chaptersDone).toBe(1);
    expect(res.data.resume.chapterId).toBe('a2');
    await finish(h, 'a2');
    t.clock.advance(1000);
    await finish(h, 'a3');
    res = await get('/course/list', h);
    // after a3 the next unfinished is the VIP chapter v1: the page offers it with its lock
    expect(res.data.resume).toMatchObject({ sectionId: 'alpha-vip', chapterId: 'v1' });
  });

  it('resumes at the first unfinished chapter when the latest one has left the curriculum', async () => {
    const h = await signIn();
    await finish(h, 'a-video');
    t.clock.advance(1000);
    const now = t.clock.now();
    await t.app.db.insert(chapterAttempts).values({
      attemptId: randomUUID(), roleId: h.userroleid!, chapterId: 'a-chapter-since-removed', durationMs: 9000, correct: 9, wrong: 0,
      cpm: 60, accuracy: 100, stars: 3, pointsEarned: 0, day: '2026-11-21', createdAt: now,
    });
    expect((await get('/course/list', h)).data.resume.chapterId).toBe('a1');
  });

  it('unlocks the VIP sections once the account has paid', async () => {
    const h = await signIn();
    await becomeVip(h);
    const res = await get('/course/list', h);
    expect(res.data.courses[0].sections[1].locked).toBe(false);
  });
});

describe('a section and a lesson', () => {
  it('lists the lessons of a section with the stars earned of all there are', async () => {
    const h = await signIn();
    await finish(h, 'a2');
    const res = await get('/course/section/alpha-free', h);
    expect(res.data).toMatchObject({ id: 'alpha-free', courseName: '指法', color: '#ff7a2f', locked: false, chaptersDone: 1 });
    expect(res.data.lessons[0]).toEqual({ id: 'alpha-l1', name: '第一课', chapterCount: 3, starsEarned: 3, starsTotal: 9 });
  });

  it('lists the chapters of a lesson with their engine and stars', async () => {
    const h = await signIn();
    await finish(h, 'a2');
    const res = await get('/course/lesson/alpha-free/alpha-l1', h);
    expect(res.data).toMatchObject({ id: 'alpha-l1', sectionId: 'alpha-free', sectionName: '免费', courseId: 'alpha', locked: false });
    expect(res.data.chapters.map((c: { id: string; stars: number; render_engine: string }) => [c.id, c.render_engine, c.stars])).toEqual([
      ['a-video', 'video', 0],
      ['a1', 'typing_text', 0],
      ['a2', 'typing_text', 3],
    ]);
  });

  it('answers 40400 for an unknown section, and for a lesson asked under another section', async () => {
    expect((await get('/course/section/nope')).status).toBe(40400);
    expect((await get('/course/lesson/alpha-vip/alpha-l1')).status).toBe(40400);
  });
});

describe('a chapter', () => {
  it('needs a signed-in student: signed out 10000, teacher 40300', async () => {
    expect((await get('/course/chapter/alpha-free/alpha-l1/a1')).status).toBe(10000);
    expect((await get('/course/chapter/alpha-free/alpha-l1/a1', await signIn('TEACHER'))).status).toBe(40300);
  });

  it('gives its activity, its targets and the chapter after it', async () => {
    const h = await signIn();
    const res = await get('/course/chapter/alpha-free/alpha-l1/a1', h);
    expect(res.data).toMatchObject({ id: 'a1', lesson_type: 'practice', activity: { render_engine: 'typing_text', text: 'asdf jkl;' }, targets: { goalCpm: 50, minAccuracy: 95 } });
    expect(res.data.next).toEqual({ sectionId: 'alpha-free', lessonId: 'alpha-l1', chapterId: 'a2' });
  });

  it('uses the default targets and leads on into the next lesson, and past the last chapter to nothing', async () => {
    const h = await signIn();
    const a2 = await get('/course/chapter/alpha-free/alpha-l1/a2', h);
    expect(a2.data.targets).toEqual({ goalCpm: 30, minAccuracy: 90 });
    expect(a2.data.next).toEqual({ sectionId: 'alpha-free', lessonId: 'alpha-l2', chapterId: 'a3' });
    expect((await get('/course/chapter/beta-1/beta-l1/b1', h)).data.next).toBeNull();
  });

  it('answers 40400 when the chapter is not in that lesson', async () => {
    expect((await get('/course/chapter/alpha-free/alpha-l2/a1', await signIn())).status).toBe(40400);
  });

  it('refuses a VIP chapter to a non-VIP student with 开通会员，解锁课程 and opens it after paying', async () => {
    const h = await signIn();
    expect(await get('/course/chapter/alpha-vip/alpha-vl/v1', h)).toMatchObject({ status: 40300, message: '开通会员，解锁课程', data: null });
    await becomeVip(h);
    const res = await get('/course/chapter/alpha-vip/alpha-vl/v1', h);
    expect(res.status).toBe(200);
    expect(res.data.activity.text).toBe('asdf jkl;');
  });
});
