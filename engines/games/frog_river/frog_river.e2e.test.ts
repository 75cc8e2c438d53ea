import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from '../../../tests/e2e/harness';
import { signInAs, stepToNextKey } from '../../../tests/e2e/helpers';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { addPoints } from '../../../server/services/points';

/**
 * 青蛙过河 in chromium: the 拼音游戏 group on /games, the start screen, a round of 声母 played to
 * its rank at 1366 px on the manual game clock (?clock=manual) — each step advances game time and
 * presses the letter the game says comes next, with one wrong letter to see the splash — and the
 * start of a round of two-character words at 390 px; a VIP's 经典模式 round with the 提示 and 慢动作
 * props. Screenshots of each for a person to look at.
 */

/** game ms a step (the machine has no timer finer than the keys' times, so a coarse step is fair) */
const STEP_MS = 200;
/** the key before which a wrong letter is pressed and the river photographed */
const SHOT_AT = 7;

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/**
 * Steps game time and presses what the game wants next — once a wrong letter, with a screenshot
 * of its splash — until the end screen shows, or only until `stopAfter` keys. Returns the keys pressed.
 */
async function play(page: Page, shot: string, stopAfter = Infinity): Promise<number> {
  let pressed = 0;
  for (let ms = 0; ms < 10 * 60_000; ) {
    // one round trip a key: the page steps game time STEP_MS at a time until the game wants one
    const { next, stopped, steps } = await stepToNextKey(page, STEP_MS);
    ms += steps * STEP_MS;
    if (stopped) {
      await page.getByTestId('game-over').waitFor();
      return pressed;
    }
    if (!next) continue;
    if (pressed === SHOT_AT) {
      await page.keyboard.press(next === 'q' ? 'w' : 'q');
      await page.evaluate(() => new Promise(requestAnimationFrame));
      await page.screenshot({ path: shot });
    }
    await page.keyboard.press(next);
    pressed++;
    if (pressed >= stopAfter) return pressed;
  }
  throw new Error('the round did not end in 10 minutes of game time');
}

async function begin(page: Page, levelId: string, size: string) {
  await page.goto(`/games/frog_river-${levelId}?clock=manual`);
  await page.getByTestId('game-start').waitFor();
  await page.getByText('ü 要打 v').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/game-frog_river-${levelId}-start-${size}.png` });
  await page.getByTestId('game-begin').click();
  await page.waitForSelector('canvas[data-renderer]');
  await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
}

describe('青蛙过河', () => {
  it('is listed under 拼音游戏 and plays 声母 to its rank at 1366 px and two-character words at 390 px', async () => {
    const wide = await t.newPage({ width: 1366, height: 768 });
    const who = await signInAs(t, wide);
    expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
    await wide.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    await wide.goto('/games');
    await wide.getByTestId('game-card-frog_river').waitFor();
    await wide.getByText('拼音游戏').first().waitFor();
    await wide.screenshot({ path: `${SCREENSHOTS}/games-list-frog_river-1366.png`, fullPage: true });
    await begin(wide, 'frog1', '1366');
    expect(await play(wide, `${SCREENSHOTS}/game-frog_river-frog1-play-1366.png`)).toBeGreaterThan(SHOT_AT);
    await expect.poll(() => wide.getByTestId('over-rank').textContent(), { timeout: within(15_000) }).toMatch(/第 \d+ 名/);
    expect(Number(await wide.getByTestId('over-score').textContent())).toBeGreaterThan(0);
    await wide.screenshot({ path: `${SCREENSHOTS}/game-frog_river-frog1-end-1366.png` });
    expect(pageErrors(wide)).toEqual([]);

    const phone = await t.newPage({ width: 390, height: 844 });
    const kid = await signInAs(t, phone, 'STUDENT', '小红');
    expect((await t.api('/student/point/drawGamePoint', {}, kid.token, kid.roleId)).status).toBe(200);
    await phone.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    // two-character words on a phone: the frog on the first pad, the second half typed (a whole round is the 1366 one)
    await begin(phone, 'frog4', '390');
    expect(await play(phone, `${SCREENSHOTS}/game-frog_river-frog4-play-390.png`, SHOT_AT + 1)).toBe(SHOT_AT + 1);
    expect(pageErrors(phone)).toEqual([]);
  }, within(600_000));

  it('a VIP starts 经典模式, the 提示 prop lights the next syllable up and the HUD shows its key, 慢动作 slows the river', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    const who = await signInAs(t, page, 'STUDENT', '小蛙');
    await addPoints(t.app.db, { roleId: who.roleId, delta: 500, reason: 'test', ref: `gift:${who.roleId}`, day: '2026-11-23' });
    await t.app.db.update(users).set({ vipForever: true, mobile: `138${String(Date.now()).slice(-8)}` }).where(eq(users.id, who.userId));
    await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    await page.goto('/games/frog_river-frog3?clock=manual');
    await page.getByTestId('game-start').waitFor();
    await page.getByRole('radio', { name: /经典模式/ }).click();
    await page.getByTestId('game-begin').click();
    await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
    await page.getByTestId('game-props').waitFor();
    expect(await page.getByTestId('game-time').isVisible()).toBe(false);

    // cross two words, then ask for a hint on the third
    for (let pressed = 0; pressed < 8; ) {
      const key = await page.evaluate((d) => (window.__gameClock!.step(d), window.__gameNextKey?.() ?? null), STEP_MS);
      if (!key) continue;
      await page.keyboard.press(key);
      pressed++;
    }
    let next: string | null = null;
    for (let i = 0; i < 50 && !next; i++) next = await page.evaluate((d) => (window.__gameClock!.step(d), window.__gameNextKey?.() ?? null), STEP_MS);
    await page.getByTestId('game-prop-hint').click();
    await page.getByTestId('game-hint').waitFor();
    expect((await page.getByTestId('game-hint').textContent())?.toLowerCase()).toContain(next!);
    expect(await page.getByTestId('game-prop-hint').isDisabled()).toBe(true);
    await page.getByTestId('game-prop-slow').click();
    await expect.poll(() => page.getByTestId('game-props').getAttribute('data-slowing')).toBe('1');
    await page.evaluate((d) => window.__gameClock!.step(d), STEP_MS);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.screenshot({ path: `${SCREENSHOTS}/game-frog_river-classic-hint-1366.png` });
    expect(pageErrors(page)).toEqual([]);
  }, within(240_000));
});
