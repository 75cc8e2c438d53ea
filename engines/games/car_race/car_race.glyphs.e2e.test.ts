import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from '../../../tests/e2e/harness';
import { signInAs } from '../../../tests/e2e/helpers';
import { canvasPicture, differingShare } from '../../../tests/e2e/gamePicture';

/**
 * 赛车's passage draws each character as a sprite of one glyph atlas (core/view/GlyphAtlas.ts)
 * instead of one Pixi `Text` per character, so the whole passage is one batch. The picture must
 * not change: at full quality, on one frozen frame, the screen with the atlas glyphs is compared
 * pixel by pixel with the same frame where each glyph is replaced by a `Text` of its character
 * (same style, resolution, place, tint and scale: how the passage was drawn before). A control
 * hides the glyphs: then the pictures must differ.
 */

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/** In the page: the passage's atlas glyphs shown ('atlas'), replaced by a Text each ('text'), or hidden ('none'). */
async function showGlyphs(page: Page, how: 'atlas' | 'text' | 'none'): Promise<number> {
  return page.evaluate((how) => {
    type Node = { children: Node[]; kit?: unknown; visible: boolean; destroy(): void };
    const app = (window as unknown as { __PIXI_APP__: { stage: Node; render(): void } }).__PIXI_APP__;
    const find = (n: Node): Node | undefined => (n.kit ? n : n.children.map(find).find(Boolean));
    const scene = find(app.stage) as unknown as {
      info: { constructor: new (o: object) => Node & { position: { set(x: number, y: number): void }; scale: { set(x: number, y: number): void }; tint: number } };
      passage: Node & {
        addChild(n: Node): void;
        glyphs: (Node & { texture: unknown; x: number; y: number; tint: number; scale: { x: number; y: number } })[];
        atlas: { style: unknown; resolution: number; frames: Map<string, unknown> };
        __texts?: Node[];
      };
    };
    const { passage } = scene;
    for (const t of passage.__texts ?? []) t.destroy();
    passage.__texts = [];
    const charOf = new Map([...passage.atlas.frames].map(([ch, tex]) => [tex, ch]));
    for (const g of passage.glyphs) {
      g.visible = how === 'atlas';
      if (how !== 'text') continue;
      // the Text this glyph stands for: the class of the scene's own info Text
      const text = new scene.info.constructor({ text: charOf.get(g.texture), style: passage.atlas.style, resolution: passage.atlas.resolution, anchor: 0.5 });
      text.position.set(g.x, g.y);
      text.scale.set(g.scale.x, g.scale.y);
      text.tint = g.tint;
      passage.addChild(text);
      passage.__texts.push(text);
    }
    app.render();
    return passage.glyphs.length;
  }, how);
}

async function openRace(page: Page, levelId: string, n: number) {
  const who = await signInAs(t, page, 'STUDENT', `字模${n}`);
  expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
  await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
  await page.goto(`/games/car_race-${levelId}?clock=manual&quality=high`);
  await page.getByTestId('game-begin').click();
  await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
}

describe('赛车: the passage from one glyph atlas looks as it did with a Text per character', () => {
  for (const [n, level] of ['race1', 'race4'].entries()) {
    it(`${level}: the same picture at full quality, resolution 1`, async () => {
      const page = await t.newPage({ width: 1280, height: 800 });
      const errors = pageErrors(page);
      await openRace(page, level, n);
      const ime = page.getByTestId('game-ime-input');
      // past the countdown, some of the passage typed (its glyphs green, one popping, the next boxed)
      for (let i = 0; i < 40; i++) {
        const next = await page.evaluate(() => {
          window.__gameClock!.step(100);
          return window.__gameNextKey?.() ?? null;
        });
        if (next && i >= 32 && i % 2 === 0) await ime.pressSequentially(next);
      }
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const canvas = page.locator('canvas[data-renderer]');
      expect(await canvas.getAttribute('data-quality')).toBe('high');
      await page.evaluate(() => (window as unknown as { __PIXI_APP__: { ticker: { stop(): void } } }).__PIXI_APP__.ticker.stop());
      expect(await showGlyphs(page, 'atlas')).toBeGreaterThan(4);
      const atlas = await canvasPicture(page);
      await showGlyphs(page, 'text');
      const text = await canvasPicture(page);
      await page.screenshot({ path: `${SCREENSHOTS}/glyph-atlas-car_race-${level}.png` });
      await showGlyphs(page, 'none');
      const none = await canvasPicture(page);
      const same = await differingShare(page, atlas, text);
      const control = await differingShare(page, atlas, none);
      expect(same, 'share of pixels that differ').toBeLessThan(0.0005);
      expect(control, 'without the glyphs the picture must change').toBeGreaterThan(0.002);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
