import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { gameRounds } from '../../server/db/schema';
import { chinaDay } from '../../server/clock';
import { addDays, mondayOf } from '../../server/services/days';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { signInAs } from './helpers';

// Issue 24 item 5: the class board agrees with itself — games are practice, changes say 持平 / +12 字/分,
// and the student sees the figures their teacher sees.
let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

async function playedRounds(roleId: string, day: string, n: number, correct: number) {
  for (let i = 0; i < n; i++) {
    const at = new Date(`${day}T02:0${i}:00Z`);
    await t.app.db.insert(gameRounds).values({
      id: randomUUID(), roleId, courseId: 'g', levelId: 'l', renderEngine: 'bubbles', seed: 1, day, startedAt: at,
      finishedAt: at, score: 10, stars: 1, correct, wrong: 0, durationMs: 60_000,
    });
  }
}

describe('本周之星 and the members table', () => {
  it('count games as practice, label changes, and show the student the figures the teacher sees', async () => {
    const today = chinaDay(new Date());
    const lastWeek = addDays(mondayOf(today), -3);
    const teacher = await t.newPage({ width: 1366, height: 768 });
    const teach = await signInAs(t, teacher, 'TEACHER', '王老师');
    const made = await t.api<{ id: string }>('/student/studyGroup/create', { name: '三年级二班' }, teach.token, teach.roleId);
    const students = [];
    for (const name of ['小红', '小明', '小刚']) {
      const page = await t.newPage({ width: 390, height: 844 });
      const who = await signInAs(t, page, 'STUDENT', name);
      await t.api(`/student/studyGroup/join/${made.data.id}`, {}, who.token, who.roleId);
      students.push({ page, who });
    }
    const [red, ming] = students;
    await playedRounds(red!.who.roleId, today, 3, 36); // only games this week, nothing last week
    await playedRounds(ming!.who.roleId, lastWeek, 1, 30);
    await playedRounds(ming!.who.roleId, today, 1, 42); // +12 字/分

    await teacher.goto('/group');
    const table = teacher.getByTestId('members');
    const redRow = table.locator('tr', { hasText: '小红' });
    await redRow.getByText('3 次（章节 0 · 游戏 3）').waitFor();
    expect(await redRow.innerText()).not.toContain('还没练过');
    // a child with no practice this week has no speed, not a speed of 0
    expect((await table.locator('tr', { hasText: '小刚' }).locator('td').nth(3).innerText()).split(/\s/)[0]).toBe('—');
    const board = teacher.getByTestId('week-board');
    await board.locator('li', { hasText: '小红' }).getByText('速度 上周没练').waitFor();
    await board.locator('li', { hasText: '小明' }).getByText('速度 +12 字/分').waitFor();
    await board.locator('li', { hasText: '小明' }).getByText('正确率 持平').waitFor();
    await board.locator('li', { hasText: '小刚' }).getByText('速度 本周还没练').waitFor();
    expect(await board.innerText()).not.toMatch(/速度 0|正确率 0/);
    await teacher.screenshot({ path: `${SCREENSHOTS}/class-board-teacher-1366.png`, fullPage: true });
    await teacher.setViewportSize({ width: 390, height: 844 });
    await teacher.screenshot({ path: `${SCREENSHOTS}/class-board-teacher-390.png`, fullPage: true });

    const student = red!.page;
    await student.goto('/group');
    const mine = student.getByTestId('my-week');
    await mine.getByText('3 次（章节 0 · 游戏 3）').waitFor();
    const teacherCpm = (await redRow.locator('td').nth(3).innerText()).split(/\s/)[0];
    expect(await student.getByTestId('my-cpm').innerText()).toContain(`${teacherCpm} 字/分`);
    expect(await student.getByTestId('my-accuracy').innerText()).toContain('100%');
    await student.screenshot({ path: `${SCREENSHOTS}/class-board-student-390.png`, fullPage: true });
    await student.setViewportSize({ width: 1366, height: 768 });
    await student.screenshot({ path: `${SCREENSHOTS}/class-board-student-1366.png`, fullPage: true });
    // before any practice the child's own week says — as the teacher's table does, not 0 字/分 (issue 40 item 17)
    const gang = students[2]!.page;
    await gang.goto('/group');
    await gang.getByTestId('my-week').waitFor();
    expect((await gang.getByTestId('my-cpm').innerText()).split(/\s/)[0]).toBe('—');
    expect(await gang.getByTestId('my-cpm').innerText()).not.toContain('0 字/分');
    expect(pageErrors(teacher)).toEqual([]);
    expect(pageErrors(student)).toEqual([]);
  });
});
