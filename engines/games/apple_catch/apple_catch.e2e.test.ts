import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from '../../../tests/e2e/harness';
import { signInAs } from '../../../tests/e2e/helpers';
import { gameRounds, users } from '../../../server/db/schema';
import { addPoints } from '../../../server/services/points';
import { PROP_CODE, type KeyLogEntry } from '../../core/keyLog';

/**
 * 接苹果 in chromium on the manual game clock (?clock=manual): level 1 played to its rank through
 * real key presses on a laptop keyboard (Digit keys and Enter, which the number-pad input maps to
 * the pad), at 1366×768 and 390 px; then a price round and a phone-number round caught half-typed,
 * for the screenshots of the entry box and the apple it matches. And a VIP's 经典模式 round with
 * the 提示 and 加条命 props.
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
      await expect.poll(() => page.getByTestId('over-rank').textContent(), { timeout: within(15_000) }).toMatch(/第 \d+ 名/);
      expect(Number(await page.getByTestId('over-score').textContent())).toBe(620);
      await page.getByTestId('game-ranks').waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/apple_catch-end-${size}.png` });

      await begin(page, size === '1366' ? 'apple3' : 'apple4', size);
      await typeHalf(page, size === '1366' ? 3 : 6, `${SCREENSHOTS}/apple_catch-typing-${size}.png`);
      expect(pageErrors(page)).toEqual([]);
    }, within(480_000));
  }
});

describe('接苹果 经典模式', () => {
  it('a VIP plays a classic round: 提示 shows the key due and 加条命 adds a life; stored in classic mode', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    const who = await signInAs(t, page, 'STUDENT', '小苹');
    await addPoints(t.app.db, { roleId: who.roleId, delta: 500, reason: 'test', ref: `gift:${who.roleId}`, day: '2026-11-23' });
    // a member with a bound phone (else the bind-phone reminder asks first)
    await t.app.db.update(users).set({ vipForever: true, mobile: `137${String(Date.now()).slice(-8)}` }).where(eq(users.id, who.userId));
    await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    await page.goto('/games/apple_catch-apple1?clock=manual');
    await page.getByTestId('game-start').waitFor();
    await page.getByRole('radio', { name: /经典模式/ }).click();
    await page.getByTestId('game-begin').click();
    await page.waitForSelector('canvas[data-renderer]');
    await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
    await page.getByTestId('game-props').waitFor();
    expect(await page.getByTestId('game-time').isVisible()).toBe(false);
    const lives = Number(await page.getByTestId('game-lives').getAttribute('data-lives'));

    // a good child catches five apples with real key presses
    let caught = 0;
    while (caught < 5) {
      const key = await page.evaluate(() => (window.__gameClock!.step(250), window.__gameNextKey?.() ?? null));
      if (!key) continue;
      await page.keyboard.press(key);
      if (key === 'Enter') caught++;
    }
    let next: string | null = null;
    for (let i = 0; i < 50 && !next; i++) next = await page.evaluate(() => (window.__gameClock!.step(100), window.__gameNextKey?.() ?? null));
    expect(next).toMatch(/^\d$/);

    await page.getByTestId('game-prop-hint').click();
    await page.evaluate(() => window.__gameClock!.step(50));
    await page.getByTestId('game-hint').waitFor();
    expect(await page.getByTestId('game-hint').textContent()).toContain(next!);
    // the first digit typed: the hint moves on to the second, still the key the game wants
    await page.keyboard.press(next!);
    await page.evaluate(() => window.__gameClock!.step(50));
    const second = await page.evaluate(() => window.__gameNextKey?.() ?? null);
    expect(second).toMatch(/^(\d|Enter)$/);
    await expect.poll(() => page.getByTestId('game-hint').textContent()).toContain(second === 'Enter' ? '回车' : second!);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.screenshot({ path: `${SCREENSHOTS}/apple_catch-classic-hint-1366.png` });

    await page.getByTestId('game-prop-life').click();
    await expect.poll(() => page.getByTestId('game-lives').getAttribute('data-lives')).toBe(String(lives + 1));
    for (const prop of ['life', 'hint']) expect(await page.getByTestId(`game-prop-${prop}`).isDisabled()).toBe(true);

    // then the apples fall until the lives are gone
    for (let ms = 0; ms < 5 * 60_000; ms += 500) {
      const over = await page.evaluate(() => (window.__gameClock!.step(500), !!document.querySelector('[data-testid="game-over"]')));
      if (over) break;
    }
    await page.getByTestId('game-over').waitFor();
    await expect.poll(() => page.getByTestId('over-rank').textContent(), { timeout: within(15_000) }).toMatch(/第 1 名/);
    await page.screenshot({ path: `${SCREENSHOTS}/apple_catch-classic-end-1366.png` });
    const rows = await t.app.db.select().from(gameRounds).where(eq(gameRounds.roleId, who.roleId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mode: 'classic' });
    expect((rows[0]!.log as KeyLogEntry[]).filter(([, c]) => c === PROP_CODE).map(([, , p]) => p)).toEqual(['hint', 'life']);
    expect(pageErrors(page)).toEqual([]);
  }, within(300_000));
});
