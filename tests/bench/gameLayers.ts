/**
 * What each part of a game's scene costs a frame on this machine's GL (the games' twin of
 * tests/bench/layers.ts): every game of the catalog (or GAME_LAYERS_GAMES) opened at full quality
 * (?quality=high, resolution 1) on the manual clock at 1280×800, played for a few steps so targets are on
 * screen, the host's ticker stopped; then one frame — `app.ticker.update()` (the scene's own per-frame
 * work and the render) + a 1-pixel readPixels (the GPU has really drawn it) — timed, min and median
 * of GAME_LAYERS_N (12), with WebGL draw calls and texture uploads counted, and again with each of the
 * scene's top-level parts hidden in turn. Min of N is the figure that moves least with the machine's
 * load; it is the cost to compare old build vs new (GAME_LAYERS_CLIENT_DIR=<another build's dist-test>).
 *
 *   npm run build:test && npx tsx tests/bench/gameLayers.ts
 *   GAME_LAYERS_GAMES=<course id> GAME_LAYERS_HIDE='scene.passage.card; scene.passage.glyphs' npx tsx tests/bench/gameLayers.ts
 */
import type { GameCourseDetail, GameGroup } from '../../contract/game';
import { startE2E, type E2E } from '../e2e/harness';
import { signInAs } from '../e2e/helpers';

const N = Number(process.env.GAME_LAYERS_N ?? 12);
const ONLY = process.env.GAME_LAYERS_GAMES?.split(',');
const STEPS = Number(process.env.GAME_LAYERS_STEPS ?? 30);
/** more parts to hide, each a JS expression of `scene` giving a node or an array of nodes, `;`-separated (e.g. `scene.passage.card; scene.passage.glyphs`) */
const HIDE = (process.env.GAME_LAYERS_HIDE ?? '').split(';').map((e) => e.trim()).filter(Boolean);

/** WebGL calls counted from before any page script (a string: no compiled helper leaks in). */
const COUNT_GL = `
  window.__glCount = { draws: 0, uploads: 0 };
  for (const C of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
    if (!C) continue;
    for (const m of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const f = C.prototype[m]; if (f) C.prototype[m] = function () { window.__glCount.draws++; return f.apply(this, arguments); };
    }
    for (const m of ['texImage2D', 'texSubImage2D']) {
      const f = C.prototype[m]; if (f) C.prototype[m] = function () { window.__glCount.uploads++; return f.apply(this, arguments); };
    }
  }
`;

/** Runs in the page: frame costs with the host's ticker stopped. */
const MEASURE = `(() => {
  const N = ${N};
  const app = globalThis.__PIXI_APP__;
  const gl = app.renderer.gl, px = new Uint8Array(4), c = window.__glCount;
  app.ticker.stop();
  let now = performance.now();
  const cost = () => {
    const ts = [];
    let draws = 0, uploads = 0;
    for (let i = 0; i < N; i++) {
      c.draws = 0; c.uploads = 0;
      const t = performance.now();
      now += 1000 / 60;
      app.ticker.update(now);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      ts.push(performance.now() - t);
      draws = c.draws; uploads += c.uploads;
    }
    ts.sort((a, b) => a - b);
    return { min: +ts[0].toFixed(1), med: +ts[Math.floor(N / 2)].toFixed(1), draws, uploads };
  };
  const without = (nodes) => {
    const was = nodes.map((n) => n.renderable);
    nodes.forEach((n) => (n.renderable = false));
    const r = cost();
    nodes.forEach((n, i) => (n.renderable = was[i]));
    return r;
  };
  // the scene: the stage's child that holds a SceneKit; parts named by the field that holds them
  const find = (n) => (n.kit ? n : n.children.map(find).find(Boolean));
  const scene = find(app.stage);
  const name = (owner, n, i) => {
    for (const k of Object.keys(owner)) if (owner[k] === n) return k;
    return (n.constructor && n.constructor.name) + '#' + i;
  };
  const render = () => {
    let best = Infinity;
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      app.renderer.render(app.stage);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      best = Math.min(best, performance.now() - t);
    }
    return { min: +best.toFixed(1), med: NaN, draws: c.draws, uploads: 0 };
  };
  const out = { full: cost(), 'render only': render(), 'without scene': without([scene]) };
  const walk = (owner, prefix, depth) => owner.children.forEach((n, i) => {
    if (!n.renderable || !n.visible) return;
    const label = prefix + name(owner, n, i);
    out['without ' + label + ' (' + n.children.length + ')'] = without([n]);
    if (depth > 0 && n.children.length > 0 && n.children.length <= 8) walk(n, label + '.', depth - 1);
  });
  if (scene) walk(scene, '', 1);
  for (const e of ${JSON.stringify(HIDE)}) {
    let nodes;
    try { nodes = new Function('scene', 'return ' + e)(scene); } catch { continue; }
    if (nodes) out['without ' + e] = without([].concat(nodes).filter(Boolean));
  }
  out.full2 = cost();
  app.ticker.start();
  return out;
})()`;

async function catalog(t: E2E) {
  const out: { courseId: string; levelId: string; name: string }[] = [];
  for (const g of (await t.api<GameGroup[]>('/game/groups')).data)
    for (const c of (await t.api<GameCourseDetail[]>(`/game/courses/${g.id}`)).data) out.push({ courseId: c.id, levelId: c.levels[0]!.id, name: c.name });
  return out;
}

async function main() {
  const t = await startE2E({ clientDir: process.env.GAME_LAYERS_CLIENT_DIR });
  try {
    const games = (await catalog(t)).filter((g) => !ONLY || ONLY.includes(g.courseId));
    for (const [n, g] of games.entries()) {
      const page = await t.newPage({ width: 1280, height: 800 });
      await page.addInitScript(COUNT_GL);
      const who = await signInAs(t, page, 'STUDENT', `层${n}`);
      await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId);
      await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
      await page.goto(`/games/${g.courseId}-${g.levelId}?clock=manual&quality=high`);
      await page.getByTestId('game-begin').click();
      await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
      for (let i = 0; i < STEPS; i++) {
        const next = await page.evaluate(() => {
          window.__gameClock!.step(100);
          return window.__gameNextKey?.() ?? null;
        });
        if (next && i % 3 === 0) await page.keyboard.press(next === ' ' ? 'Space' : next);
      }
      await page.waitForTimeout(300);
      const out = (await page.evaluate(MEASURE)) as Record<string, { min: number; med: number; draws: number; uploads: number }>;
      console.log(`\n${g.name} (${g.courseId}): frame ms min / median of ${N}, draw calls, texture uploads in ${N} frames`);
      for (const [k, v] of Object.entries(out)) console.log(`  ${k.padEnd(34)} ${String(v.min).padStart(6)} ${String(v.med).padStart(6)} ${String(v.draws).padStart(4)} ${String(v.uploads).padStart(4)}`);
      await page.context().close();
    }
  } finally {
    await t.close();
  }
}

await main();
