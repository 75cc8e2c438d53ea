import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { changeLabel, type BoardRow, type GroupMember } from '../../contract/account';
import { gameRounds } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { finishChapter, moveTo, newRole, type Headers } from './accountHelpers';

vi.mock('../../levels', async () => (await import('./accountHelpers')).fixedLevels());

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);
const get = (path: string, h: Headers) => t.call('GET', t.api(path), undefined, h);
const HTML_NAME = '<b>三(2)班</b>';

/** A finished game round of the role on a China day, as the server stores one after its replay. */
async function seedRound(roleId: string, day: string, finishedAt: Date, o: { correct: number; wrong: number; durationMs: number }) {
  await t.app.db.insert(gameRounds).values({
    id: randomUUID(), roleId, courseId: 'g', levelId: 'l', renderEngine: 'bubbles', seed: 1, day, startedAt: finishedAt,
    finishedAt, score: 10, stars: 1, correct: o.correct, wrong: o.wrong, durationMs: o.durationMs,
  });
}

async function classWithStudent() {
  const teacher = await newRole(t, 'TEACHER', '王老师');
  const made = await post('/student/studyGroup/create', { name: HTML_NAME }, teacher);
  expect(made.status).toBe(200);
  const student = await newRole(t, 'STUDENT', '小红');
  expect((await post(`/student/studyGroup/join/${made.data.id}`, {}, student)).status).toBe(200);
  return { teacher, student, id: made.data.id as string };
}

