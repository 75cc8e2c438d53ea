import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { Messages } from '../../contract/envelope';
import { BIND_PHONE_REMINDER_MS } from '../../contract/constants';
import { vipOrders } from '../../server/db/schema';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { chapterUrl, signInAs, smallestChapter, typePassage } from './helpers';
import { within } from '../machine';

/**
 * Issue 24, item 3: the bind-phone reminder of SPEC §4 ('请绑定手机号，以防丢失！…': a confirm first,
 * then a notice every 3 minutes) speaks to the parent — on the home page, in the account menu,
 * after a payment once its celebration is closed — never in a chapter, a game or over a dialog.
 */
let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

const WARNING = Messages.bindPhoneWarning;

/** A guest account (no phone) with a student role that has bought a month of VIP, signed in on a new page. */
async function vipWithoutPhone(page: Page) {
  const who = await signInAs(t, page, 'STUDENT', '小刚');
  const order = await t.api<{ tradeNo: string }>('/vip/open?vipGradeId=month&paymentMethod=wechat', {}, who.token);
  const paid = await fetch(`${t.baseUrl}/pay/sandbox/${order.data.tradeNo}/confirm`, { method: 'POST' });
  if (!paid.ok) throw new Error(`sandbox confirm failed: ${paid.status}`);
  return who;
}

