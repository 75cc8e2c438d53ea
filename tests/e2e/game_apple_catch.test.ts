import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { signInAs } from './helpers';

/**
 * 接苹果 in chromium on the manual game clock (?clock=manual): level 1 played to its rank through
 * real key presses on a laptop keyboard (Digit keys and Enter, which the number-pad input maps to
 * the pad), at 1366×768 and 390 px; then a price round and a phone-number round caught half-typed,
 * for the screenshots of the entry box and the apple it matches.
 */

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/** a student with today's 150 game points, the draw offer already seen */
async function studentWithPoints(page: Page, name: string) {
  const who = await signInAs(t, page, 'STUDENT', name);
  expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
  await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
}

async function begin(page: Page, levelId: string, size: string) {
  await page.goto(`/games/apple_catch-${levelId}?clock=manual`);
  await page.getByTestId('game-start').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/apple_catch-${levelId}-start-${size}.png` });
  await page.getByTestId('game-begin').click();
  await page.waitForSelector('canvas[data-renderer]');
  await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
}

/**
 * Steps game time (100 ms at a time, at most 5 s, all inside the page: one round trip) until the
 * game wants a key; returns it, or null when there is none (the round may be over).
 */
const nextKey = (page: Page) =>
  page.evaluate(() => {
    for (let i = 0; i < 50; i++) {
      const key = window.__gameNextKey?.() ?? null;
      if (key) return key;
      window.__gameClock!.step(100);
    }
    return null;
  });

const isOver = (page: Page) => page.evaluate(() => !window.__gameNextKey || !!document.querySelector('[data-testid="game-over"]'));

async function playToTheEnd(page: Page, size: string): Promise<number> {
  let pressed = 0;
  while (pressed < 500) {
    const next = await nextKey(page);
    if (!next) {
      if (await isOver(page)) break;
      continue;
    }
    await page.keyboard.press(next);
    pressed++;
    if (pressed === 9) {
      await page.evaluate(() => new Promise(requestAnimationFrame));
      await page.screenshot({ path: `${SCREENSHOTS}/apple_catch-play-${size}.png` });
    }
  }
  await page.getByTestId('game-over').waitFor();
  return pressed;
}

/** types `chars` characters of the first apple's number, then a picture of the half-typed entry */
async function typeHalf(page: Page, chars: number, shot: string) {
  for (let typed = 0; typed < chars; typed++) {
    const next = await nextKey(page);
    expect(next).toMatch(/^[0-9.]$/);
    await page.keyboard.press(next!);
  }
  await page.evaluate(() => window.__gameClock!.step(600));
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await page.screenshot({ path: shot });
}

describe('接苹果', () => {
  for (const [size, viewport, name] of [
    ['1366', { width: 1366, height: 768 }, '小明'],
    ['390', { width: 390, height: 844 }, '小红'],
  ] as const) {
    it(`plays level 1 to its rank at ${size} px, then shows a half-typed ${size === '1366' ? 'price' : 'phone number'}`, async () => {
      const page = await t.newPage(viewport);
      await studentWithPoints(page, name);
      await begin(page, 'apple1', size);
      const pressed = await playToTheEnd(page, size);
      // a perfect child: every apple is one digit and Enter
      expect(pressed).toBe(32);
      await expect.poll(() => page.getByTestId('over-rank').textContent(), { timeout: 15_000 }).toMatch(/第 \d+ 名/);
      expect(Number(await page.getByTestId('over-score').textContent())).toBe(620);
      await page.getByTestId('game-ranks').waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/apple_catch-end-${size}.png` });

      await begin(page, size === '1366' ? 'apple3' : 'apple4', size);
      await typeHalf(page, size === '1366' ? 3 : 6, `${SCREENSHOTS}/apple_catch-typing-${size}.png`);
      expect(pageErrors(page)).toEqual([]);
    }, 480_000);
  }
});
