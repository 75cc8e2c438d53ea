import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, within, type E2E } from './harness';
import { chapterUrl, findChapter, signInAs, typePassage } from './helpers';

/**
 * The render path's optional pieces can be turned off from the address (engines/core/render/renderPieces.ts),
 * so `BENCH_PIECES=each npm run bench` measures each with and without; and the private Pixi structures
 * pixiInternals.ts patches exist on a live renderer of each kind (the node tests check the classes).
 */
let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

interface Probe {
  frames(): { full: number; partial: number };
  lastPasses(): { drawn: number; culled: number };
  layersWarmed(): number;
  tintsWarmed(): number;
  asleep(): boolean;
}
const probe = <K extends keyof Probe>(page: Page, k: K) =>
  page.evaluate((key) => (window as unknown as { __engineProbe: Record<string, () => unknown> }).__engineProbe[key]!(), k) as Promise<ReturnType<Probe[K]>>;

const place = findChapter((p) => p.chapter.activity.render_engine === 'typing_text' && !p.section.vip);
const text = place.chapter.activity.render_engine === 'typing_text' ? place.chapter.activity.text : '';

/** Open the chapter with `query`, type all but its last key at a child's pace, and wait until the stage is at rest. */
async function typed(query: string): Promise<Page> {
  // as tests/e2e/chapter.test.ts, which sees tints painted at rest there
  const page = await t.newPage({ width: 1366, height: 900, deviceScaleFactor: 2 });
  await signInAs(t, page);
  await page.goto(chapterUrl(place) + query);
  await page.waitForSelector('canvas[data-renderer]');
  await expect.poll(() => probe(page, 'asleep'), { timeout: within(5000) }).toBe(true);
  await typePassage(page, text.slice(0, -1), 120);
  await expect.poll(() => probe(page, 'asleep'), { timeout: within(5000) }).toBe(true);
  return page;
}

describe('render pieces turned off from the address, for the with/without bench', () => {
  it('draws partially by default, never with ?renderOff=partial,tints (nor paints a tint at rest)', async () => {
    const on = await typed('');
    expect((await probe(on, 'frames')).partial).toBeGreaterThan(0);
    expect((await probe(on, 'lastPasses')).culled).toBeGreaterThan(0);
    await on.context().close();

    const off = await typed('?renderOff=partial,tints');
    expect((await probe(off, 'frames')).partial).toBe(0);
    // tints painted at rest by default: tests/e2e/chapter.test.ts (how many, and when, depends on idle time)
    expect(await probe(off, 'tintsWarmed')).toBe(0);
    await off.context().close();
  });

  it('draws hidden cached layers at rest by default (WebGL, as chapter.test), none with ?renderOff=layers', async () => {
    const on = await typed('?renderer=webgl');
    await expect.poll(() => probe(on, 'layersWarmed'), { timeout: within(5000) }).toBeGreaterThan(0);
    await on.context().close();
    const off = await typed('?renderer=webgl&renderOff=layers');
    // as long as the default took to warm some, and more
    await off.waitForTimeout(1500);
    expect(await probe(off, 'layersWarmed')).toBe(0);
    await off.context().close();
  });

  it('still draws partially but culls nothing with ?renderOff=cull', async () => {
    const page = await typed('?renderOff=cull');
    expect((await probe(page, 'frames')).partial).toBeGreaterThan(0);
    expect((await probe(page, 'lastPasses')).culled).toBe(0);
    await page.context().close();
  });
});

describe("Pixi's private structures on a live renderer (pixiInternals.ts)", () => {
  for (const renderer of ['canvas', 'webgl'] as const) {
    it(`are where the render path reads and patches them on ${renderer}`, async () => {
      const page = await t.newPage({ width: 1280, height: 800 });
      await signInAs(t, page);
      await page.goto(`${chapterUrl(place)}?renderer=${renderer}`);
      await page.waitForSelector(`canvas[data-renderer="${renderer}"]`);
      const found = await page.evaluate(() => {
        // Pixi's private fields, read as the render path reads them: untyped on purpose
        const app = (globalThis as unknown as { __PIXI_APP__: any }).__PIXI_APP__;
        const r = app.renderer;
        const fn = (v: unknown) => typeof v === 'function';
        return {
          startRenderPass: fn(r.renderTarget.adaptor.startRenderPass),
          getGpuRenderTarget: fn(r.renderTarget.getGpuRenderTarget),
          canvasTargetHasContext: r.name === 'canvas' ? !!r.renderTarget.getGpuRenderTarget(r.renderTarget.rootRenderTarget).context : true,
          batchAdaptor: fn(r.renderPipes.batch._adaptor.execute),
          graphicsAdaptor: r.name === 'canvas' ? fn(r.renderPipes.graphics._adaptor.execute) : true,
          resolution: r.name === 'canvas' ? typeof r.canvasContext.activeResolution === 'number' : typeof r.resolution === 'number',
          gl: r.name === 'webgl' ? !!r.gl.getContextAttributes()?.preserveDrawingBuffer : true,
          uid: typeof r.uid === 'number',
          changeLists: typeof app.stage.renderGroup.childrenToUpdate === 'object' && typeof app.stage.renderGroup.childrenRenderablesToUpdate.index === 'number',
          rootIsRoot: r.renderTarget.rootRenderTarget.isRoot === true,
        };
      });
      expect(found).toEqual({
        startRenderPass: true,
        getGpuRenderTarget: true,
        canvasTargetHasContext: true,
        batchAdaptor: true,
        graphicsAdaptor: true,
        resolution: true,
        gl: true,
        uid: true,
        changeLists: true,
        rootIsRoot: true,
      });
      await page.context().close();
    });
  }
});
