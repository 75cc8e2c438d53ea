import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';

// Issue 24 item 4: 找回会员账号 says what to do next once the order's account is found, never a dead end.
const dir = mkdtempSync(join(tmpdir(), 'find-account-e2e-'));
const started: E2E[] = [];
afterAll(async () => {
  for (const t of started) await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A guest account (optionally with a username) that bought a month of VIP; its trade number and user ID. */
async function paidAccount(t: E2E, username?: string) {
  const token = (await t.api<{ accessToken: string }>('/auth/loginByGuest', {})).data.accessToken;
  if (username) await t.api('/auth/setAccount', { account: username, password: 'abc12345', checkPass: 'abc12345' }, token);
  const opened = await t.api<{ tradeNo: string }>('/vip/open?vipGradeId=month&paymentMethod=wechat', {}, token);
  const paid = await fetch(`${t.baseUrl}/pay/sandbox/${opened.data.tradeNo}/confirm`, { method: 'POST' });
  expect(paid.status).toBe(200);
  const info = await t.api<{ userId: string }>(`/auth/userInfo?token=${encodeURIComponent(token)}`, undefined, token);
  return { tradeNo: opened.data.tradeNo, userId: info.data.userId };
}

async function findByOrder(page: Page, tradeNo: string) {
  await page.goto('/help');
  await page.getByRole('heading', { name: '使用帮助' }).waitFor();
  await page.getByRole('button', { name: '帮助' }).click();
  await page.getByRole('menuitem', { name: /找回会员账号/ }).click();
  await page.getByLabel('商家订单号').fill(tradeNo);
  await page.getByRole('button', { name: '查找' }).click();
  return page.getByTestId('find-next');
}

describe('找回会员账号', () => {
  it('a guest buyer without a support folder is told to come back from the device that paid, with the user ID', async () => {
    const t = await startE2E();
    started.push(t);
    const { tradeNo, userId } = await paidAccount(t);
    for (const [width, height] of [[1366, 768], [390, 844]] as const) {
      const page = await t.newPage({ width, height });
      const next = await findByOrder(page, tradeNo);
      await next.getByText('游客体验').waitFor();
      expect(await next.getAttribute('data-next')).toBe('device');
      expect(await next.getByTestId('quote-id').textContent()).toBe(userId);
      expect(await next.getByTestId('contact-details').count()).toBe(0);
      await next.getByTestId('quote-id').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/find-account-guest-${width}.png` });
      expect(pageErrors(page)).toEqual([]);
    }
  });

  it('an account with a username leads to the username sign-in', async () => {
    const t = await startE2E();
    started.push(t);
    const { tradeNo } = await paidAccount(t, 'vipkid');
    const page = await t.newPage({ width: 390, height: 844 });
    const next = await findByOrder(page, tradeNo);
    await next.getByRole('button', { name: '用用户名「vipkid」登录' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/find-account-username-390.png` });
    await next.getByRole('button', { name: '用用户名「vipkid」登录' }).click();
    await page.waitForURL(/\/login\?method=account/);
    await page.screenshot({ path: `${SCREENSHOTS}/find-account-login-390.png` });
    await page.getByLabel('用户名').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('with a support folder, a guest buyer also gets the 客服 contacts to quote the user ID to', async () => {
    copyFileSync('public/icons/icon-192.png', join(dir, 'service.png'));
    writeFileSync(join(dir, 'contact.json'), JSON.stringify({ phone: '400-000-0000', hours: '周一至周五 9:00–18:00' }));
    const t = await startE2E({ config: { supportDir: dir } });
    started.push(t);
    const { tradeNo, userId } = await paidAccount(t);
    for (const [width, height] of [[1366, 768], [390, 844]] as const) {
      const page = await t.newPage({ width, height });
      const next = await findByOrder(page, tradeNo);
      await next.getByTestId('contact-details').getByText('400-000-0000').waitFor();
      expect(await next.getByTestId('quote-id').textContent()).toBe(userId);
      await next.getByTestId('quote-id').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/find-account-support-${width}.png` });
      expect(pageErrors(page)).toEqual([]);
    }
  });
});
