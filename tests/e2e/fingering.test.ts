import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NUMPAD_KEYS, STANDARD_KEYS } from '../../engines/core/keyboard';
import { THEMES, THEME_LABELS } from '../../engines/core/types';
import { layoutKeys, panelLayout } from '../../engines/core/view/keyLayout';
import { SCREENSHOTS, pageErrors, startE2E, type E2E } from './harness';
import { within } from '../machine';

let e2e: E2E;
let page: Page;
const caption = () => page.getByTestId('fingering-caption');

/** Clicks the middle of a key on the canvas, found with the same pure layout the views use. */
async function tapKey(board: 'standard' | 'numpad', keyId: string) {
  const canvas = page.locator('canvas[data-renderer]');
  const box = (await canvas.boundingBox())!;
  const keys = board === 'numpad' ? NUMPAD_KEYS : STANDARD_KEYS;
  const { keyboard } = panelLayout(keys, board, box.width, box.height, box.width > 0 && page.viewportSize()!.width > 435);
  const r = layoutKeys(keys, keyboard.width, keyboard.height).keys.get(keyId)!;
  await page.mouse.click(box.x + keyboard.x + r.x + r.width / 2, box.y + keyboard.y + r.y + r.height / 2);
}

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage({ width: 1280, height: 860 });
  await page.goto('/fingering');
  await page.waitForSelector('canvas[data-renderer]');
  // the views lay out on the first frames after the application starts
  await page.waitForTimeout(300);
});

afterAll(async () => {
  await e2e?.close();
});

describe('the keyboard fingering page', () => {
  it('draws with WebGL on a single canvas, even under StrictMode', async () => {
    expect(await page.getAttribute('canvas[data-renderer]', 'data-renderer')).toBe('webgl');
    expect(await page.locator('canvas').count()).toBe(1);
  });

  it('says F is typed with the left index finger when F is pressed', async () => {
    await expect.poll(() => caption().textContent()).toContain('按一下键盘');
    await page.keyboard.press('f');
    await expect.poll(() => caption().textContent()).toContain('「F」用左手食指');
  });

  it('names the Shift of the other hand for a capital letter', async () => {
    await page.keyboard.press('Shift+KeyA');
    await expect.poll(() => caption().textContent()).toMatch(/「A」用左手小指.*右手小指按住 Shift/);
  });

  it('shows the finger of a key tapped on the screen', async () => {
    await tapKey('standard', 'KeyJ');
    await expect.poll(() => caption().textContent()).toContain('「J」用右手食指');
    await tapKey('standard', 'Space');
    await expect.poll(() => caption().textContent()).toContain('大拇指');
  });

  it('on the number pad tab, answers 5 with the right middle finger and ignores letters', async () => {
    await page.getByRole('tab', { name: '数字键盘' }).click();
    await page.waitForTimeout(200);
    await page.keyboard.press('5');
    await expect.poll(() => caption().textContent()).toContain('「5」用右手中指');
    await page.keyboard.press('a');
    await page.keyboard.press('Space');
    await page.waitForTimeout(100);
    expect(await caption().textContent()).toContain('「5」用右手中指');
    await page.keyboard.press('NumpadEnter');
    await expect.poll(() => caption().textContent()).toContain('右手小指');
    await tapKey('numpad', 'Numpad0');
    await expect.poll(() => caption().textContent()).toContain('「0」用右手大拇指');
  });

  it('draws every theme visibly differently', async () => {
    await page.getByRole('tab', { name: '标准键盘' }).click();
    const seen = new Set<string>();
    for (const theme of THEMES) {
      const radio = page.getByRole('radio', { name: THEME_LABELS[theme] });
      await radio.click();
      expect(await radio.getAttribute('aria-checked')).toBe('true');
      await page.keyboard.press('f');
      await page.waitForTimeout(350);
      await page.screenshot({ path: `${SCREENSHOTS}/theme-${theme}.png` });
      // Only the canvas counts: the picker's own highlight must not make two themes look distinct.
      const box = (await page.locator('canvas[data-renderer]').boundingBox())!;
      const canvasShot = await page.screenshot({ clip: box });
      seen.add(createHash('sha1').update(canvasShot).digest('hex'));
    }
    expect(seen.size).toBe(THEMES.length);
  }, within(240_000));

  it('raises no page errors', () => {
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('the fingering page on a phone', () => {
  it('still draws the keyboard, without the hands, on a 400 px wide screen, with legends a child can read in a strip that scrolls', async () => {
    const phone = await e2e.newPage({ width: 400, height: 800 });
    await phone.goto('/fingering');
    await phone.waitForSelector('canvas[data-renderer]');
    await phone.keyboard.press('j');
    await expect.poll(() => phone.getByTestId('fingering-caption').textContent()).toContain('右手食指');
    const box = (await phone.locator('canvas[data-renderer]').boundingBox())!;
    expect(box.height).toBeGreaterThan(150);
    // keys a child can read: legends at 12 px or more, the strip wider than the phone scrolls sideways
    const legend = () => phone.evaluate(() => (globalThis as unknown as { __PIXI_APP__: { stage: { children: { view: { minLegendPx(): number | null } }[] } } }).__PIXI_APP__.stage.children[0]!.view.minLegendPx());
    await expect.poll(legend).toBeGreaterThanOrEqual(12);
    const strip = phone.getByTestId('fingering-scroller');
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await phone.getByText('左右滑动，看整个键盘').waitFor();
    // a key pressed off screen is scrolled into view
    await phone.keyboard.press('Backquote');
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0);
    await phone.screenshot({ path: `${SCREENSHOTS}/fingering-phone.png` });
    expect(pageErrors(phone)).toEqual([]);
  });
});
