import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { GameCourseDetail, GameGroup } from '../../contract/game';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { chapterUrl, findChapter, signInAs, smallestChapter, typePassage, type ChapterPlace } from './helpers';

/**
 * Issue 15's leftovers, in chromium: the chapter's result card, the 签到 celebration and the game's
 * end screen behave as the shared dialog does (focus lands inside, Tab stays, Escape closes or goes
 * on, focus comes back); the account pages on a 390×844 phone (one row of tabs); the on-screen
 * keys using a phone's whole width; the invoice form legible on a phone (stacked, scrolling to the
 * field typed); the 横过来更好看 note upright and not sideways, and the sideways layout fitting; and
 * projector mode (全屏 at 1920×1080) with legends, passage (≥ 44 px) and HUD readable from the back
 * of a classroom. A game on a phone: gamePhone.test.ts. Screenshots: tests/e2e/screenshots/device/.
 */

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

const SHOTS = `${SCREENSHOTS}/device`;
mkdirSync(SHOTS, { recursive: true });

const free = (engine: string) => (p: ChapterPlace) => !p.section.vip && p.chapter.lesson_type === 'practice' && p.chapter.activity.render_engine === engine;
const textOf = (p: ChapterPlace) => (p.chapter.activity as { text: string }).text;
const textChapter = () => smallestChapter(free('typing_text'), (p) => textOf(p).length);
const numpadChapter = () => smallestChapter(free('typing_invoice'), () => 0);

interface Cursor {
  x: number;
  y: number;
  width: number;
  height: number;
  glyphPx?: number;
  labelPx?: number;
}
interface Probe {
  keyLegendPx(): number | null;
  cursor(): Cursor | null;
  nextKey(): string | null;
}
const legendPx = (page: Page) => page.evaluate(() => (window as unknown as { __engineProbe: Probe }).__engineProbe.keyLegendPx());
const cursorOf = (page: Page) => page.evaluate(() => (window as unknown as { __engineProbe: Probe }).__engineProbe.cursor());
/** Presses the key the engine waits for, n times (digits and Enter on an invoice). */
async function typeNext(page: Page, n: number) {
  for (let i = 0; i < n; i++) {
    const key = await page.evaluate(() => (window as unknown as { __engineProbe: Probe }).__engineProbe.nextKey());
    await page.keyboard.press(key!);
  }
}
/** Whether a cursor box (stage px: the canvas's own) lies wholly inside the canvas (and so is not cut off). */
async function cursorInCanvas(page: Page, c: Cursor) {
  const canvas = (await page.locator('canvas[data-renderer]').boundingBox())!;
  return c.x >= -1 && c.y >= -1 && c.x + c.width <= canvas.width + 1 && c.y + c.height <= canvas.height + 1;
}
/** The cursor box's bottom on the page (CSS px). */
const cursorBottom = async (page: Page, c: Cursor) => (await page.locator('canvas[data-renderer]').boundingBox())!.y + c.y + c.height;
const invoiceValues = (p: ChapterPlace) => (p.chapter.activity as { invoices: { fields: { value: string }[] }[] }).invoices.flatMap((i) => i.fields.map((f) => f.value));
/** the invoice chapter with the longest value (its digits are squeezed the most) */
const longestInvoiceChapter = () => smallestChapter(free('typing_invoice'), (p) => -Math.max(...invoiceValues(p).map((v) => v.length)));
const videoChapter = () => findChapter((p) => !p.section.vip && p.chapter.activity.render_engine === 'video');

/** Whether the focused element is inside the element matched by selector. */
const focusInside = (page: Page, selector: string) => page.evaluate((s) => !!document.querySelector(s)?.contains(document.activeElement), selector);
/** The focused element's text (its name for a button or link). */
const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim() ?? '');

async function openChapter(page: Page, place: ChapterPlace) {
  await page.goto(chapterUrl(place));
  await page.waitForSelector('canvas[data-renderer]');
}