describe('classes (study groups)', () => {
  it('a teacher creates one, a student joins through its id, both list it, and the name is stored as typed', async () => {
    const { teacher, student, id } = await classWithStudent();
    expect((await get('/student/studyGroup/list', teacher)).data).toMatchObject([{ id, name: HTML_NAME, owner: true, memberCount: 1, teacherName: '王老师' }]);
    expect((await get('/student/studyGroup/list', student)).data).toMatchObject([{ id, name: HTML_NAME, joined: true, owner: false }]);
    // joining again changes nothing
    expect((await post(`/student/studyGroup/join/${id}`, {}, student)).data.memberCount).toBe(1);
    expect((await get(`/student/studyGroup/${id}`, await newRole(t))).data).toMatchObject({ name: HTML_NAME, joined: false, memberCount: 1 });
  });

  it('refuses a student creating a class, and bad names, with Chinese messages', async () => {
    const student = await newRole(t);
    expect(await post('/student/studyGroup/create', { name: '我的班' }, student)).toMatchObject({ status: 40300, message: '只有老师角色可以这样做' });
    const teacher = await newRole(t, 'TEACHER');
    expect(await post('/student/studyGroup/create', { name: '   ' }, teacher)).toMatchObject({ status: 40000, message: '请输入班级名称' });
    expect(await post('/student/studyGroup/create', { name: '班'.repeat(21) }, teacher)).toMatchObject({ status: 40000, message: '班级名称最多20个字' });
    expect((await get('/student/studyGroup/list', teacher)).data).toEqual([]);
  });

  it('lets only its teacher read the members, and only its members and teacher read the board', async () => {
    const { teacher, student, id } = await classWithStudent();
    const outsider = await newRole(t);
    const otherTeacher = await newRole(t, 'TEACHER', '李老师');
    expect((await get(`/student/studyGroup/${id}/members`, outsider)).status).toBe(40300);
    expect((await get(`/student/studyGroup/${id}/members`, student)).status).toBe(40300);
    expect((await get(`/student/studyGroup/${id}/members`, otherTeacher)).status).toBe(40300);
    expect((await get(`/student/studyGroup/${id}/members`, teacher)).data).toMatchObject([{ roleName: '小红', chaptersThisWeek: 0, lastPractice: null }]);
    expect((await get(`/student/studyGroup/${id}/board`, student)).status).toBe(200);
    expect((await get(`/student/studyGroup/${id}/board`, outsider)).status).toBe(40300);
    expect((await get(`/student/studyGroup/00000000-0000-4000-8000-000000000000/board`, student)).status).toBe(40400);
  });

  it('lets a teacher of another class not remove a member; its own teacher can, and the student can leave', async () => {
    const { teacher, student, id } = await classWithStudent();
    const otherTeacher = await newRole(t, 'TEACHER', '李老师');
    expect((await post(`/student/studyGroup/${id}/remove`, { roleId: student.userroleid }, otherTeacher)).status).toBe(40300);
    expect((await post(`/student/studyGroup/${id}/remove`, { roleId: student.userroleid }, student)).status).toBe(40300);
    expect((await get(`/student/studyGroup/${id}`, teacher)).data.memberCount).toBe(1);
    expect((await post(`/student/studyGroup/${id}/remove`, { roleId: student.userroleid }, teacher)).status).toBe(200);
    expect((await get('/student/studyGroup/list', student)).data).toEqual([]);
    await post(`/student/studyGroup/join/${id}`, {}, student);
    expect((await post(`/student/studyGroup/leave/${id}`, {}, student)).status).toBe(200);
    expect(await post(`/student/studyGroup/leave/${id}`, {}, student)).toMatchObject({ status: 40400, message: '你不在这个班级里' });
    expect((await post(`/student/studyGroup/join/${id}`, {}, teacher)).status).toBe(40300);
  });

  it('ranks the week by improvement and persistence, so a slower child who improved beats a faster one', async () => {
    moveTo(t, '2026-11-26T02:00:00Z'); // Thursday Nov 26 (week of Monday Nov 23)
    const { teacher, id } = await classWithStudent();
    const slow = await newRole(t, 'STUDENT', '慢慢');
    const fast = await newRole(t, 'STUDENT', '快快');
    await post(`/student/studyGroup/join/${id}`, {}, slow);
    await post(`/student/studyGroup/join/${id}`, {}, fast);
    moveTo(t, '2026-11-27T02:00:00Z'); // Friday: what becomes "last week"
    await finishChapter(t, slow, 'k-0', { cpm: 20 });
    await finishChapter(t, fast, 'k-0', { cpm: 90 });
    moveTo(t, '2026-12-01T02:00:00Z'); // Tuesday of the next week
    await finishChapter(t, slow, 'k-1', { cpm: 35 });
    await finishChapter(t, fast, 'k-1', { cpm: 88 });
    await post('/student/signIn', {}, slow);
    const board = (await get(`/student/studyGroup/${id}/board`, teacher)).data;
    expect(board.map((r: { roleName: string }) => r.roleName)).toEqual(['慢慢', '快快', '小红']);
    expect(board[0]).toMatchObject({ rank: 1, cpmGain: 15, days: 1, streak: 1 });
    expect(board[1]).toMatchObject({ rank: 2, cpmGain: -2 });
    // 小红 has not practised in either week: no change to show, not a change of 0
    expect(board[2]).toMatchObject({ roleName: '小红', cpmGain: null, accuracyGain: null, days: 0 });
    expect(changeLabel(board[2].cpmGain, '字/分', board[2])).toBe('本周还没练');
    expect(changeLabel(board[0].cpmGain, '字/分', board[0])).toBe('+15 字/分');
    expect(changeLabel(board[0].accuracyGain, '%', board[0])).toBe('持平');
    const members = (await get(`/student/studyGroup/${id}/members`, teacher)).data;
    expect(members.find((m: { roleName: string }) => m.roleName === '慢慢')).toMatchObject({ chaptersThisWeek: 1, cpm: 35, cpmLastWeek: 20, streak: 1 });
    expect(members.find((m: { roleName: string }) => m.roleName === '慢慢').lastPractice).toMatch(/^2026-12-01 /);
  });

  it('counts games as practice: a child who only played games has a last practice, practices and days, the same on every view', async () => {
    moveTo(t, '2026-12-09T02:00:00Z'); // Wednesday Dec 9 (week of Monday Dec 7)
    const { teacher, student, id } = await classWithStudent();
    const classmate = await newRole(t, 'STUDENT', '同桌');
    await post(`/student/studyGroup/join/${id}`, {}, classmate);
    const at = new Date('2026-12-09T02:00:00Z');
    for (let i = 0; i < 3; i++) await seedRound(student.userroleid!, '2026-12-09', at, { correct: 36, wrong: 0, durationMs: 60_000 });

    const members: GroupMember[] = (await get(`/student/studyGroup/${id}/members`, teacher)).data;
    const red = members.find((m) => m.roleName === '小红')!;
    expect(red).toMatchObject({ lastPractice: '2026-12-09 10:00:00', practicesThisWeek: 3, gamesThisWeek: 3, chaptersThisWeek: 0, cpm: 36, accuracy: 100, days: 1 });

    const board: BoardRow[] = (await get(`/student/studyGroup/${id}/board`, student)).data;
    const mine = board.find((r) => r.mine)!;
    expect(mine).toMatchObject({ roleName: '小红', days: 1, daysLastWeek: 0, cpmGain: null });
    expect(changeLabel(mine.cpmGain, '字/分', mine)).toBe('上周没练');
    // the student's own view shows exactly the figures the teacher sees
    const { roleId: _r, roleName: _n, avatar: _a, joinedAt: _j, ...teacherSees } = red;
    expect(mine.week).toEqual(teacherSees);
    // a classmate's raw figures are not on a student's board; the teacher's board has everyone's
    expect(board.find((r) => r.roleName === '同桌')).toMatchObject({ mine: false, week: null });
    const teacherBoard: BoardRow[] = (await get(`/student/studyGroup/${id}/board`, teacher)).data;
    expect(teacherBoard.find((r) => r.roleName === '小红')!.week).toEqual(teacherSees);
    expect(teacherBoard.every((r) => !r.mine)).toBe(true);
  });

  it('says 持平 for no change and a signed change otherwise, once both weeks have practice', async () => {
    moveTo(t, '2026-12-16T02:00:00Z'); // Wednesday Dec 16
    const { student, id } = await classWithStudent();
    await seedRound(student.userroleid!, '2026-12-10', new Date('2026-12-10T02:00:00Z'), { correct: 30, wrong: 0, durationMs: 60_000 });
    await seedRound(student.userroleid!, '2026-12-16', new Date('2026-12-16T02:00:00Z'), { correct: 30, wrong: 0, durationMs: 60_000 });
    let [row] = (await get(`/student/studyGroup/${id}/board`, student)).data as BoardRow[];
    expect(row).toMatchObject({ cpmGain: 0, accuracyGain: 0, days: 1, daysLastWeek: 1 });
    expect(changeLabel(row!.cpmGain, '字/分', row!)).toBe('持平');
    await seedRound(student.userroleid!, '2026-12-16', new Date('2026-12-16T03:00:00Z'), { correct: 54, wrong: 6, durationMs: 60_000 });
    [row] = (await get(`/student/studyGroup/${id}/board`, student)).data as BoardRow[];
    // this week (30 + 54) correct over 2 minutes = 42 字/分; accuracy 84/90 = 93.3 %
    expect(row).toMatchObject({ cpmGain: 12, accuracyGain: -6.7 });
    expect(changeLabel(row!.cpmGain, '字/分', row!)).toBe('+12 字/分');
    expect(changeLabel(row!.accuracyGain, '%', row!)).toBe('-6.7 %');
  });
});
