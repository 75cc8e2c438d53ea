/**
 * `npm run bench:games`: frame times of every game in the catalog, in chromium, in real time.
 * For each game (GET game/groups → game/courses; nothing is listed by name) a new student opens
 * level 1 on the real clock with `?nextKey=1`, and for BENCH_GAME_MS (default 20 s) of play the
 * bench presses the key the game wants next (window.__gameNextKey) every BENCH_KEY_GAP_MS
 * (default 250 ms: a child's pace). requestAnimationFrame deltas in the page are the frame times:
 * p50/p95/p99 and the share over 16.7 and 33.3 ms, beside an empty Pixi page (an Application
 * with an empty stage, ticker rendering every frame) of the same viewport in the same browser.
 * Also recorded: the game's render quality and canvas resolution as they change (adaptive quality,
 * engines/core/render/qualityGovernor.ts, applied by src/host/quality.ts). Written to bench/games.json (and to $BENCH_GAMES_OUT when
 * tests/bench/run.ts runs it), printed as a table. Env: BENCH_DPR (device scale, default 1),
 * BENCH_GAMES (course ids, comma-separated), BENCH_GAME_MS, BENCH_KEY_GAP_MS, BENCH_PIN=1 (games pinned
 * at full quality, resolution 1; the governor's would-be steps recorded), BENCH_GAMES_JSON (output file),
 * BENCH_CLIENT_DIR (another build's dist-test, for an old-vs-new run), BENCH_CPU (DevTools CPU throttling
 * of every page, the empty Pixi page too: 2 is a school PC's, tests/bench/cpuThrottle.ts).
 * WebGL draw calls and texture uploads a frame are counted in the page: they do not depend on load.
 * Frames are recorded from the press of 开始 (loading the game, warming the stage: what a child sees
 * first) and, apart, from the round's start (`round`): the games' goals at 2× are on the round.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { GameCourseDetail, GameGroup } from '../../contract/game';
import { summarize, type Summary } from '../../src/perf/stats';
import { startE2E, type E2E } from '../e2e/harness';
import { signInAs } from '../e2e/helpers';

const PLAY_MS = Number(process.env.BENCH_GAME_MS ?? 20_000);
const GAP_MS = Number(process.env.BENCH_KEY_GAP_MS ?? 250);
const DPR = Number(process.env.BENCH_DPR ?? 1);
/** BENCH_PIN=1: games pinned at full quality, resolution 1 (?quality=high, test builds): the governor's would-be steps are recorded instead */
const PIN = process.env.BENCH_PIN === '1';
/** BENCH_GAMES=<course id>,<course id> to run only those games (default the whole catalog) */
const ONLY = process.env.BENCH_GAMES?.split(',');
const WIDTH = 1280;
const HEIGHT = 800;

/** rAF deltas while window.__recording; a string: tsx helpers do not exist in the page. */
const FRAMES = `
  window.__frames = []; window.__gl = []; window.__at = []; window.__recording = false;
  var last = 0, draws = 0, uploads = 0;
  for (const C of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
    if (!C) continue;
    for (const m of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const f = C.prototype[m]; if (f) C.prototype[m] = function () { draws++; return f.apply(this, arguments); };
    }
    for (const m of ['texImage2D', 'texSubImage2D']) {
      const f = C.prototype[m]; if (f) C.prototype[m] = function () { uploads++; return f.apply(this, arguments); };
    }
  }
  function loop(ts) {
    if (window.__recording && last) { window.__frames.push(ts - last); window.__gl.push([draws, uploads]); window.__at.push(ts); }
    last = ts; draws = 0; uploads = 0; requestAnimationFrame(loop);
  }
  requestAnimationFrame(loop);
`;

/** An empty Pixi stage filling the viewport; its ticker renders every frame, as Pixi does by default. */
const EMPTY_PIXI = `<!doctype html><meta charset="utf-8"><body style="margin:0;overflow:hidden">
<script type="module">
import { Application } from '/__pixi.mjs';
const app = new Application();
await app.init({ resizeTo: window, background: '#fff8ef', preference: 'webgl', antialias: false, autoDensity: true, resolution: devicePixelRatio });
document.body.appendChild(app.canvas);
app.canvas.dataset.renderer = 'ready';
</script>`;

interface Row {
  game: string;
  courseId: string;
  /** game time played (ms); less than PLAY_MS when the round ended first */
  playedMs: number;
  keys: number;
  /** every frame from the press of 开始 (the page loading the game, the stage warming, the round) */
  frames: Summary;
  over16: number;
  over33: number;
  /** the round's frames only (from its start after the warm-up; the empty page: all) */
  round: Summary;
  roundOver33: number;
  /** [ms since play began, quality, canvas resolution] at the start and at every change */
  quality: [number, string, number][];
  /** WebGL calls a frame (counted in the page, independent of the machine's load): draw calls and texture uploads, mean and p95 */
  gl: { draws: number; drawsP95: number; uploads: number; framesUploading: number };
  /** BENCH_PIN: [ms, step] each time the governor would have stepped (empty: it never would) */
  wouldStep: [number, string][];
  /** the first frames over the governor's 25 ms budget: [ms since play began, frame ms, draw calls, texture uploads] (where the time goes) */
  slowFrames: [number, number, number, number][];
}

