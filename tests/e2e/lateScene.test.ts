import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageErrors, startE2E, type E2E } from './harness';

/**
 * A scene whose module arrives after its canvas made the Pixi renderer still draws and updates
 * (engines/core/render/renderablePipes.ts). The fingering lookup loads its board with the engines'
 * kit (engines/registry.ts loadCoreKit) while <PixiCanvas> initialises; here the kit's chunk is held
 * until the canvas has its renderer, the order that once left the renderer without a text pipe: the
 * key legends were never drawn, and switching boards or leaving the page threw Pixi's
 * "Cannot read properties of undefined (reading 'validateRenderable')".
 */

let e2e: E2E;
beforeAll(async () => (e2e = await startE2E()));
afterAll(() => e2e?.close());

/** Each kind of renderable on the stage, and whether the renderer has its pipe. */
const pipesOfStage = (page: Page) =>
  page.evaluate(() => {
    type Node = { renderPipeId?: string; children: Node[] };
    const app = (window as unknown as { __PIXI_APP__: { stage: Node; renderer: { renderPipes: object } } }).__PIXI_APP__;
    const kinds = new Set<string>();
    const walk = (n: Node) => {
      if (n.renderPipeId) kinds.add(n.renderPipeId);
      n.children.forEach(walk);
    };
    walk(app.stage);
    return Object.fromEntries([...kinds].map((k) => [k, k in app.renderer.renderPipes]));
  });

const go = (page: Page, to: string) =>
  page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);

describe('the fingering lookup with its kit arriving after the canvas', () => {
  it('draws every kind on its stage, switches boards and is left without a page error, three times over', async () => {
    for (let round = 0; round < 3; round++) {
      const page = await e2e.newPage({ width: 1366, height: 768 });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let heldChunks = 0;
      await page.route(/\/assets\/KeyboardPanel-[^/]*\.js$/, async (route) => {
        heldChunks++;
        await held;
        await route.continue();
      });
      await page.goto('/');
      await page.waitForSelector('h1');
      await go(page, '/fingering');
      await page.waitForSelector('canvas[data-renderer]');
      // the kit's chunk is asked for and still held: the renderer was made before it came
      await expect.poll(() => heldChunks).toBe(1);
      release();
      await page.waitForFunction(() => (window as unknown as { __PIXI_APP__?: { stage: { children: unknown[] } } }).__PIXI_APP__?.stage.children.length);
      expect(await pipesOfStage(page)).toEqual({ graphics: true, text: true });

      await page.getByRole('tab', { name: '数字键盘' }).click();
      await page.keyboard.press('5');
      await expect.poll(() => page.getByTestId('fingering-caption').textContent()).toContain('「5」');
      await page.getByRole('tab', { name: '标准键盘' }).click();
      await page.keyboard.press('f');
      await expect.poll(() => page.getByTestId('fingering-caption').textContent()).toContain('「F」');
      // a new size redraws every cap's legends in place: no structure change, each legend validated
      await page.setViewportSize({ width: 1100, height: 760 });
      await page.keyboard.press('j');
      await expect.poll(() => page.getByTestId('fingering-caption').textContent()).toContain('「J」');
      await go(page, '/agreement');
      await page.waitForFunction(() => !document.querySelector('canvas'));
      await page.getByRole('heading').first().waitFor();
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }
  });
});
