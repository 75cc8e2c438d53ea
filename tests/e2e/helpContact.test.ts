import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';

// Issue 14 point 5: 用户反馈群 / 在线客服 show the operator's QR codes, and are hidden (not broken) without them.
const dir = mkdtempSync(join(tmpdir(), 'support-e2e-'));
const started: E2E[] = [];
afterAll(async () => {
  for (const t of started) await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the help menu', () => {
  it('without a support folder: no QR items, no contact section, no invented address', async () => {
    const t = await startE2E();
    started.push(t);
    const page = await t.newPage();
    await page.goto('/help');
    await page.getByRole('heading', { name: '使用帮助' }).waitFor();
    await page.getByRole('button', { name: '帮助' }).click();
    await page.getByRole('menuitem', { name: /使用帮助/ }).waitFor();
    expect(await page.getByRole('menuitem', { name: /用户反馈群|在线客服/ }).count()).toBe(0);
    expect(await page.locator('#contact').count()).toBe(0);
    expect(await page.content()).not.toMatch(/@[a-z0-9-]+\.(example|com|cn)/i);
    await page.goto('/agreement');
    await page.getByRole('heading', { name: /协议/ }).first().waitFor();
    expect(await page.getByTestId('contact-details').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('with a support folder: the QR dialogs and the contact details the operator gave', async () => {
    copyFileSync('public/icons/icon-192.png', join(dir, 'group.png'));
    copyFileSync('public/icons/icon-192.png', join(dir, 'service.png'));
    writeFileSync(join(dir, 'contact.json'), JSON.stringify({ email: 'kefu@school.cn', hours: '周一至周五 9:00–18:00', groupText: '微信扫一扫，加入家长交流群', serviceText: '微信扫一扫，客服老师在线解答' }));
    const t = await startE2E({ config: { supportDir: dir } });
    started.push(t);
    const page = await t.newPage({ width: 390, height: 844 });
    await page.goto('/help');
    await page.getByTestId('contact-details').getByText('kefu@school.cn').waitFor();
    await page.getByRole('button', { name: '帮助' }).click();
    await page.getByRole('menuitem', { name: /在线客服/ }).click();
    const dialog = page.getByTestId('qr-contact');
    await dialog.getByText('客服老师在线解答').waitFor();
    await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(192);
    await page.screenshot({ path: `${SCREENSHOTS}/help-service-qr-390.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '帮助' }).click();
    await page.getByRole('menuitem', { name: /用户反馈群/ }).click();
    await page.getByTestId('qr-contact').getByText('加入家长交流群').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