async function catalog(t: E2E) {
  const out: { courseId: string; levelId: string; name: string }[] = [];
  for (const g of (await t.api<GameGroup[]>('/game/groups')).data)
    for (const c of (await t.api<GameCourseDetail[]>(`/game/courses/${g.id}`)).data) out.push({ courseId: c.id, levelId: c.levels[0]!.id, name: c.name });
  return out;
}

const share = (xs: number[], over: number) => (xs.length ? +((100 * xs.filter((x) => x > over).length) / xs.length).toFixed(1) : NaN);

/** The canvas's quality and resolution as the game host shows them ('-' before there is one). */
const qualityOf = (page: Page) =>
  page.evaluate((): [string, number, string] => {
    const c = document.querySelector('canvas[data-renderer]') as HTMLCanvasElement | null;
    // backing pixels per CSS pixel: the renderer's resolution, read the same way on any page
    return [c?.dataset.quality ?? '-', c && c.clientWidth ? Math.round((100 * c.width) / c.clientWidth) / 100 : 0, c?.dataset.wouldStep ?? ''];
  });

/** Plays for PLAY_MS of real time, pressing `key()`'s answer every GAP_MS on a fixed schedule; returns frames and qualities. */
async function play(page: Page, key: () => Promise<string | null>, watchOver: boolean, begin: () => Promise<void> = async () => {}) {
  const quality: [number, string, number][] = [];
  const wouldStep: [number, string][] = [];
  await page.evaluate(() => ((window as unknown as { __recording: boolean }).__recording = true));
  const t0 = Date.now();
  // from the press of 开始: a round's first frames (the scene's first textures and shaders) count
  await begin();
  // the round runs from here (a game's __gameNextKey comes with its start, after the warm-up)
  const roundAt = await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames.length);
  const tKeys = Date.now();
  let keys = 0;
  let playedMs = PLAY_MS;
  for (let i = 1; ; i++) {
    const [q, r, would] = await qualityOf(page);
    const prev = quality[quality.length - 1];
    if (!prev || prev[1] !== q || prev[2] !== r) quality.push([Date.now() - t0, q, r]);
    if (would && would !== wouldStep[wouldStep.length - 1]?.[1]) wouldStep.push([Date.now() - t0, would]);
    if (watchOver && (await page.getByTestId('game-over').count())) {
      playedMs = Date.now() - t0;
      break;
    }
    const next = await key();
    if (next) {
      await page.keyboard.press(next === ' ' ? 'Space' : next);
      keys++;
    }
    // a slow page delays the bench's own calls: the schedule is real time, keys may be fewer
    if (Date.now() - t0 >= PLAY_MS) break;
    await page.waitForTimeout(Math.max(0, tKeys + i * GAP_MS - Date.now()));
  }
  const { frames, gl, at } = await page.evaluate(() => {
    const w = window as unknown as { __recording: boolean; __frames: number[]; __gl: [number, number][]; __at: number[] };
    w.__recording = false;
    return { frames: w.__frames, gl: w.__gl, at: w.__at };
  });
  const slowFrames = frames.flatMap((ms, i): [number, number, number, number][] => (ms > 25 ? [[Math.round(at[i] - at[0] + frames[0]), +ms.toFixed(1), gl[i][0], gl[i][1]]] : [])).slice(0, 24);
  return { frames, gl, keys, playedMs, quality, wouldStep, slowFrames, roundAt };
}

const row = (game: string, courseId: string, r: Awaited<ReturnType<typeof play>>): Row => ({
  game,
  courseId,
  playedMs: r.playedMs,
  keys: r.keys,
  frames: summarize(r.frames),
  over16: share(r.frames, 1000 / 60),
  over33: share(r.frames, 1000 / 30),
  round: summarize(r.frames.slice(r.roundAt)),
  roundOver33: share(r.frames.slice(r.roundAt), 1000 / 30),
  quality: r.quality,
  gl: glCounts(r.gl),
  wouldStep: r.wouldStep,
  slowFrames: r.slowFrames,
});

function glCounts(gl: [number, number][]): Row['gl'] {
  const mean = (xs: number[]) => (xs.length ? +(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1) : 0);
  const draws = gl.map(([d]) => d).sort((a, b) => a - b);
  return { draws: mean(draws), drawsP95: draws[Math.floor(0.95 * (draws.length - 1))] ?? 0, uploads: mean(gl.map(([, u]) => u)), framesUploading: share(gl.map(([, u]) => u), 0) };
}