/** Loads a page and waits until the account is known (the reminder decides right after). */
async function openSignedIn(page: Page, url: string) {
  const info = page.waitForResponse((r) => r.url().includes('/auth/userInfo'));
  const roles = page.waitForResponse((r) => r.url().includes('/user/role/list'));
  await page.goto(url);
  await Promise.all([info, roles]);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

const dialogs = (page: Page) => page.locator('[role="dialog"]').count();

describe('the bind-phone reminder (issue 24)', () => {
  it('never opens in a chapter or a game, and Space there is typing, not 去绑定', async () => {
    const page = await t.newPage({ width: 1366, height: 800 });
    await vipWithoutPhone(page);
    const place = smallestChapter(
      (p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text' && p.chapter.activity.text.includes(' '),
      (p) => (p.chapter.activity.render_engine === 'typing_text' ? p.chapter.activity.text.length : 1e9),
    );
    const text = place.chapter.activity.render_engine === 'typing_text' ? place.chapter.activity.text : '';
    await openSignedIn(page, chapterUrl(place));
    await page.waitForSelector('canvas[data-renderer]');
    expect(await dialogs(page)).toBe(0);
    expect(await page.getByText(WARNING).count()).toBe(0);
    // up to and through the first space: each key is the chapter's
    await typePassage(page, text.slice(0, text.indexOf(' ') + 2), 120);
    expect(await dialogs(page)).toBe(0);
    expect(await page.getByRole('heading', { name: '绑定手机号' }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/bind-phone-not-in-chapter.png` });

    await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    await openSignedIn(page, '/games');
    expect(await dialogs(page)).toBe(0);
    expect(await page.getByText(WARNING).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  }, within(120_000));

  it('asks on the home page first, then notices every 3 minutes there, gone when the child goes to a game; the menu says it too', async () => {
    const page = await t.newPage({ width: 1366, height: 800 });
    await vipWithoutPhone(page);
    await page.clock.install();
    await openSignedIn(page, '/');
    const ask = page.getByRole('dialog', { name: '绑定手机号' });
    await ask.waitFor();
    expect(await ask.textContent()).toContain(WARNING);
    await ask.getByRole('button', { name: '去绑定' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/bind-phone-home-confirm.png` });
    await ask.getByRole('button', { name: '取消' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await page.getByRole('status').filter({ hasText: WARNING }).count()).toBe(0);

    await page.clock.fastForward(BIND_PHONE_REMINDER_MS);
    const notice = page.getByRole('status').filter({ hasText: WARNING });
    await notice.waitFor();
    expect(await dialogs(page)).toBe(0); // a notice, not a question again
    await page.screenshot({ path: `${SCREENSHOTS}/bind-phone-home-notice.png` });

    await page.getByRole('button', { name: /我的/ }).click();
    await page.getByTestId('menu-bind-phone').waitFor();
    expect(await page.getByTestId('menu-bind-phone').textContent()).toBe(WARNING);
    await page.screenshot({ path: `${SCREENSHOTS}/bind-phone-menu.png` });
    await page.keyboard.press('Escape');

    // to the games (client-side, as a link goes): the notice leaves with the parent's page
    await page.evaluate(() => history.pushState(null, '', '/games'));
    await notice.waitFor({ state: 'detached' });
    await page.clock.fastForward(BIND_PHONE_REMINDER_MS);
    expect(await page.getByText(WARNING).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  }, within(120_000));

  it('on a 390 px phone: the notice leaves 首页 / 打字课程 / 打字游戏 / 我的 usable, says it plainly with a 去绑定 button, and the question is not asked again on a fresh load (issue 40)', async () => {
    const page = await t.newPage({ width: 390, height: 844, touch: true });
    await vipWithoutPhone(page);
    await page.clock.install();
    await openSignedIn(page, '/');
    const ask = page.getByRole('dialog', { name: '绑定手机号' });
    await ask.waitFor();
    expect(await ask.textContent()).not.toContain('[我的]');
    await ask.getByRole('button', { name: '取消' }).click();
    await ask.waitFor({ state: 'detached' });

    // a fresh load of the home page: the question was answered, so it is not asked again
    await openSignedIn(page, '/');
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    expect(await dialogs(page)).toBe(0);
    expect(await ask.count()).toBe(0);

    await page.clock.fastForward(BIND_PHONE_REMINDER_MS);
    const notice = page.getByRole('status').filter({ hasText: WARNING });
    await notice.waitFor();
    expect(await notice.textContent()).not.toMatch(/\[我的\]|->/);
    await notice.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await page.screenshot({ path: `${SCREENSHOTS}/bind-phone-notice-390.png` });
    // nothing of the header lies under the notice, and its links take taps
    const header = (await page.locator('header').first().boundingBox())!;
    const box = (await notice.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '打字课程' }).click({ trial: true });
    await page.getByRole('button', { name: /我的/ }).click({ trial: true });
    // the notice's own button goes where the old text told the parent to go: binding the phone
    await notice.getByRole('button', { name: '去绑定' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: /绑定手机/ }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/bind-phone-notice-390-bind.png` });
    expect(pageErrors(page)).toEqual([]);
  }, within(120_000));

  it('after paying, waits for the 会员开通成功 celebration to close before asking', async () => {
    const page = await t.newPage({ width: 1366, height: 800 });
    const who = await signInAs(t, page, 'STUDENT', '小丽');
    await openSignedIn(page, '/');
    expect(await dialogs(page)).toBe(0); // not a member yet: nothing to say
    await page.getByRole('button', { name: Messages.vipCta }).first().click();
    await page.getByTestId('vip-title').waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /立即开通/ }).click();
    await page.getByText('我已完成支付').waitFor();
    const [order] = await t.app.db.select().from(vipOrders).where(eq(vipOrders.userId, (await t.api<{ userId: string }>(`/auth/userInfo?token=${encodeURIComponent(who.token)}`, undefined, who.token)).data.userId));
    await fetch(`${t.baseUrl}/pay/sandbox/${order!.tradeNo}/confirm`, { method: 'POST' });
    await page.getByTestId('pay-success').waitFor();
    // the account is a member now (the menu knows), but nothing is asked over the celebration
    await page.locator(`header button[aria-label="${Messages.vipRenew}"]`).waitFor({ state: 'attached' });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.getByRole('dialog', { name: '绑定手机号' }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/bind-phone-not-over-celebration.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('vip-title').waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: '绑定手机号' }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  }, within(120_000));
});
