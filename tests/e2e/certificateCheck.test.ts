import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardCertificate } from '../../server/services/certificates';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { signInAs } from './helpers';

/**
 * Issue 40 items 14 and 18: 查验奖状 at /certificate (it was a 404), a box to type the code from the
 * paper — lower case and spaces accepted — that opens the verify page; a code with a letter a code
 * never has (O) is told which, and the wrong-code page says its heading once.
 */
let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

describe('查验奖状 on a 390 px phone, signed out', () => {
  it('takes a typed code (lower case, spaces) to its verify page; an O is named; a wrong code says its heading once', async () => {
    const owner = await t.newPage();
    const who = await signInAs(t, owner, 'STUDENT', '小秋');
    const { certificate } = await awardCertificate(t.app.db, {
      roleId: who.roleId, kind: 'grade', subject: 'en:1', title: '通过英文打字一级',
      figures: [{ label: '速度', value: '40 字/分' }], achievedAt: new Date('2026-11-20T04:00:00Z'),
    });

    const page = await t.newPage({ width: 390, height: 844, touch: true });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: '查验奖状' }).click();
    await page.waitForURL((u) => u.pathname === '/certificate');
    await page.getByRole('heading', { name: '查验奖状' }).waitFor();
    const box = page.getByLabel('奖状编号');

    // a code with the letter O: told that a code never has it, and the page stays
    await box.fill('abcde-fgo23');
    await page.getByRole('button', { name: '查验' }).tap();
    const problem = page.getByTestId('certificate-code-form').getByRole('alert');
    await problem.waitFor();
    expect(await problem.textContent()).toMatch(/不会有 0、1、O、I、L、U.*你输入的有 O/);
    expect(new URL(page.url()).pathname).toBe('/certificate');
    await page.screenshot({ path: `${SCREENSHOTS}/certificate-check-390-letter-o.png` });

    // the real code as typed from paper: lower case, a space between its groups
    const typed = `${certificate.code.slice(0, 5).toLowerCase()} ${certificate.code.slice(5).toLowerCase()}`;
    await box.fill(typed);
    await page.screenshot({ path: `${SCREENSHOTS}/certificate-check-390.png` });
    await page.getByRole('button', { name: '查验' }).tap();
    await page.waitForURL((u) => u.pathname === `/certificate/${certificate.code}`);
    await page.locator('[data-verdict="real"]').waitFor();
    expect(await page.getByTestId('certificate-facts').innerText()).toContain('小秋');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // a malformed code's page: its heading once, what is wrong, and a box to try again
    await page.goto('/certificate/not-a-code');
    const verdict = page.locator('[data-verdict="none"]');
    await verdict.getByRole('heading', { name: /奖状编号格式不对/ }).waitFor();
    expect((await verdict.innerText()).split('奖状编号格式不对').length - 1).toBe(1);
    await verdict.getByLabel('奖状编号').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/certificate-check-390-malformed.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(pageErrors(page)).toEqual([]);
  });
});
