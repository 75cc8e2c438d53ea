import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { signInAs } from './helpers';

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

const NAME = '<i>三(2)班</i>';

describe('a teacher runs a class and students join through the invite link', () => {
  it('creates a class, shares the link with a QR code, a student joins, the teacher sees the member and removes them', async () => {
    const teacher = await t.newPage({ width: 1366, height: 768 });
    await signInAs(t, teacher, 'TEACHER', '王老师');
    await teacher.goto('/group');
    await teacher.getByPlaceholder('例如：三年级二班').fill(NAME);
    await teacher.getByRole('button', { name: '创建班级' }).click();
    await expect.poll(() => teacher.getByTestId('group-title').innerText()).toBe(NAME);
    await teacher.getByTestId('invite-qr').waitFor();
    const link = await teacher.getByTestId('invite-link').innerText();
    expect(link).toMatch(/\/group\/invite\/[0-9a-f-]{36}$/);
    expect(await teacher.locator('i', { hasText: '三(2)班' }).count()).toBe(0);

    const student = await t.newPage({ width: 390, height: 844 });
    await signInAs(t, student, 'STUDENT', '小红');
    await student.goto(new URL(link).pathname);
    await expect.poll(() => student.getByTestId('invite-group').innerText()).toBe(NAME);
    await student.screenshot({ path: `${SCREENSHOTS}/account-invite-phone.png`, fullPage: true });
    await student.getByRole('button', { name: '加入班级' }).click();
    await student.getByRole('link', { name: /已加入/ }).click();
    await student.getByTestId('my-group').waitFor();
    await student.getByTestId('week-board').getByText('小红').waitFor();
    await student.screenshot({ path: `${SCREENSHOTS}/account-group-student-phone.png`, fullPage: true });

    await teacher.reload();
    await teacher.getByTestId('members').getByText('小红').waitFor();
    await teacher.getByTestId('week-board').getByText('小红').waitFor();
    await teacher.screenshot({ path: `${SCREENSHOTS}/account-group-teacher-wide.png`, fullPage: true });
    await teacher.getByRole('button', { name: '移出' }).click();
    await teacher.getByRole('dialog').getByRole('button', { name: '移出' }).click();
    await teacher.getByText('还没有同学加入').waitFor();
    expect(pageErrors(teacher)).toEqual([]);
    expect(pageErrors(student)).toEqual([]);
  });

  it('sends a visitor through sign-in and a new student role, back to the invite, to join', async () => {
    const teacher = await t.newPage();
    const who = await signInAs(t, teacher, 'TEACHER', '李老师');
    const made = await t.api<{ id: string }>('/student/studyGroup/create', { name: '一年级' }, who.token, who.roleId);
    const visitor = await t.newPage({ width: 390, height: 844 });
    await visitor.goto(`/group/invite/${made.data.id}`);
    await visitor.waitForURL(/\/login\?redirect=/);
    await visitor.getByRole('button', { name: /游客体验/ }).click();
    await visitor.waitForURL(/\/character/);
    await visitor.getByLabel('名字').fill('小雨');
    await visitor.locator('label', { hasText: '学生' }).first().click();
    await visitor.locator('input[name="avatar"]').first().check({ force: true });
    await visitor.getByRole('button', { name: '创建角色' }).click();
    await visitor.waitForURL(/\/group\/invite\//);
    await visitor.getByRole('button', { name: '加入班级' }).click();
    await visitor.getByRole('link', { name: /已加入/ }).waitFor();
    expect(pageErrors(visitor)).toEqual([]);
  });
});
