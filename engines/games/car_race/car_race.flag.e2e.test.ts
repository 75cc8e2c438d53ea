import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from '../../../tests/e2e/harness';
import { signInAs } from '../../../tests/e2e/helpers';

/**
 * 赛车's finish flag and its 终点 stay in front of the drifting clouds at 1366×768, where the sky
 * is short and the clouds drift at the flag's height. The race is left to run on the manual clock
 * while a cloud crosses the flag; screenshots of the right end of the track for a person to look at.
 */
let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

describe('赛车 at 1366×768', () => {
  it('shows the finish flag and 终点 in front of a cloud crossing them', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    const who = await signInAs(t, page);
    expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
    await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    await page.goto('/games/car_race-race1?clock=manual');
    await page.getByTestId('game-begin').click();
    await page.waitForSelector('canvas[data-renderer]');
    await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
    const canvas = (await page.locator('canvas[data-renderer]').boundingBox())!;
    // the clouds drift slowly: one crosses the flag from about 45 s on at 1366 px (seen on the
    // build before the fix: the cloud hid 终点 at 48 s)
    for (const ms of [44_000, 2000, 2000, 2000, 2000, 2000, 2000]) {
      await page.evaluate((ms) => window.__gameClock!.step(ms), ms);
      if (await page.getByTestId('game-over').count()) break;
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const at = await page.evaluate(() => window.__gameClock!.now());
      await page.screenshot({ path: `${SCREENSHOTS}/game-car_race-flag-${Math.round(at / 1000)}s-1366.png`, clip: { x: canvas.x + canvas.width - 260, y: canvas.y, width: 260, height: canvas.height * 0.6 } });
    }
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
