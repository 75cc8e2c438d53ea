import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GameCourseDetail, GameGroup } from '../../contract/game';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { signInAs } from './helpers';
import { GAMES } from '../../engines/registry';
import { differingShare } from './gamePicture';

/**
 * A game's still bottom layers (sky, lawn, track scenery, water) are painted once into a page
 * element behind the transparent canvas and left out of GL (src/host/staticBackdrop.ts). The
 * picture must not change: at full quality (?quality=high) the screen with the layers in the page
 * is compared pixel by pixel with the screen with the same layers drawn in GL, on the same frame
 * (the ticker stopped, the frame rendered by hand). A control hides the page element: then the
 * pictures must differ, so the comparison can see a missing layer.
 */

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/** every registered game; those whose scene names still layers are compared (at least six do) */
const GAME_NAMES = GAMES.map((g) => g.name);
let compared = 0;

async function levelOf(courseId: string): Promise<string> {
  for (const g of (await t.api<GameGroup[]>('/game/groups')).data)
    for (const c of (await t.api<GameCourseDetail[]>(`/game/courses/${g.id}`)).data) if (c.id === courseId) return c.levels[0]!.id;
  throw new Error(`no game ${courseId}`);
}

/** the screen's pixels over the canvas, as RGBA */
async function picture(page: Page, how: 'page' | 'gl' | 'none'): Promise<string> {
  await page.evaluate((how) => {
    const w = window as unknown as { __PIXI_APP__: { render(): void }; __staticBackdrop: (inPage: boolean) => void };
    w.__staticBackdrop(how !== 'gl');
    const el = document.querySelector<HTMLElement>('[data-testid="static-backdrop"]')!;
    if (how === 'none') el.style.visibility = 'hidden';
    else el.style.visibility = '';
    w.__PIXI_APP__.render();
  }, how);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const box = (await page.locator('canvas[data-renderer]').boundingBox())!;
  return (await page.screenshot({ clip: box, scale: 'device' })).toString('base64');
}

describe('games: still layers painted in the page look the same as in GL', () => {
  for (const [n, game] of GAME_NAMES.entries()) {
    it(`${game}: the same picture at full quality, resolution 1 (when it has still layers)`, async () => {
      const page = await t.newPage({ width: 1280, height: 800 });
      const errors = pageErrors(page);
      const who = await signInAs(t, page, 'STUDENT', `静景${n}`);
      expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
      await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
      await page.goto(`/games/${game}-${await levelOf(game)}?clock=manual&quality=high`);
      await page.getByTestId('game-begin').click();
      await page.waitForFunction(() => typeof window.__gameNextKey === 'function' && !!window.__staticBackdrop);
      // some play, so targets, cars or moles are on screen over the backdrop
      for (let i = 0; i < 30; i++) {
        const next = await page.evaluate(() => {
          window.__gameClock!.step(100);
          return window.__gameNextKey?.() ?? null;
        });
        if (next && i % 3 === 0) await page.keyboard.press(next === ' ' ? 'Space' : next);
      }
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const painted = () => document.querySelector<HTMLElement>('[data-testid="static-backdrop"]')?.style.display === 'block';
      if (!(await page.evaluate(painted))) {
        // a game without still layers draws everything in GL: nothing to compare
        expect(errors).toEqual([]);
        await page.context().close();
        return;
      }
      compared += 1;
      const canvas = page.locator('canvas[data-renderer]');
      expect(await canvas.getAttribute('data-quality')).toBe('high');
      expect(await canvas.getAttribute('data-resolution')).toBe('1');
      // one frame, frozen: the ticker stops, each picture is rendered by hand
      await page.evaluate(() => (window as unknown as { __PIXI_APP__: { ticker: { stop(): void } } }).__PIXI_APP__.ticker.stop());
      const inPage = await picture(page, 'page');
      const inGL = await picture(page, 'gl');
      const missing = await picture(page, 'none');
      // the picture as a child sees it (the page element back), to look at
      await picture(page, 'page');
      await page.screenshot({ path: `${SCREENSHOTS}/static-backdrop-${game}.png` });
      const same = await differingShare(page, inPage, inGL);
      const control = await differingShare(page, inPage, missing);
      expect(same, `${game}: share of pixels that differ`).toBeLessThan(0.002);
      // ten times the share allowed to differ (太空大战's still layer is its planet, a band at the bottom: ~5 %)
      expect(control, `${game}: without the page element the picture must change`).toBeGreaterThan(0.02);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('compared the games that paint still layers in the page (打地鼠, 气球, 太空大战, 青蛙过河, 赛车, 接苹果 at least)', () => {
    expect(compared).toBeGreaterThanOrEqual(6);
  });
});
