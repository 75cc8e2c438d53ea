import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, pageErrors, type E2E } from './harness';
import { signInAs } from './helpers';
import { SHOTS, legendPx, videoChapter, openChapter } from './deviceKit';
import { within } from '../machine';

/**
 * Issue 40 item 11: a video lesson ("看小手怎么按键") on a phone held upright showed no hands, and its
 * keyboard was drawn at resolution 1 on a 3× screen: blurry, the legends unreadable. Upright on a
 * 390×844 phone at devicePixelRatio 3 the hands show under the keyboard, the canvas is drawn at 2× or
 * more, and the legends are as large as the width allows.
 */
let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

interface Probe {
  hands(): { height: number } | null;
}
const hands = (page: Page) => page.evaluate(() => (window as unknown as { __engineProbe: Probe }).__engineProbe.hands());

describe('a video lesson on a phone held upright', () => {
  it('shows the hands under a sharp keyboard (390×844 at 3×)', async () => {
    const page = await t.newPage({ width: 390, height: 844, touch: true, deviceScaleFactor: 3 });
    await signInAs(t, page);
    await openChapter(page, videoChapter());
    await page.getByRole('button', { name: '知道了' }).click();
    await expect.poll(() => legendPx(page)).not.toBeNull();
    await expect.poll(() => hands(page)).not.toBeNull();
    expect((await hands(page))!.height).toBeGreaterThanOrEqual(40);
    const canvas = page.locator('canvas[data-renderer]');
    await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width / c.getBoundingClientRect().width)).toBeGreaterThanOrEqual(2);
    // one legend a cap, as large as the cap allows: the capital, the digit, 退格 (not three of 7 px)
    expect(await legendPx(page)).toBeGreaterThanOrEqual(10);
    await expect.poll(() => page.getByTestId('video-step').getAttribute('data-step')).not.toBe('0');
    await page.screenshot({ path: `${SHOTS}/video-portrait-390.png` });
    expect(pageErrors(page)).toEqual([]);
  }, within(120_000));
});
