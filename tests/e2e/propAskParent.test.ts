import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameCourseDetail, GameGroup } from '../../contract/game';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { signInAs, stepToNextKey } from './helpers';

/**
 * Issue 40 item 10: a child (no membership) tapping 🐢 mid-game got the full price sheet (¥19.90–¥399,
 * 原价 struck through) and nothing said what 🐢 does. Now a card says what the prop does and
 * 请爸爸妈妈帮你开通 — no price — over a paused round; the price sheet is the parent's (孩子们的一周).
 */
let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

const running = (page: import('playwright-core').Page) => page.evaluate(() => window.__gameClock!.running);

describe('a locked prop tapped mid-game on a 390 px phone', () => {
  it('shows what 🐢 does and 请爸爸妈妈帮你开通, no prices, with the round paused until 知道了', async () => {
    const group = (await t.api<GameGroup[]>('/game/groups')).data[0]!;
    const course = (await t.api<GameCourseDetail[]>(`/game/courses/${group.id}`)).data[0]!;
    const page = await t.newPage({ width: 390, height: 844, touch: true });
    const who = await signInAs(t, page, 'STUDENT', '小龟');
    expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
    await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    await page.goto(`/games/${course.id}-${course.levels[0]!.id}?clock=manual`);
    await page.getByTestId('game-begin').click();
    await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
    // mid-round: a few keys in
    for (let pressed = 0; pressed < 3; ) {
      const { next } = await stepToNextKey(page, 100);
      if (next) {
        await page.keyboard.press(next === ' ' ? 'Space' : next);
        pressed++;
      }
    }
    expect(await running(page)).toBe(true);

    await page.getByTestId('game-prop-slow').tap();
    const card = page.getByRole('dialog', { name: /🐢/ });
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('慢下来');
    expect(text).toContain('请爸爸妈妈帮你开通');
    expect(text).not.toMatch(/¥|￥|元|原价|立即开通/);
    expect(await page.getByTestId('vip-title').count()).toBe(0);
    // the card fits the phone: its button is on screen, nothing cut off at the sides
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const ok = page.getByTestId('prop-ask-ok');
    const okBox = (await ok.boundingBox())!;
    expect(okBox.y + okBox.height).toBeLessThanOrEqual(844);
    await card.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await page.screenshot({ path: `${SCREENSHOTS}/prop-ask-parent-390.png` });
    // the round stands still under the card: game time does not move
    expect(await running(page)).toBe(false);

    await ok.tap();
    await card.waitFor({ state: 'detached' });
    await page.waitForFunction(() => window.__gameClock!.running);
    expect(pageErrors(page)).toEqual([]);
  });

  it('the price sheet is the parent\'s: 孩子们的一周 opens it, and at 390×844 立即开通 and every price are whole on screen', async () => {
    const page = await t.newPage({ width: 390, height: 844, touch: true });
    await signInAs(t, page, 'STUDENT', '小龟');
    await page.goto('/family');
    const card = page.getByTestId('family-vip');
    expect(await card.textContent()).toContain('🐢 慢动作');
    await card.getByRole('button', { name: '查看会员价格并开通' }).tap();
    await page.getByRole('radiogroup', { name: '会员套餐' }).waitFor();
    const pay = page.getByRole('button', { name: /立即开通/ });
    await pay.scrollIntoViewIfNeeded();
    const box = (await pay.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // its words fit its box (not clipped by the button or the dialog)
    expect(await pay.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const grade of await page.getByRole('radiogroup', { name: '会员套餐' }).getByRole('radio').all()) {
      const g = (await grade.boundingBox())!;
      expect(g.x).toBeGreaterThanOrEqual(0);
      expect(g.x + g.width).toBeLessThanOrEqual(390);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/family-vip-390.png` });
    expect(pageErrors(page)).toEqual([]);
  });
});