async function emptyPixi(t: E2E): Promise<Row> {
  const page = await t.newPage({ width: WIDTH, height: HEIGHT, deviceScaleFactor: DPR });
  await page.addInitScript(FRAMES);
  await page.route(`${t.baseUrl}/__empty-pixi`, (r) => r.fulfill({ contentType: 'text/html', body: EMPTY_PIXI }));
  await page.route(`${t.baseUrl}/__pixi.mjs`, (r) => r.fulfill({ contentType: 'text/javascript', path: 'node_modules/pixi.js/dist/pixi.min.mjs' }));
  await page.goto('/__empty-pixi');
  await page.waitForSelector('canvas[data-renderer]');
  await page.waitForTimeout(500);
  const r = await play(page, async () => 'a', false);
  await page.context().close();
  return row('empty Pixi page', '-', r);
}

async function game(t: E2E, g: { courseId: string; levelId: string; name: string }, n: number): Promise<Row> {
  const page = await t.newPage({ width: WIDTH, height: HEIGHT, deviceScaleFactor: DPR });
  await page.addInitScript(FRAMES);
  // a new student a game: a round costs 50 points and a day's draw gives 150
  const who = await signInAs(t, page, 'STUDENT', `测速${n}`);
  const draw = await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId);
  if (draw.status !== 200) throw new Error(`drawGamePoint: ${draw.message}`);
  await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
  await page.goto(`/games/${g.courseId}-${g.levelId}?nextKey=1${PIN ? '&quality=high' : ''}`);
  const r = await play(page, () => page.evaluate(() => window.__gameNextKey?.() ?? null), true, async () => {
    await page.getByTestId('game-begin').click();
    await page.waitForSelector('canvas[data-renderer]');
    await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
  });
  await page.context().close();
  return row(g.name, g.courseId, r);
}

const ms = (v: number) => (Number.isFinite(v) ? +v.toFixed(1) : null);
const triple = (s: Summary) => `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)}`;
const qualities = (q: Row['quality']) => q.map(([at, quality, res]) => `${(at / 1000).toFixed(1)}s ${quality}@${res}`).join(' → ');

async function main() {
  // BENCH_CLIENT_DIR: another build (a copy of the old dist-test) to compare back to back
  const t = await startE2E({ clientDir: process.env.BENCH_CLIENT_DIR });
  const rows: Row[] = [];
  let browser: string;
  try {
    browser = t.browser.version();
    const games = (await catalog(t)).filter((g) => !ONLY || ONLY.includes(g.courseId));
    rows.push(await emptyPixi(t));
    console.log(`empty Pixi page: ${triple(rows[0].frames)}`);
    for (const [i, g] of games.entries()) {
      try {
        rows.push(await game(t, g, i));
        const r = rows[rows.length - 1];
        console.log(`${g.name} (${g.courseId}): ${triple(r.frames)} (round ${triple(r.round)}, ${r.roundOver33}% > 33 ms) · ${qualities(r.quality)} · draws ${r.gl.draws}/${r.gl.drawsP95} uploads/frame ${r.gl.uploads} (${r.gl.framesUploading}% of frames) · would step ${JSON.stringify(r.wouldStep)} · slow frames ${JSON.stringify(r.slowFrames.slice(0, 12))}`);
      } catch (e) {
        // one game failing must not lose the others' figures
        console.error(`${g.name} (${g.courseId}) failed: ${String(e).split('\n')[0]}`);
      }
    }
  } finally {
    await t.close();
  }
  const results = {
    date: new Date().toISOString(),
    browser,
    settings: { viewport: `${WIDTH}×${HEIGHT}`, deviceScaleFactor: DPR, playMs: PLAY_MS, keyGapMs: GAP_MS, pinnedHigh: PIN, cpuThrottle: t.cpuRate },
    rows,
  };
  mkdirSync('bench', { recursive: true });
  writeFileSync(process.env.BENCH_GAMES_JSON ?? 'bench/games.json', `${JSON.stringify(results, null, 2)}\n`);
  if (process.env.BENCH_GAMES_OUT) writeFileSync(process.env.BENCH_GAMES_OUT, JSON.stringify(results));

  console.log(`\n${results.date} · chromium ${browser} · CPU ${t.cpuRate}× slower (BENCH_CPU) · ${WIDTH}×${HEIGHT} at ${DPR}× · ${PLAY_MS / 1000} s a game, a key every ${GAP_MS} ms`);
  console.log('frame time (requestAnimationFrame deltas), ms');
  console.table(
    rows.map((r) => ({
      game: r.game,
      'from 开始 p50 / p95 / p99': triple(r.frames),
      '> 33.3 ms %': r.over33,
      'round p50 / p95 / p99': triple(r.round),
      'round > 33.3 ms %': r.roundOver33,
      frames: r.frames.n,
      keys: r.keys,
      quality: qualities(r.quality),
      'draws / p95': `${r.gl.draws} / ${r.gl.drawsP95}`,
      'uploads/frame': r.gl.uploads,
      'would step': r.wouldStep.map(([at, s]) => `${(at / 1000).toFixed(1)}s ${s}`).join(' → ') || (PIN ? 'never' : '-'),
    })),
  );
  console.log(`written to ${process.env.BENCH_GAMES_JSON ?? 'bench/games.json'}`);
}

await main();
