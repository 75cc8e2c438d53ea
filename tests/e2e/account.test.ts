import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { signInAs } from './helpers';

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

const SIZES = [
  { name: 'wide', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

describe('a student on the account screens', () => {
  it('checks in once, sees today starred on the calendar and the streak, and is refused a second time', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    await signInAs(t, page);
    await page.goto('/signIn');
    await page.getByRole('button', { name: /签到 \+10 积分/ }).click();
    await page.getByRole('dialog', { name: '签到成功' }).getByText('获得').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/account-signIn-party.png` });
    await page.getByRole('button', { name: '太棒了' }).click();
    await page.getByRole('button', { name: /今天已签到/ }).waitFor();
    expect(await page.locator('[data-signed]').count()).toBe(1);
    await expect.poll(() => page.getByTestId('streak').innerText()).toContain('1');
    await page.screenshot({ path: `${SCREENSHOTS}/account-signIn-wide.png`, fullPage: true });
    await page.getByRole('button', { name: '上个月' }).click();
    await expect.poll(() => page.locator('[data-signed]').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('sees the check-in in the points ledger with the balance', async () => {
    for (const size of SIZES) {
      const page = await t.newPage(size);
      const who = await signInAs(t, page);
      await t.api('/student/signIn', {}, who.token, who.roleId);
      await page.goto('/coin');
      await page.getByTestId('ledger-row').first().waitFor();
      expect(await page.getByTestId('balance').innerText()).toBe('10');
      expect(await page.getByTestId('ledger-row').first().innerText()).toContain('每日签到');
      await page.screenshot({ path: `${SCREENSHOTS}/account-coin-${size.name}.png`, fullPage: true });
      if (size.name === 'phone') {
        await page.goto('/signIn');
        await page.getByRole('button', { name: /今天已签到/ }).waitFor();
        await page.screenshot({ path: `${SCREENSHOTS}/account-signIn-phone.png`, fullPage: true });
      }
      expect(pageErrors(page)).toEqual([]);
    }
  });
});

describe("a parent's view", () => {
  it('opens 孩子们的一周 from the account menu and sees each child side by side', async () => {
    for (const size of SIZES) {
      const page = await t.newPage(size);
      const who = await signInAs(t, page, 'STUDENT', '哥哥');
      // a second child needs VIP: buy it through the sandbox payment
      const order = await t.api<{ tradeNo: string }>('/vip/open?vipGradeId=month&paymentMethod=wechat', {}, who.token);
      await fetch(`${t.baseUrl}/pay/sandbox/${order.data.tradeNo}/confirm`, { method: 'POST' });
      const second = await t.api('/user/role/create', { roleName: '妹妹', roleType: 'STUDENT', avatar: 'cat.svg' }, who.token);
      expect(second.status).toBe(200);
      await page.goto('/signIn');
      // a VIP without a phone is first asked to bind one
      await page.getByRole('button', { name: '去绑定' }).waitFor();
      await page.getByRole('button', { name: '取消' }).click();
      await page.getByRole('button', { name: '我的' }).click();
      await page.getByRole('link', { name: '孩子们的一周' }).click();
      await page.waitForURL(/\/family$/);
      await expect.poll(() => page.getByTestId('child-week').count()).toBe(2);
      expect(await page.getByTestId('child-week').first().innerText()).toContain('哥哥');
      await page.screenshot({ path: `${SCREENSHOTS}/account-family-${size.name}.png`, fullPage: true });
      expect(pageErrors(page)).toEqual([]);
    }
  });
});
