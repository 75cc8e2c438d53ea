import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

describe('a fresh visitor', () => {
  it('tries the product as a guest, creates a student role and lands on the courses', async () => {
    const page = await t.newPage();
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('首页 - 小键盘侠 · 玩着学打字');
    await page.getByRole('link', { name: /开始学习/ }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/home.png`, fullPage: true });

    await page.goto('/login');
    await expect.poll(() => page.title()).toBe('登录 - 小键盘侠 · 玩着学打字');
    await page.getByRole('button', { name: /游客体验/ }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/login.png` });
    await page.getByRole('button', { name: /游客体验/ }).click();

    await page.waitForURL(/\/character/);
    await page.getByLabel('名字').fill('小雨');
    await page.locator('label', { hasText: '学生' }).first().click();
    await page.locator('input[name="avatar"]').first().check({ force: true });
    await page.screenshot({ path: `${SCREENSHOTS}/character.png` });
    await page.getByRole('button', { name: '创建角色' }).click();

    await page.waitForURL(/\/course$/);
    await expect.poll(() => page.title()).toBe('打字课程 - 小键盘侠 · 玩着学打字');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(pageErrors(page)).toEqual([]);
  });

  it('is sent to /login with a redirect from a student page, and an unknown path shows the 404 page', async () => {
    const page = await t.newPage();
    await page.goto('/coin');
    await page.waitForURL(/\/login\?redirect=%2Fcoin|\/login\?redirect=\/coin/);
    await page.goto('/no/such/page');
    await page.getByText(/走丢/).first().waitFor();
    await expect.poll(() => page.title()).toContain('页面走丢了');
  });
});