describe('dialogs with their own look behave as the shared dialog', () => {
  it('the result card: named, focus inside and kept there, Tab moves between its buttons, Escape goes back to the course', async () => {
    const place = textChapter();
    const page = await t.newPage({ width: 1366, height: 768 });
    await signInAs(t, page);
    await openChapter(page, place);
    await typePassage(page, textOf(place), 120);
    const card = page.getByTestId('result-card');
    await card.waitFor();
    await page.getByText(/成绩已保存/).waitFor({ timeout: 15_000 });
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
  }, 120_000);

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
    for (let ms = 0; ms < 30 * 60_000; ms += 500) {
      const over = await page.evaluate(() => {
        window.__gameClock!.step(500);
        return !window.__gameNextKey || !!document.querySelector('[data-testid="game-over"]');
      });
      if (over) break;
    }
    const over = page.getByTestId('game-over');
    await over.waitFor();
    await expect.poll(() => page.getByTestId('over-rank').textContent(), { timeout: 15_000 }).toMatch(/第 \d+ 名/);
    expect(await focusInside(page, '[data-testid="game-over"]')).toBe(true);
    expect(await focusedText(page)).not.toBe('再玩一次');
    expect(await page.getByRole('region', { name: await page.getByTestId('over-headline').textContent() ?? '' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.pathname === '/games');
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);
});

describe('a 390×844 phone', () => {
  it('the account pages keep their tabs on one row of big, equal buttons, nothing sideways', async () => {
    const page = await t.newPage({ width: 390, height: 844, touch: true });
    await signInAs(t, page);
    for (const path of ['/signIn', '/coin', '/report', '/group', '/character']) {
      await page.goto(path);
      const tabs = page.getByRole('navigation', { name: '我的' }).getByRole('link');
      await tabs.first().waitFor();
      await page.waitForLoadState('networkidle');
      const boxes = await Promise.all((await tabs.all()).map(async (l) => (await l.boundingBox())!));
      expect(boxes.length).toBe(4);
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
  }, 120_000);

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
  }, 120_000);

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

describe('the invoice form on a 390×844 phone', () => {
  it('reads at ≥ 14 px (labels and digits), the field being typed stays in view above the number pad as the form scrolls', async () => {
    const page = await t.newPage({ width: 390, height: 844, touch: true });
    await signInAs(t, page);
    for (const place of [numpadChapter(), longestInvoiceChapter()]) {
      await openChapter(page, place);
      await page.getByTestId('touch-keyboard').waitFor();
      const pad = (await page.getByTestId('touch-keyboard').boundingBox())!;
      await expect.poll(() => cursorOf(page)).not.toBeNull();
      const fields = invoiceValues(place).slice(0, 5);
      for (const [i, value] of fields.entries()) {
        const c = (await cursorOf(page))!;
        // the digit being typed and its field's name (第1组, 金额) are read on a phone without squinting
        expect(c.glyphPx).toBeGreaterThanOrEqual(14);
        expect(c.labelPx).toBeGreaterThanOrEqual(14);
        // …and the field is on screen: inside the canvas, above the number pad
        expect(await cursorInCanvas(page, c)).toBe(true);
        expect(await cursorBottom(page, c)).toBeLessThanOrEqual(pad.y);
        if (i === 0) await page.screenshot({ path: `${SHOTS}/invoice-390-${place.chapter.id}.png` });
        await typeNext(page, value.length + 1);
      }
      await page.evaluate(() => new Promise(requestAnimationFrame));
      await page.screenshot({ path: `${SHOTS}/invoice-390-${place.chapter.id}-scrolled.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});

describe('a phone held upright or sideways', () => {
  it('横过来更好看 shows upright where the stage draws a keyboard, goes sideways (where that keyboard is larger), and stays away once dismissed', async () => {
    const page = await t.newPage({ width: 390, height: 844, touch: true });
    await signInAs(t, page);
    await openChapter(page, videoChapter());
    const hint = page.getByTestId('rotate-hint');
    await hint.waitFor();
    expect(await hint.textContent()).toContain('横过来更好看');
    await expect.poll(() => legendPx(page)).not.toBeNull();
    const upright = (await legendPx(page))!;
    // it blocks nothing: the video plays on under it and its buttons still work
    await expect.poll(() => page.getByTestId('video-step').getAttribute('data-step')).not.toBe('0');
    await page.screenshot({ path: `${SHOTS}/rotate-hint-390.png` });

    // turned sideways: the note goes, the page fits the screen and the drawn keyboard is larger than upright
    await page.setViewportSize({ width: 844, height: 390 });
    await hint.waitFor({ state: 'detached' });
    await expect.poll(() => legendPx(page)).toBeGreaterThan(upright * 1.1);
    expect(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([844, 390]);
    await page.screenshot({ path: `${SHOTS}/rotate-sideways-844.png` });

    // upright again: back; 知道了 puts it away, and it stays away on this and other chapters
    await page.setViewportSize({ width: 390, height: 844 });
    await hint.waitFor();
    await page.getByRole('button', { name: '知道了' }).click();
    await hint.waitFor({ state: 'detached' });
    await page.reload();
    await page.waitForSelector('canvas[data-renderer]');
    await page.waitForTimeout(300);
    expect(await hint.count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('no note where upright is the better way (touch keys under the text); sideways the board and the text still fit', async () => {
    const place = textChapter();
    const page = await t.newPage({ width: 390, height: 844, touch: true });
    await signInAs(t, page);
    await openChapter(page, place);
    await page.getByTestId('touch-keyboard').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('rotate-hint').count()).toBe(0);
    await page.setViewportSize({ width: 844, height: 390 });
    // the whole board on screen, nothing to scroll, and the cursor's row of text shown above it
    await expect.poll(async () => {
      const b = (await page.getByTestId('touch-keyboard').boundingBox())!;
      return b.y + b.height;
    }).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(390);
    const c = (await cursorOf(page))!;
    expect(await cursorInCanvas(page, c)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/touch-844-sideways.png` });
    // typing by touch works sideways too
    const a = (await page.locator('[data-testid="touch-key"][data-key="a"]').boundingBox())!;
    await page.touchscreen.tap(a.x + a.width / 2, a.y + a.height / 2);
    await expect.poll(() => page.locator('[data-testid="touch-key"][data-next]').getAttribute('data-key')).toBe(textOf(place)[1]);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});

/** Enters 全屏 with a click (a user gesture) and waits for the drawn keyboard to be laid out in it. */
async function projector(page: Page) {
  await page.getByRole('button', { name: '全屏' }).click();
  await page.waitForFunction(() => document.fullscreenElement !== null);
  await page.getByRole('button', { name: '退出全屏' }).waitFor();
}

const cssPx = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

describe('projector mode (全屏) at 1920×1080', () => {
  it('a typing_text chapter: key legends ≥ 20 px, the passage ≥ 44 px, the HUD big, and dialogs show in full screen', async () => {
    const page = await t.newPage({ width: 1920, height: 1080 });
    await signInAs(t, page);
    await openChapter(page, textChapter());
    await expect.poll(() => legendPx(page)).not.toBeNull();
    const windowed = (await legendPx(page))!;
    const windowedCursor = await cursorOf(page);
    await projector(page);
    // the keyboard grows into the room: every legend and Chinese name at least 20 CSS px
    await expect.poll(() => legendPx(page)).toBeGreaterThanOrEqual(20);
    expect((await legendPx(page))!).toBeGreaterThan(windowed);
    // the passage read from the back of the room: glyphs ≥ 44 px (windowed they are smaller), its row on screen
    const windowedGlyph = windowedCursor!.glyphPx!;
    await expect.poll(async () => (await cursorOf(page))?.glyphPx ?? 0).toBeGreaterThanOrEqual(44);
    expect((await cursorOf(page))!.glyphPx!).toBeGreaterThan(windowedGlyph);
    expect(await cursorInCanvas(page, (await cursorOf(page))!)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
    // the HUD: figures and their labels
    expect(await cssPx(page, '[data-testid="hud-speed"]')).toBeGreaterThanOrEqual(40);
    expect(await page.getByTestId('hud-speed').evaluate((b) => parseFloat(getComputedStyle(b.parentElement!).fontSize))).toBeGreaterThanOrEqual(22);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.screenshot({ path: `${SHOTS}/projector-1920-text.png` });

    // 帮助 in full screen: the dialog is inside the full-screen element, so the class sees it
    await page.getByRole('button', { name: '帮助' }).click();
    const help = page.getByRole('dialog', { name: '怎么练习？' });
    await help.waitFor();
    expect(await help.evaluate((d) => document.fullscreenElement!.contains(d))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/projector-1920-help.png` });
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('a number-pad chapter: legends ≥ 20 px in full screen', async () => {
    const page = await t.newPage({ width: 1920, height: 1080 });
    await signInAs(t, page);
    await openChapter(page, numpadChapter());
    await expect.poll(() => legendPx(page)).not.toBeNull();
    await projector(page);
    await expect.poll(() => legendPx(page)).toBeGreaterThanOrEqual(20);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.screenshot({ path: `${SHOTS}/projector-1920-numpad.png` });
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
