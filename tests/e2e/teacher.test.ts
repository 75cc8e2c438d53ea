import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROLE_LIMIT_FREE, ROLE_LIMIT_VIP } from '../../contract/constants';
import { Messages } from '../../contract/envelope';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from './harness';
import { chapterUrl, findChapter, signInAs } from './helpers';
import { cursorShare } from './picture';

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/** Buys a month of VIP for the account in the payment sandbox (order, then the sandbox's confirm). */
async function buyVip(token: string) {
  const order = await t.api<{ tradeNo: string }>('/vip/open?vipGradeId=month&paymentMethod=wechat', {}, token);
  if (order.status !== 200) throw new Error(`vip/open failed: ${order.message}`);
  const res = await fetch(`${t.baseUrl}/pay/sandbox/${order.data.tradeNo}/confirm`, { method: 'POST' });
  if (!res.ok) throw new Error(`sandbox confirm failed: ${res.status}`);
}

/** The accessible name of the focused element, or its text. */
const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '');

describe("a teacher's path", () => {
  it('home shows the classes and the next steps, with no student entries; a class made there opens on /group', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    await signInAs(t, page, 'TEACHER', '王老师');
    await page.goto('/');
    const home = page.getByTestId('teacher-home');
    await home.getByText('王老师，您好！').waitFor();
    await home.getByText('还没有班级').waitFor();
    // student entries are not offered: 开始学习, the course cards, 打字课程 in the nav
    expect(await page.getByRole('link', { name: /开始学习/ }).count()).toBe(0);
    expect(await page.locator('a[href="/course"]').count()).toBe(0);
    await page.getByRole('list', { name: '接下来做什么' }).getByText('创建一个班级').waitFor();

    await home.getByPlaceholder('例如：三年级二班').fill('三年级二班');
    await home.getByRole('button', { name: '创建班级' }).click();
    await page.getByTestId('teacher-class').getByText('三年级二班').waitFor();
    await page.getByText('还没有同学加入').first().waitFor();
    await home.getByText('创建一个班级（已完成）').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/teacher-home-wide.png`, fullPage: true });

    await home.getByRole('link', { name: '拿邀请链接' }).click();
    await page.waitForURL(/\/group\?class=/);
    await expect.poll(() => page.getByTestId('group-title').innerText()).toBe('三年级二班');
    await page.getByTestId('invite-link').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('looks right on a phone', async () => {
    const page = await t.newPage({ width: 390, height: 844 });
    const who = await signInAs(t, page, 'TEACHER', '李老师');
    await t.api('/student/studyGroup/create', { name: '一年级一班' }, who.token, who.roleId);
    await page.goto('/');
    await page.getByTestId('teacher-class').getByText('一年级一班').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENSHOTS}/teacher-home-phone.png`, fullPage: true });
    expect(pageErrors(page)).toEqual([]);
  });

  it('on a student-only page (a course, a chapter) stays put and is told why, with the way to the classes', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    await signInAs(t, page, 'TEACHER', '王老师');
    await page.goto('/course');
    const notice = page.getByTestId('student-only');
    await notice.getByText('打字课程', { exact: true }).waitFor();
    await notice.getByText(/老师角色「王老师」/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/course');
    await page.screenshot({ path: `${SCREENSHOTS}/teacher-student-only-wide.png` });

    const place = findChapter((p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text');
    await page.goto(chapterUrl(place));
    await notice.getByText('练习关卡', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(chapterUrl(place));
    // this account has no student role yet: the notice offers to create one, coming back here
    const create = notice.getByRole('link', { name: '创建学生角色' });
    expect(await create.getAttribute('href')).toBe(`/character?redirect=${encodeURIComponent(chapterUrl(place))}`);
    await notice.getByRole('link', { name: '去我的班级' }).click();
    await page.waitForURL((u) => u.pathname === '/group');

    // the game list is open to teachers: it says why the games are not theirs to play, and offers no level link
    await page.goto('/games');
    await page.getByTestId('games-teacher-note').getByRole('link', { name: '切换到学生角色' }).waitFor();
    expect(await page.locator('a[href^="/games/"]').count()).toBe(0);

    const phone = await t.newPage({ width: 390, height: 844 });
    await signInAs(t, phone, 'TEACHER', '赵老师');
    await phone.goto('/signIn');
    await phone.getByTestId('student-only').getByText('打卡签到', { exact: true }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: `${SCREENSHOTS}/teacher-student-only-phone.png`, fullPage: true });
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(phone)).toEqual([]);
  });
});

