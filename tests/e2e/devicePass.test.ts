import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameCourseDetail, GameGroup } from '../../contract/game';
import { startE2E, pageErrors, within, type E2E } from './harness';
import { signInAs, stepUntilStopped, typePassage } from './helpers';
import { SHOTS, textOf, textChapter, numpadChapter, focusInside, focusedText, openChapter } from './deviceKit';

/**
 * Issue 15's leftovers, in chromium: the chapter's result card, the 签到 celebration and the game's
 * end screen behave as the shared dialog does (focus lands inside, Tab stays, Escape closes or goes
 * on, focus comes back); the account pages on a 390×844 phone (one row of tabs); the on-screen
 * keys using a phone's whole width. The invoice form on a phone, upright and sideways, and
 * projector mode: deviceLayouts.test.ts. A game on a phone: gamePhone.test.ts. Screenshots:
 * tests/e2e/screenshots/device/.
 */

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());


describe('dialogs with their own look behave as the shared dialog', () => {
  it('the result card: named, focus inside and kept there, Tab moves between its buttons, Escape goes back to the course', async () => {
    const place = textChapter();
    const page = await t.newPage({ width: 1366, height: 768 });
    await signInAs(t, page);
    await openChapter(page, place);
    await typePassage(page, textOf(place), 120);
    const card = page.getByTestId('result-card');
    await card.waitFor();
    await page.getByText(/成绩已保存/).waitFor({ timeout: within(15_000) });
    // a dialog named by its praise, and the focus is in it
    const dialog = page.getByRole('dialog', { name: /继续加油|做得不错|太棒了|完美/ });
    expect(await dialog.count()).toBe(1);
    expect(await focusInside(page, '[data-testid="result-card"]')).toBe(true);
    // Tab walks its buttons (the chapter behind must not swallow Tab) and never leaves it
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '[data-testid="result-card"]')).toBe(true);
      seen.add(await focusedText(page));
    }
    expect([...seen]).toEqual(expect.arrayContaining(['再练一次', '返回课程']));
    await page.screenshot({ path: `${SHOTS}/result-card-focus.png` });

    // 再练一次 by keyboard: the card goes and the chapter takes keys again
    while ((await focusedText(page)) !== '再练一次') await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await card.waitFor({ state: 'detached' });
    await page.keyboard.type(textOf(place)[0]!);
    await expect.poll(() => page.getByTestId('hud-accuracy').textContent()).toBe('100');

    // finished again, Escape leaves for the lesson as 返回课程 does
    await typePassage(page, textOf(place).slice(1), 120);
    await card.waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.pathname === `/lesson/${place.section.id}/${place.lesson.id}`);
    expect(pageErrors(page)).toEqual([]);
  }, within(120_000));

  it('签到成功！: named, focus on 太棒了, Escape closes it and the focus is back on the 签到 button', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    await signInAs(t, page);
    await page.goto('/signIn');
    const button = page.getByTestId('sign-in-button');
    await button.focus();
    await page.keyboard.press('Enter');
    const party = page.getByRole('dialog', { name: '签到成功！' });
    await party.waitFor();
    expect(await focusedText(page)).toBe('太棒了');
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '[data-testid="sign-in-party"]')).toBe(true);
    await page.screenshot({ path: `${SHOTS}/sign-in-party.png` });
    await page.keyboard.press('Escape');
    await party.waitFor({ state: 'detached' });
    await expect.poll(() => button.textContent()).toContain('今天已签到');
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    // already signed: pressing it again does nothing
    await page.keyboard.press('Enter');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('the game end screen: focus lands on it (not on 再玩一次), Escape goes back to the games', async () => {
    const group = (await t.api<GameGroup[]>('/game/groups')).data[0]!;
    const course = (await t.api<GameCourseDetail[]>(`/game/courses/${group.id}`)).data[0]!;
    const page = await t.newPage({ width: 1366, height: 768 });
    const who = await signInAs(t, page, 'STUDENT', '小红');
    expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
    await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    await page.goto(`/games/${course.id}-${course.levels[0]!.id}?clock=manual`);
    await page.getByTestId('game-begin').click();
    await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
    // no keys: the round ends by time or lives
    // game time 500 ms at a time, all in the page, until the round stops (at most 30 minutes)
    await stepUntilStopped(page, 500, (30 * 60_000) / 500);
    const over = page.getByTestId('game-over');
    await over.waitFor();
    await expect.poll(() => page.getByTestId('over-rank').textContent(), { timeout: within(15_000) }).toMatch(/第 \d+ 名/);
    expect(await focusInside(page, '[data-testid="game-over"]')).toBe(true);
    expect(await focusedText(page)).not.toBe('再玩一次');
    expect(await page.getByRole('region', { name: await page.getByTestId('over-headline').textContent() ?? '' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.pathname === '/games');
    expect(pageErrors(page)).toEqual([]);
  }, within(180_000));
});

