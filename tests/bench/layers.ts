/**
 * What each layer of a chapter's stage costs to draw on this machine's GL (docs/RENDERING.md,
 * "Measuring"): the first free chapter of each engine at 1280×800 (LAYERS_DPR), a few keys typed, the
 * host's ticker stopped, then `app.renderer.render(stage)` + a 1-pixel readPixels (the GPU has
 * really drawn it), min of LAYERS_N (8), with parts of the stage hidden one at a time. Then the
 * frames the host really draws for keys (the frame loop's own drawing, timed the same way): a full
 * frame vs the partial (scissored) frame a key gets.
 *
 *   npm run build && npx tsx tests/bench/layers.ts      (LAYERS_ENGINES=typing_text,typing_pinyin,…,
 *                                                        LAYERS_CLIENT_DIR=<another build's dist>)
 */
import type { Page } from 'playwright-core';
import { startE2E } from '../e2e/harness';
import { chapterUrl, findChapter, signInAs } from '../e2e/helpers';

const ENGINES = (process.env.LAYERS_ENGINES ?? 'typing_text,typing_pinyin,typing_invoice').split(',');
const DPR = Number(process.env.LAYERS_DPR ?? 1);
const N = Number(process.env.LAYERS_N ?? 8);
const KEYS = Number(process.env.LAYERS_KEYS ?? 12);

const NUMPAD: Record<string, string> = { '.': 'NumpadDecimal', '/': 'NumpadDivide', '*': 'NumpadMultiply', '-': 'NumpadSubtract', '+': 'NumpadAdd', Enter: 'NumpadEnter' };
async function pressFor(page: Page, engine: string, key: string) {
  if (engine === 'typing_invoice') await page.keyboard.press(/^[0-9]$/.test(key) ? `Numpad${key}` : NUMPAD[key]!);
  else if (engine === 'typing_pinyin' || engine === 'logographic') await page.keyboard.press(/^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key);
  else if (key === 'Enter') await page.keyboard.press('Enter');
  else await page.keyboard.type(key);
}

/** Runs in the page: layer costs with the host's ticker stopped. A string, so no compiled helper leaks in. */
const MEASURE = `(() => {
  const N = ${N};
  const app = globalThis.__PIXI_APP__;
  const r = app.renderer, gl = r.gl, px = new Uint8Array(4);
  app.ticker.stop();
  const cost = () => {
    let best = Infinity;
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      r.render(app.stage);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      best = Math.min(best, performance.now() - t);
    }
    return best;
  };
  const without = (nodes) => {
    const was = nodes.map((n) => n.visible);
    nodes.forEach((n) => (n.visible = false));
    const ms = cost();
    nodes.forEach((n, i) => (n.visible = was[i]));
    return ms;
  };
  const stage = app.stage;
  const scene = stage.children[0];
  const panel = stage.children.length > 1 ? stage.children[1] : null;
  const out = { full: cost(), nothing: without([...stage.children]), 'without scene': without([scene]) };
  if (panel && panel.visible) {
    const view = panel.children[0], pointer = panel.children[1];
    const plate = view.children[0];
    // caps have a shadow and a body (and, before the rings got their own layer, a glow first)
    const caps = view.children.filter((c) => c !== plate && c.children.length >= 2 && c.children.length <= 3);
    out['without keyboard+hands'] = without([panel]);
    out['without hands'] = without([pointer]);
    out['without plate'] = without([plate]);
    out['without caps'] = without(caps);
    out['without cap shadows'] = without(caps.map((c) => c.children[c.children.length - 2]));
    out['without cap bodies'] = without(caps.map((c) => c.children[c.children.length - 1]));
  }
  app.ticker.start();
  return out;
})()`;

async function main() {
  // LAYERS_CLIENT_DIR: another build (e.g. the main branch's) to compare in the same conditions
  const t = await startE2E({ clientDir: process.env.LAYERS_CLIENT_DIR });
  try {
    for (const engine of ENGINES) {
      const place = findChapter((p) => !p.section.vip && p.chapter.activity.render_engine === engine);
      const context = await t.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: DPR, locale: 'zh-CN', baseURL: t.baseUrl });
      const page = await context.newPage();
      await signInAs(t, page);
      await page.goto(chapterUrl(place));
      await page.waitForSelector('canvas[data-renderer]');
      await page.waitForFunction(() => (window as any).__engineProbe?.nextKey() != null);
      await page.waitForTimeout(1500);
      // the host's own frames for keys: time each drawn frame (render + readPixels) as the loop draws it
      await page.evaluate(() => {
        const w = window as any;
        const app = w.__PIXI_APP__;
        const gl = app.renderer.gl;
        const px = new Uint8Array(4);
        const render = app.renderer.render.bind(app.renderer);
        w.__frames = [];
        // a partial frame may draw in several scissored passes: one frame is every render call of
        // one task, timed from the first call to the GPU's having drawn the last (readPixels)
        let open: { t0: number; passes: number; cpu: number } | null = null;
        app.renderer.render = (...args: unknown[]) => {
          if (!open) {
            const frame = (open = { t0: performance.now(), passes: 0, cpu: 0 });
            queueMicrotask(() => {
              gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
              w.__frames.push({ ms: performance.now() - frame.t0, cpu: frame.cpu, passes: frame.passes, area: w.__engineProbe.lastDirtyShare?.() ?? 1 });
              open = null;
            });
          }
          open.passes++;
          const t1 = performance.now();
          render(...args);
          open.cpu += performance.now() - t1;
        };
      });
      for (let i = 0; i < KEYS; i++) {
        const key = await page.evaluate(() => (window as any).__engineProbe.nextKey() as string | null);
        if (key === null) break;
        await pressFor(page, engine, key);
        await page.waitForTimeout(250);
      }
      const frames = (await page.evaluate(() => (window as any).__frames)) as { ms: number; cpu: number; passes: number; area: number }[];
      const layers = (await page.evaluate(MEASURE)) as Record<string, number>;
      const sorted = frames.map((f) => f.ms).sort((a, b) => a - b);
      const med = sorted[Math.floor(sorted.length / 2)] ?? NaN;
      const area = frames.map((f) => f.area).sort((a, b) => a - b)[Math.floor(frames.length / 2)] ?? NaN;
      console.log(`\n${engine} (${place.chapter.id}), 1280×800 at ${DPR}×, min of ${N} (ms):`);
      for (const [k, v] of Object.entries(layers)) console.log(`  ${k.padEnd(24)} ${v.toFixed(1)}`);
      console.log(`  frames (ms, of which in render calls): ${frames.map((f) => `${f.ms.toFixed(0)}/${f.cpu.toFixed(0)}`).join(' ')}`);
      console.log(`  key frames drawn by the host: ${frames.length} (${frames.reduce((n, f) => n + f.passes, 0)} passes), median ${med.toFixed(1)} ms, median share of canvas redrawn ${(area * 100).toFixed(0)} %`);
      await context.close();
    }
  } finally {
    await t.close();
  }
}

await main();