describe('the role limit', () => {
  it(`a VIP with ${ROLE_LIMIT_VIP} roles is not offered the create form, and is told why`, async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    const who = await signInAs(t, page, 'TEACHER', '王老师');
    await buyVip(who.token);
    for (let i = 1; i < ROLE_LIMIT_VIP; i++) {
      const made = await t.api('/user/role/create', { roleName: `学生${i}`, roleType: 'STUDENT', avatar: 'panda.svg' }, who.token);
      expect(made.status).toBe(200);
    }
    await page.goto('/character');
    // a member without a phone is asked to bind one first: not now
    await page.getByRole('dialog', { name: '绑定手机号' }).getByRole('button', { name: '取消' }).click();
    const note = page.getByTestId('role-limit');
    await note.getByText(`${ROLE_LIMIT_VIP} 个角色都用上啦`).waitFor();
    expect(await page.getByRole('button', { name: '创建角色' }).count()).toBe(0);
    expect(await note.getByRole('button', { name: /开通会员/ }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/teacher-role-limit-vip.png`, fullPage: true });
    expect(pageErrors(page)).toEqual([]);
  });

  it(`a free account with ${ROLE_LIMIT_FREE} role is told membership allows more, instead of a form that fails`, async () => {
    const page = await t.newPage({ width: 390, height: 844 });
    await signInAs(t, page, 'STUDENT', '小明');
    await page.goto('/character');
    const note = page.getByTestId('role-limit');
    await note.getByText(`普通账户只能有 ${ROLE_LIMIT_FREE} 个角色`).waitFor();
    expect(await page.getByRole('button', { name: '创建角色' }).count()).toBe(0);
    await note.getByRole('button', { name: /开通会员/ }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/teacher-role-limit-free-phone.png`, fullPage: true });
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('small defects', () => {
  it('the chapter 帮助 dialog is named, closes on Escape and gives focus back to 帮助', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    await signInAs(t, page);
    const place = findChapter((p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text');
    await page.goto(chapterUrl(place));
    await page.waitForSelector('canvas[data-renderer]');
    // the passage is on screen (the cursor box is drawn where the engine says): the band hugs the centred rows
    await expect.poll(() => cursorShare(page).then((r) => r.share), { timeout: within(10_000) }).toBeGreaterThan(0.3);
    await page.screenshot({ path: `${SCREENSHOTS}/teacher-chapter-band.png` });
    const help = page.getByRole('button', { name: '帮助' });
    await help.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '怎么练习？' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOTS}/teacher-chapter-help.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toContain('帮助');
    expect(pageErrors(page)).toEqual([]);
  });

  it('a teacher\'s header sells no membership (开通会员，解锁课程 is a student\'s; issue 40)', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    await signInAs(t, page, 'TEACHER', '李老师');
    await page.goto('/games');
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    // the account (and its role) is known: the menu is up
    await page.getByRole('button', { name: /我的/ }).waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: Messages.vipCta }).count()).toBe(0);
    expect(await page.getByRole('banner').getByText('开通会员').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a guest who signs up from the home page lands on /course', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    await page.goto('/');
    await page.getByRole('link', { name: '登录/注册' }).click();
    await page.waitForURL(/\/login\?redirect=%2F$/);
    await page.getByRole('button', { name: /游客体验/ }).click();
    await page.waitForURL(/\/character/);
    await page.getByLabel('名字').fill('小雨');
    await page.locator('input[name="avatar"]').first().check({ force: true });
    await page.getByRole('button', { name: '创建角色' }).click();
    await page.waitForURL((u) => u.pathname === '/course');
    expect(pageErrors(page)).toEqual([]);
  });

  it('the VIP success screen keeps the title 会员开通成功！ after the account becomes a member, and fits a phone', async () => {
    const page = await t.newPage({ width: 390, height: 844 });
    await signInAs(t, page);
    await page.goto('/course');
    await page.getByRole('banner').getByRole('button', { name: '开通会员，解锁课程', exact: true }).click();
    const title = page.getByTestId('vip-title');
    await expect.poll(() => title.innerText()).toContain('开通会员，解锁课程');
    // the title is one line on a phone (no character left alone on a second line)
    const box = await title.boundingBox();
    const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).fontSize) * 1.9);
    expect(box!.height).toBeLessThan(lineHeight);
    await page.screenshot({ path: `${SCREENSHOTS}/teacher-vip-phone.png` });

    await page.getByRole('dialog').getByRole('checkbox').check();
    const opened = page.waitForResponse((r) => r.url().includes('/vip/open'));
    await page.getByRole('button', { name: /立即开通/ }).click();
    const order = (await (await opened).json()) as { data: { tradeNo: string } };
    const res = await fetch(`${t.baseUrl}/pay/sandbox/${order.data.tradeNo}/confirm`, { method: 'POST' });
    expect(res.ok).toBe(true);
    await page.getByTestId('pay-success').waitFor();
    // the account is a member now (the nav offers 会员续费), and the title still says what just happened
    await page.locator('button[aria-label="会员续费"]').waitFor({ state: 'attached' });
    expect(await title.innerText()).toContain('会员开通成功！');
    expect(await title.innerText()).not.toContain('会员续费');
    // a member without a phone is never asked over the celebration, nor on /course (issue 24: only on
    // home and the account pages, tests/e2e/bindPhone.test.ts)
    expect(await page.getByRole('dialog', { name: '绑定手机号' }).count()).toBe(0);
    await page.getByTestId('pay-success').waitFor();
    for (const close of await page.getByRole('button', { name: '关闭提示' }).all()) await close.click();
    await page.screenshot({ path: `${SCREENSHOTS}/teacher-vip-success-phone.png` });
    expect(pageErrors(page)).toEqual([]);
  });
});
