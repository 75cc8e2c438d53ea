import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../levels/index';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from './harness';
import { chapterUrl, savedStars, signInAs, smallestChapter, typePassage } from './helpers';

/**
 * The curriculum in chromium (issue "The curriculum"): a signed-out guest browses course →
 * section → lesson, is asked to log in at the chapter, comes back to it after 游客体验 and a new
 * role, earns stars that the lesson page shows; VIP sections are locked for a free student and
 * open the VIP dialog; a teacher is kept off the course pages by the guard (SPEC.md §2).
 */

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/** The shortest free typing_text practice chapter: the flow below types it whole. */
const place = smallestChapter(
  (p) => !p.section.vip && p.chapter.lesson_type === 'practice' && p.chapter.activity.render_engine === 'typing_text',
  (p) => (p.chapter.activity.render_engine === 'typing_text' ? p.chapter.activity.text.length : Infinity),
);
const text = place.chapter.activity.render_engine === 'typing_text' ? place.chapter.activity.text : '';
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a signed-out guest on the course pages', () => {
  it('browses course → section → lesson, logs in as a guest at the chapter, creates a role, lands back on the chapter, finishes it and sees its stars on the lesson page', async () => {
    const page = await t.newPage({ width: 1280, height: 800 });
    await page.goto('/course');
    // every course is a card with its name
    for (const c of courses) await page.getByRole('heading', { name: c.name, exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/curriculum-course-guest.png`, fullPage: true });

    // the section stone on the trail of its course
    const course = page.locator('section', { has: page.getByRole('heading', { name: courses.find((c) => c.id === place.courseId)!.name, exact: true }) });
    await course.getByRole('button', { name: new RegExp(escapeRe(place.section.name)) }).first().click();
    await page.waitForURL(new RegExp(`/section/${place.section.id}$`));
    await page.getByRole('heading', { name: place.section.name }).waitFor();

    await page.getByRole('button', { name: new RegExp(escapeRe(place.lesson.name)) }).first().click();
    await page.waitForURL(new RegExp(`/lesson/${place.section.id}/${place.lesson.id}$`));
    await page.screenshot({ path: `${SCREENSHOTS}/curriculum-lesson-guest.png` });
    await page.getByRole('button', { name: new RegExp(escapeRe(place.chapter.name)) }).first().click();

    // the chapter needs an account: to the login page, remembering where the child was going
    const target = chapterUrl(place);
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === target);
    await page.getByRole('button', { name: /游客体验/ }).click();

    // a new guest account has no role yet
    await page.waitForURL((u) => u.pathname === '/character');
    await page.getByLabel('名字').fill('小禾');
    await page.locator('label', { hasText: '学生' }).first().click();
    await page.locator('input[name="avatar"]').first().check({ force: true });
    await page.getByRole('button', { name: '创建角色' }).click();

    // …and is back at the chapter it chose
    await page.waitForURL((u) => u.pathname === target, { timeout: within(15_000) });
    await page.waitForSelector('canvas[data-renderer]');
    await page.waitForTimeout(300);
    await typePassage(page, text, 120);
    await page.getByTestId('result-card').waitFor({ timeout: within(15_000) });
    await page.getByText(/成绩已保存/).waitFor({ timeout: within(15_000) });
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `${SCREENSHOTS}/curriculum-chapter-result.png` });

    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const roles = await t.api<{ id: string }[]>('/user/role/list', undefined, token);
    const roleId = roles.data[0]!.id;
    const stars = await savedStars(t, { token, roleId }, place);
    expect(stars).toBeGreaterThan(0);

    // 返回课程 on the result card goes to the lesson, where the chapter shows its stars
    await page.getByTestId('result-card').getByRole('link', { name: '返回课程' }).click();
    await page.waitForURL((u) => u.pathname === `/lesson/${place.section.id}/${place.lesson.id}`);
    const stone = page.getByRole('button', { name: new RegExp(escapeRe(place.chapter.name)) }).first();
    await stone.getByRole('img', { name: `${stars}颗星，共3颗` }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/curriculum-lesson-stars.png` });
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('a free student on /course', () => {
  it('sees VIP sections locked; choosing one says 开通会员，解锁课程 and opens the VIP dialog with its grades', async () => {
    const page = await t.newPage({ width: 1280, height: 800 });
    await signInAs(t, page);
    await page.goto('/course');
    const vipSection = courses.flatMap((c) => c.sections).find((s) => s.vip)!;
    const stone = page.getByRole('button', { name: new RegExp(escapeRe(vipSection.name)) }).first();
    await stone.waitFor();
    expect(await stone.textContent()).toContain('🔒 会员');
    expect(await stone.textContent()).toContain('开通会员，解锁课程');
    // a free section is open
    const freeSection = courses.flatMap((c) => c.sections).find((s) => !s.vip)!;
    expect(await page.getByRole('button', { name: new RegExp(escapeRe(freeSection.name)) }).first().textContent()).not.toContain('🔒');

    await stone.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').first().textContent()).toContain('开通会员，解锁课程');
    await dialog.getByText('解锁全部课程').waitFor();
    const grades = dialog.getByRole('radiogroup', { name: '会员套餐' }).getByRole('radio');
    await grades.first().waitFor();
    const fromServer = await t.api<{ name: string }[]>('/vip/vipGrade/list');
    expect(fromServer.data.length).toBeGreaterThan(0);
    expect(await grades.count()).toBe(fromServer.data.length);
    expect(await grades.first().textContent()).toMatch(/¥/);
    // the toast says why
    await page.getByText('开通会员，解锁课程').nth(0).waitFor();
    await page.waitForTimeout(800); // the dialog pops in
    await page.screenshot({ path: `${SCREENSHOTS}/curriculum-vip-dialog.png` });
    // the page behind did not move
    expect(new URL(page.url()).pathname).toBe('/course');
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('a teacher', () => {
  it('opening /course stays there and is told kindly that courses are for students', async () => {
    const page = await t.newPage();
    await signInAs(t, page, 'TEACHER', '王老师');
    await page.goto('/course');
    await page.getByTestId('student-only').getByText('打字课程').waitFor();
    expect(new URL(page.url()).pathname).toBe('/course');
    await page.getByText(/老师角色「王老师」/).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
