import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MedalState } from '../../contract/certificates';
import { awardMedal } from '../../server/services/medals';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { chapterUrl, signInAs, smallestChapter, typePassage } from './helpers';

/**
 * Issue 40 item 15: a medal this attempt earns (第一个三星) is on the result card itself, and counts
 * as announced; a medal earned elsewhere (一周全勤 by checking in) is toasted on the account pages
 * without covering their tabs.
 */
let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

const shelf = async (who: { token: string; roleId: string }) => (await t.api<MedalState[]>('/student/medals', undefined, who.token, who.roleId)).data;

describe('medals announced on time', () => {
  it('第一个三星 is on the result card of the chapter that earned it, and is not toasted again later', async () => {
    const place = smallestChapter(
      (p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text',
      (p) => (p.chapter.activity.render_engine === 'typing_text' ? p.chapter.activity.text.length : 1e9),
    );
    const text = place.chapter.activity.render_engine === 'typing_text' ? place.chapter.activity.text : '';
    const page = await t.newPage({ width: 1280, height: 900 });
    const who = await signInAs(t, page, 'STUDENT', '小星');
    await page.goto(chapterUrl(place));
    await page.waitForSelector('canvas[data-renderer]');
    await typePassage(page, text, 100);
    const card = page.getByTestId('result-card');
    await card.locator('[data-stars="3"]').waitFor();
    const medals = card.getByTestId('result-medals');
    await medals.waitFor();
    expect(await medals.innerText()).toContain('第一个三星');
    await medals.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await card.screenshot({ path: `${SCREENSHOTS}/medal-on-result-card.png` });
    // shown there, it is announced: the shelf says so, and the course map toasts nothing
    await expect.poll(async () => (await shelf(who)).find((m) => m.id === 'firstThreeStars')?.seen).toBe(true);
    await page.goto('/course');
    await page.waitForResponse((r) => r.url().includes('/student/medals'));
    expect(await page.getByRole('status').filter({ hasText: '第一个三星' }).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a medal earned elsewhere is toasted on an account page of a 390 px phone, clear of the tabs', async () => {
    const page = await t.newPage({ width: 390, height: 844, touch: true });
    const who = await signInAs(t, page, 'STUDENT', '小周');
    await awardMedal(t.app.db, who.roleId, 'weekStreak', new Date());
    await page.goto('/signIn');
    const toast = page.getByRole('status').filter({ hasText: '一周全勤' });
    await toast.waitFor();
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const tabs = (await page.getByRole('navigation', { name: '我的' }).boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y >= tabs.y + tabs.height || box.y + box.height <= tabs.y).toBe(true);
    await page.getByRole('navigation', { name: '我的' }).getByRole('link', { name: /成绩报告/ }).click({ trial: true });
    await page.screenshot({ path: `${SCREENSHOTS}/medal-toast-account-390.png` });
    expect(pageErrors(page)).toEqual([]);
  });
});
