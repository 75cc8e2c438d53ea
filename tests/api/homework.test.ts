import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { homeworkAssignments } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { finishChapter, moveTo, newRole, type Headers } from './accountHelpers';
import { buyVip } from './authHelpers';
import { classWith, GAME, seedRound } from './homeworkHelpers';
import { typedAttempt } from './chapterLogs';

vi.mock('../../levels', async () => (await import('./homeworkHelpers')).homeworkLevels());

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);
const get = (path: string, h: Headers) => t.call('GET', t.api(path), undefined, h);
// the harness clock starts 2026-11-21 10:00 in China
const DUE = '2026-11-28';

describe('assigning homework', () => {
  it('a teacher assigns a chapter; the child sees it to do, finishes it, and the teacher sees it filled in', async () => {
    const { teacher, students: [child], id } = await classWith(t);
    // practice before the assignment was set does not count for it
    await finishChapter(t, child!, 'k-1');
    t.clock.advance(1000);
    const made = await post(`/student/studyGroup/${id}/homework`, { kind: 'chapter', chapterId: 'k-1', dueDay: DUE }, teacher);
    expect(made).toMatchObject({ status: 200, data: { created: true, notice: null, assignment: { title: '第k-1关', where: '指法 › 免费 › 基本键', link: '/chapter/keys-free/keys-1/k-1', dueDay: DUE, memberCount: 1, doneCount: 0, lockedCount: 0 } } });
    expect((await get('/student/homework/mine', child!)).data).toMatchObject([{ title: '第k-1关', status: 'todo', stars: 0, groupName: '三(2)班', teacherName: '王老师', locked: false, overdue: false }]);

    t.clock.advance(60_000);
    await finishChapter(t, child!, 'k-1', { cpm: 80 });
    const mine = (await get('/student/homework/mine', child!)).data[0];
    expect(mine).toMatchObject({ status: 'done', stars: 3, accuracy: 100, cpm: 80, late: false });
    expect(mine.at).toMatch(/^2026-11-21 10:01:/);
    expect((await get(`/student/studyGroup/${id}/homework`, teacher)).data).toMatchObject([{ doneCount: 1, memberCount: 1 }]);
  });

  it('a game level counts a finished level round after it was set, not a classic one nor one without stars', async () => {
    const { teacher, students: [child], id } = await classWith(t);
    const made = await post(`/student/studyGroup/${id}/homework`, { kind: 'game', ...GAME, dueDay: DUE }, teacher);
    expect(made.data.assignment).toMatchObject({ kind: 'game', itemKey: `${GAME.courseId}/${GAME.levelId}`, link: `/games/${GAME.courseId}-${GAME.levelId}`, vip: false });
    await seedRound(t, child!.userroleid, new Date(t.clock.now().getTime() - 60_000), { stars: 3 });
    await seedRound(t, child!.userroleid, new Date(t.clock.now().getTime() + 1000), { stars: 3, mode: 'classic' });
    await seedRound(t, child!.userroleid, new Date(t.clock.now().getTime() + 2000), { stars: 0, correct: 10, wrong: 10 });
    expect((await get('/student/homework/mine', child!)).data[0]).toMatchObject({ status: 'tried', stars: 0, accuracy: 50 });
    await seedRound(t, child!.userroleid, new Date(t.clock.now().getTime() + 3000), { stars: 2, correct: 30, wrong: 0, durationMs: 30_000 });
    expect((await get('/student/homework/mine', child!)).data[0]).toMatchObject({ status: 'done', stars: 2, accuracy: 100, cpm: 60 });
  });

  it('creates one assignment under a double click, and says so', async () => {
    const { teacher, id } = await classWith(t);
    const body = { kind: 'chapter', chapterId: 'k-2', dueDay: DUE };
    const both = await Promise.all([post(`/student/studyGroup/${id}/homework`, body, teacher), post(`/student/studyGroup/${id}/homework`, body, teacher)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.data.created).sort()).toEqual([false, true]);
    expect(both.find((r) => !r.data.created)!.data.notice).toContain('已经布置过了');
    expect((await get(`/student/studyGroup/${id}/homework`, teacher)).data).toHaveLength(1);
  });

  it('refuses bad input with Chinese messages and changes nothing', async () => {
    const { teacher, id } = await classWith(t);
    const url = `/student/studyGroup/${id}/homework`;
    expect(await post(url, { kind: 'chapter', chapterId: 'nope', dueDay: DUE }, teacher)).toMatchObject({ status: 40000, message: '没有这个章节，请重新选择' });
    expect(await post(url, { kind: 'game', courseId: GAME.courseId, levelId: 'nope', dueDay: DUE }, teacher)).toMatchObject({ status: 40000, message: '没有这个游戏关卡，请重新选择' });
    expect(await post(url, { kind: 'chapter', chapterId: 'k-1', dueDay: '2026-11-20' }, teacher)).toMatchObject({ status: 40000, message: '截止日期不能早于今天' });
    expect(await post(url, { kind: 'chapter', chapterId: 'k-1', dueDay: '2026-02-30' }, teacher)).toMatchObject({ status: 40000, message: '请选择截止日期' });
    expect(await post(url, { kind: 'chapter', chapterId: 'k-1', dueDay: '2027-11-21' }, teacher)).toMatchObject({ status: 40000, message: '截止日期最多选在120天以内' });
    expect(await post(url, { kind: 'chapter', chapterId: 'k-1' }, teacher)).toMatchObject({ status: 40000, message: '请选择截止日期' });
    expect(await post(url, { kind: 'chapter', chapterId: '   ', dueDay: DUE }, teacher)).toMatchObject({ status: 40000, message: '请选择要布置的章节' });
    expect(await post(url, {}, teacher)).toMatchObject({ status: 40000, message: '请选择要布置的章节或游戏' });
    expect(await post(url, null, teacher)).toMatchObject({ status: 40000 });
    // today itself is a valid due day
    expect((await post(url, { kind: 'chapter', chapterId: 'k-1', dueDay: '2026-11-21' }, teacher)).status).toBe(200);
    expect((await get(url, teacher)).data).toHaveLength(1);
  });

  it('lets only the class teacher assign, list, read the picker and remove', async () => {
    const { teacher, students: [child], id } = await classWith(t);
    const other = await newRole(t, 'TEACHER', '李老师');
    const body = { kind: 'chapter', chapterId: 'k-3', dueDay: DUE };
    expect(await post(`/student/studyGroup/${id}/homework`, body, other)).toMatchObject({ status: 40300, message: '只有这个班级的老师可以这样做' });
    expect((await post(`/student/studyGroup/${id}/homework`, body, child!)).status).toBe(40300);
    expect((await get(`/student/studyGroup/${id}/homework`, other)).status).toBe(40300);
    expect((await get(`/student/studyGroup/${id}/homework/catalog`, other)).status).toBe(40300);
    expect((await get('/student/studyGroup/00000000-0000-4000-8000-000000000000/homework', teacher)).status).toBe(40400);
    const hid = (await post(`/student/studyGroup/${id}/homework`, body, teacher)).data.assignment.id;
    expect((await post(`/student/studyGroup/${id}/homework/${hid}/remove`, {}, other)).status).toBe(40300);
    expect((await post(`/student/studyGroup/${id}/homework/${hid}/remove`, {}, teacher)).status).toBe(200);
    expect(await post(`/student/studyGroup/${id}/homework/${hid}/remove`, {}, teacher)).toMatchObject({ status: 40400, message: '这项作业不存在或已删除' });
    expect((await get('/student/homework/mine', child!)).data).toEqual([]);
    // removed, it can be assigned again
    expect((await post(`/student/studyGroup/${id}/homework`, body, teacher)).data.created).toBe(true);
    const rows = await t.app.db.select().from(homeworkAssignments);
    expect(rows.filter((r) => r.groupId === id)).toHaveLength(2);
  });
});

