import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, pageErrors, type E2E } from '../../../tests/e2e/harness';
import { signInAs } from '../../../tests/e2e/helpers';

/**
 * 青蛙过河 played a few steps on the manual game clock prints no console warning: Pixi's
 * deprecation notices (an old call style) used to show in every child's console.
 */
let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

describe('青蛙过河 in the console', () => {
  it('plays a few steps without a console warning', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    const warnings: string[] = [];
    page.on('console', (m) => {
      // the test machine's own notes, not the game's: Playwright blocks the service worker here, and
      // the software GL driver reports its pixel reads
      if (m.type() !== 'warning' || /^Service Worker registration blocked by Playwright|GL Driver Message/.test(m.text())) return;
      warnings.push(m.text());
    });
    const who = await signInAs(t, page);
    expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
    await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    await page.goto('/games/frog_river-frog1?clock=manual');
    await page.getByTestId('game-begin').click();
    await page.waitForSelector('canvas[data-renderer]');
    await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
    let pressed = 0;
    for (let step = 0; step < 200 && pressed < 6; step++) {
      const next = await page.evaluate(() => {
        window.__gameClock!.step(200);
        return window.__gameNextKey?.() ?? null;
      });
      if (!next) continue;
      // one wrong letter too: the splash is drawn as well
      if (pressed === 2) await page.keyboard.press(next === 'q' ? 'w' : 'q');
      await page.keyboard.press(next);
      pressed++;
    }
    expect(pressed).toBe(6);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(warnings).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
