import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from '../../../tests/e2e/harness';
import { signInAs, stepToNextKey } from '../../../tests/e2e/helpers';

/**
 * 小鱼吐泡泡 in chromium: its card under 字母游戏 on /games (the cover paints the title), the start
 * screen, a round of 第1关 played to its rank at 1366 px on the manual game clock (?clock=manual) —
 * each bubble popped a little after it leaves its fish, with one wrong key — and the start of a
 * round of 第3关 at 390 px. Screenshots of each for a person to look at.
 */

/** game ms a step */
const STEP_MS = 200;
/** game ms a bubble rises before its letter is pressed (it has grown and others are up beside it) */
const WAIT_MS = 1400;
/** the key before which a wrong letter is pressed and the sea photographed */
const SHOT_AT = 6;

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

const stepBy = (page: Page, ms: number) => page.evaluate((d) => (window.__gameClock!.step(d), window.__gameNextKey?.() ?? null), ms);

/** Pops bubbles until the end screen shows, or only `stopAfter` of them; returns how many were popped. */
async function play(page: Page, shot: string, stopAfter = Infinity): Promise<number> {
  let popped = 0;
  for (let ms = 0; ms < 5 * 60_000; ) {
    const { next, stopped, steps } = await stepToNextKey(page, STEP_MS);
    ms += steps * STEP_MS;
    if (stopped) {
      await page.getByTestId('game-over').waitFor();
      return popped;
    }
    if (!next) continue;
    // let it rise first (longer before the photographed key, so more bubbles are up beside it):
    // the bubble the game wants then is the one closest to the surface
    const key = await stepBy(page, popped === SHOT_AT ? WAIT_MS + 2600 : WAIT_MS);
    ms += WAIT_MS;
    if (!key) continue;
    if (popped === SHOT_AT) {
      await page.keyboard.press(key === 'z' ? 'x' : 'z');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await page.screenshot({ path: shot });
    }
    await page.keyboard.press(key);
    popped++;
    if (popped >= stopAfter) return popped;
  }
  throw new Error('the round did not end in 5 minutes of game time');
}

async function begin(page: Page, levelId: string, size: string) {
  await page.goto(`/games/fish_bubble-${levelId}?clock=manual`);
  await page.getByTestId('game-start').waitFor();
  await page.getByText('海底的小鱼吐出一个个泡泡').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/game-fish_bubble-${levelId}-start-${size}.png` });
  await page.getByTestId('game-begin').click();
  await page.waitForSelector('canvas[data-renderer]');
  await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
}

describe('小鱼吐泡泡', () => {
  it('is listed under 字母游戏 and plays 第1关 to its rank at 1366 px and 第3关 at 390 px', async () => {
    const wide = await t.newPage({ width: 1366, height: 768 });
    const who = await signInAs(t, wide, 'STUDENT', '小鱼');
    expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
    await wide.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    await wide.goto('/games');
    const card = wide.getByTestId('game-card-fish_bubble');
    await card.waitFor();
    await card.getByText('字母游戏').waitFor();
    await card.getByRole('link', { name: '玩小鱼吐泡泡' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await wide.screenshot({ path: `${SCREENSHOTS}/games-list-fish_bubble-1366.png`, fullPage: true });
    await begin(wide, 'fish1', '1366');
    expect(await play(wide, `${SCREENSHOTS}/game-fish_bubble-fish1-play-1366.png`)).toBeGreaterThan(15);
    await expect.poll(() => wide.getByTestId('over-rank').textContent(), { timeout: within(15_000) }).toMatch(/第 \d+ 名/);
    expect(Number(await wide.getByTestId('over-score').textContent())).toBeGreaterThan(0);
    await wide.screenshot({ path: `${SCREENSHOTS}/game-fish_bubble-fish1-end-1366.png` });
    expect(pageErrors(wide)).toEqual([]);

    const phone = await t.newPage({ width: 390, height: 844 });
    const kid = await signInAs(t, phone, 'STUDENT', '小泡');
    expect((await t.api('/student/point/drawGamePoint', {}, kid.token, kid.roleId)).status).toBe(200);
    await phone.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    await begin(phone, 'fish3', '390');
    expect(await play(phone, `${SCREENSHOTS}/game-fish_bubble-fish3-play-390.png`, SHOT_AT + 1)).toBe(SHOT_AT + 1);
    expect(pageErrors(phone)).toEqual([]);
  }, within(600_000));
});