describe('VIP rules', () => {
  it('the picker marks 会员 sections; assigning one tells the teacher who cannot open it; the child sees it locked until VIP', async () => {
    const { teacher, students: [child], id } = await classWith(t);
    const picker = (await get(`/student/studyGroup/${id}/homework/catalog`, teacher)).data;
    expect(picker.nonVipMembers).toBe(1);
    expect(picker.courses[0].sections.map((s: { id: string; vip: boolean }) => [s.id, s.vip])).toEqual([['keys-free', false], ['keys-vip', true]]);
    expect(picker.games.find((g: { id: string }) => g.id === GAME.courseId).levels[0]).toMatchObject({ id: GAME.levelId });

    const made = await post(`/student/studyGroup/${id}/homework`, { kind: 'chapter', chapterId: 'v-0', dueDay: DUE }, teacher);
    expect(made.data).toMatchObject({ created: true, assignment: { vip: true, lockedCount: 1 } });
    expect(made.data.notice).toBe('「会员第一关」是会员内容：班里有1位同学还不是会员，开通会员后才能完成');
    expect((await get('/student/homework/mine', child!)).data[0]).toMatchObject({ title: '会员第一关', vip: true, locked: true, status: 'todo' });
    // the lock is the server's: the child cannot finish it around the page either
    const refused = await post('/student/progress', typedAttempt('v-0'), child!);
    expect(refused.status).toBe(40300);

    await buyVip(t, child!.authorization);
    expect((await get('/student/homework/mine', child!)).data[0]).toMatchObject({ locked: false });
    expect((await get(`/student/studyGroup/${id}/homework`, teacher)).data[0]).toMatchObject({ lockedCount: 0 });
    t.clock.advance(1000);
    await finishChapter(t, child!, 'v-0');
    expect((await get(`/student/studyGroup/${id}/homework`, teacher)).data[0]).toMatchObject({ doneCount: 1 });
  });
});

describe('due days', () => {
  it('marks work done after its due day late, and undone work past it overdue', async () => {
    const { teacher, students: [a, b], id } = await classWith(t, ['小红', '小明']);
    await post(`/student/studyGroup/${id}/homework`, { kind: 'chapter', chapterId: 'k-5', dueDay: '2026-11-22' }, teacher);
    moveTo(t, '2026-11-23T02:00:00Z');
    await finishChapter(t, a!, 'k-5');
    expect((await get('/student/homework/mine', a!)).data[0]).toMatchObject({ status: 'done', late: true, overdue: false });
    expect((await get('/student/homework/mine', b!)).data[0]).toMatchObject({ status: 'todo', overdue: true });
  });
});