describe('a 390×844 phone', () => {
  it('the account pages keep their tabs on one row of big, equal buttons, nothing sideways', async () => {
    const page = await t.newPage({ width: 390, height: 844, touch: true });
    await signInAs(t, page);
    for (const path of ['/signIn', '/coin', '/report', '/certificates', '/group', '/character']) {
      await page.goto(path);
      const tabs = page.getByRole('navigation', { name: '我的' }).getByRole('link');
      await tabs.first().waitFor();
      await page.waitForLoadState('networkidle');
      const boxes = await Promise.all((await tabs.all()).map(async (l) => (await l.boundingBox())!));
      // 角色, 群组, 打卡签到, 成绩报告, 奖状勋章
      expect(boxes.length).toBe(5);
      // one row: the same top for all; each at least 52 px tall and 72 px wide; together the width of the phone
      for (const b of boxes) {
        expect(Math.abs(b.y - boxes[0]!.y)).toBeLessThan(1);
        expect(b.height).toBeGreaterThanOrEqual(52);
        expect(b.width).toBeGreaterThanOrEqual(72);
      }
      const last = boxes[boxes.length - 1]!;
      expect(last.x + last.width).toBeGreaterThan(360);
      // the bar is two lines (back, logo, me; then the tabs), not three
      const bar = (await page.locator('header').first().boundingBox())!;
      expect(bar.height).toBeLessThanOrEqual(140);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/account-390${path.replace('/', '-')}.png`, fullPage: true });
    }
    expect(pageErrors(page)).toEqual([]);
  }, within(120_000));

  it('the letter keys fill the row edge to edge, tall, and a tap between two caps or in the indent still presses a key', async () => {
    const place = textChapter();
    const page = await t.newPage({ width: 390, height: 844, touch: true });
    await signInAs(t, page);
    await openChapter(page, place);
    await page.getByTestId('touch-keyboard').waitFor();
    const box = async (id: string) => (await page.locator(`[data-testid="touch-key"][data-key="${id}"]`).boundingBox())!;
    const [q, w, p, a, l] = [await box('q'), await box('w'), await box('p'), await box('a'), await box('l')];
    // ten keys over 390 px: 39 px each with no gap between the hit areas, and from edge to edge
    expect(q.x).toBeLessThanOrEqual(1);
    expect(p.x + p.width).toBeGreaterThanOrEqual(389);
    expect(q.width).toBeGreaterThanOrEqual(38);
    expect(Math.abs(w.x - (q.x + q.width))).toBeLessThan(1);
    expect(q.height).toBeGreaterThanOrEqual(52);
    // the indented row: a and l reach into the half key beside them
    expect(a.x).toBeLessThanOrEqual(1);
    expect(l.x + l.width).toBeGreaterThanOrEqual(389);
    await page.screenshot({ path: `${SHOTS}/touch-390-letters.png` });

    // the passage starts with a: a tap in the indent left of its cap types it
    expect(textOf(place)[0]).toBe('a');
    expect(await page.locator('[data-testid="touch-key"][data-next]').getAttribute('data-key')).toBe('a');
    await page.touchscreen.tap(a.x + 4, a.y + a.height / 2);
    await expect.poll(() => page.locator('[data-testid="touch-key"][data-next]').getAttribute('data-key')).toBe(textOf(place)[1]);
    // a tap on the seam between two caps presses one of them (h, a wrong key here: the accuracy drops)
    const h = await box('h');
    await page.touchscreen.tap(h.x + 1, h.y + h.height / 2);
    await expect.poll(() => page.getByTestId('hud-accuracy').textContent()).not.toBe('100');
    expect(pageErrors(page)).toEqual([]);
  }, within(120_000));

  it('the number pad fills the width on a phone, with tall keys', async () => {
    const page = await t.newPage({ width: 390, height: 844, touch: true });
    await signInAs(t, page);
    await openChapter(page, numpadChapter());
    await page.getByTestId('touch-keyboard').waitFor();
    const box = async (id: string) => (await page.locator(`[data-testid="touch-key"][data-key="${id}"]`).boundingBox())!;
    const [seven, eight] = [await box('7'), await box('8')];
    expect(seven.x).toBeLessThanOrEqual(1);
    expect(seven.width).toBeGreaterThanOrEqual(90);
    expect(seven.height).toBeGreaterThanOrEqual(56);
    expect(Math.abs(eight.x - (seven.x + seven.width))).toBeLessThan(1);
    const board = (await page.getByTestId('touch-keyboard').boundingBox())!;
    expect(board.y + board.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: `${SHOTS}/touch-390-numpad.png` });
    expect(pageErrors(page)).toEqual([]);
  });
});
