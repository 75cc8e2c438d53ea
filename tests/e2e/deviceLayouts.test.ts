import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, pageErrors, type E2E } from './harness';
import { signInAs } from './helpers';
import { SHOTS, textOf, textChapter, numpadChapter, legendPx, cursorOf, typeNext, cursorInCanvas, cursorBottom, invoiceValues, longestInvoiceChapter, videoChapter, openChapter } from './deviceKit';
import { within } from '../machine';

/**
 * Issue 15's leftovers, in chromium (devicePass.test.ts has the dialogs and the phone's keys): the
 * invoice form legible on a phone (stacked, scrolling to the field typed); the 横过来更好看 note
 * upright and not sideways, and the sideways layout fitting; and projector mode (全屏 at 1920×1080)
 * with legends, passage (≥ 44 px) and HUD readable from the back of a classroom. Screenshots:
 * tests/e2e/screenshots/device/.
 */

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

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
  }, within(120_000));
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
  }, within(120_000));

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
  }, within(120_000));
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
  }, within(120_000));

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
  }, within(120_000));
});
