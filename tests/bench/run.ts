/**
 * `npm run bench`: every benchmark in one chromium run, written to bench/results.json and printed.
 * - keydown → next frame and keydown → paint (Event Timing) p50/p95/p99 for the first free
 *   chapter of typing_text, typing_pinyin, logographic and typing_invoice, at a child's pace
 *   (110–210 ms between keys) and a fast typist's (40–60 ms), beside a bare page, an empty Pixi
 *   canvas of the same size and a one-text Pixi canvas drawn on demand (WebGL, and Canvas 2D as the
 *   chapters draw on software GL), same keys and gaps, in the same browser;
 * - the home page's first load, bytes on the wire;
 * - games' frame times: when tests/bench/games.ts exists (`npm run bench:games`), it is run with
 *   BENCH_GAMES_OUT=<file> and the JSON it writes there is stored under `games`.
 * Figures use src/perf/stats.ts, like the 按键延迟测试 page. Env: BENCH_KEYS (default 300 a row, so a
 * p95 is fifteen keys, not one), BENCH_RUNS (default 3: every row measured again, baselines included,
 * each run a row of its own), BENCH_CPU (DevTools CPU throttling of every page, baselines too: 4 is
 * Lighthouse's mobile CPU, tests/bench/cpuThrottle.ts),
 * BENCH_PACES, BENCH_ENGINES (some engines only), BENCH_GAMES=none (skip the games), BENCH_QS (a query
 * string for the chapters' addresses: `?renderer=webgl` measures the WebGL path on this software-GL machine),
 * BENCH_DETAIL=1 (list each row's keys painted in ≥ 24 ms), BENCH_PIECES (each chapter measured again
 * with one render piece off, `?renderOff=<piece>`: `each` for every piece of engines/core/render/renderPieces.ts,
 * or a list such as `partial,cull`; the rows read "typing_text −cull").
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, platform, release, totalmem } from 'node:os';
import type { Page } from 'playwright-core';
import { pinyin } from 'pinyin-pro';
import { courses } from '../../levels/index';
import type { Chapter, RenderEngineName } from '../../contract/levels';
import { BELOW_FLOOR, summarize, type Summary } from '../../src/perf/stats';
import { startE2E, type E2E } from '../e2e/harness';
import { signInAs } from '../e2e/helpers';
import { homeFirstLoad, type FirstLoad } from './firstLoad';
import { chapterQuery, OFF_RUNS } from './renderOff';
import type { RenderPiece } from '../../engines/core/render/renderPieces';
import { BASELINES, HEIGHT, WIDTH, type Baseline } from './baselinePages';

const KEYS = Number(process.env.BENCH_KEYS ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ALL_ENGINES = ['typing_text', 'typing_pinyin', 'logographic', 'typing_invoice'] as const;
/** BENCH_ENGINES=typing_text,… to measure some engines only (default all) */
const ENGINES = ALL_ENGINES.filter((e) => process.env.BENCH_ENGINES?.split(',').includes(e) ?? true);
const PACES = { child: [110, 210], fast: [40, 60] } as const;
type Pace = keyof typeof PACES;
/** BENCH_PACES=child or fast to run one only (default both) */
const RUN_PACES = (process.env.BENCH_PACES?.split(',') ?? Object.keys(PACES)).filter((p): p is Pace => p in PACES);


/**
 * Before any page script: keydown timestamps (capture phase, first of all listeners), the time of
 * the next animation frame, and Event Timing keydown entries. A string: tsx helpers do not exist in the page.
 */
const INSTRUMENT = `
  window.__keys = []; window.__events = [];
  addEventListener('keydown', function (e) {
    var k = { at: e.timeStamp, frame: NaN, code: e.code };
    window.__keys.push(k);
    requestAnimationFrame(function () { k.frame = performance.now() - k.at; });
  }, { capture: true });
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (x) { if (x.name === 'keydown') window.__events.push({ at: x.startTime, d: x.duration, run: x.processingEnd - x.processingStart }); });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** One key as Playwright presses it: a character to type or a key name to press. */
type Key = { type: string } | { press: string };

const seeded = (seed: number) => () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
const letters = (s: string) =>
  s.normalize('NFD').toLowerCase().replace(/u\u0308/g, 'v').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z]/g, '');
const PAD: Record<string, string> = { '.': 'NumpadDecimal', '/': 'NumpadDivide', '*': 'NumpadMultiply', '-': 'NumpadSubtract', '+': 'NumpadAdd' };

/** The keys that type a chapter right (logographic: the pinyin letters, without an IME commit). */
function keysOf(chapter: Chapter): Key[] {
  const a = chapter.activity;
  switch (a.render_engine) {
    case 'typing_text':
      return Array.from(a.text, (ch) => (ch === '\n' ? { press: 'Enter' } : { type: ch }));
    case 'typing_pinyin':
      return a.items.flatMap((it) => Array.from(it.pinyin.split(/\s+/).map(letters).join(''), (ch) => ({ press: `Key${ch.toUpperCase()}` })));
    case 'logographic':
      return Array.from(letters(pinyin(a.text.replace(/\s/g, ''), { toneType: 'none', separator: '' })), (ch) => ({ press: `Key${ch.toUpperCase()}` }));
    case 'typing_invoice':
      return a.invoices.flatMap((inv) => inv.fields.flatMap((f) => [...Array.from(f.value, (ch) => ({ press: /[0-9]/.test(ch) ? `Numpad${ch}` : PAD[ch] })), { press: 'NumpadEnter' }]));
    default:
      return [];
  }
}

function firstFreeChapter(engine: RenderEngineName) {
  for (const course of courses)
    for (const section of course.sections.filter((s) => !s.vip))
      for (const lesson of section.lessons)
        for (const chapter of lesson.chapters)
          if (chapter.activity.render_engine === engine && keysOf(chapter).length > 0)
            return { path: `/chapter/${section.id}/${lesson.id}/${chapter.id}`, keys: keysOf(chapter), name: chapter.name };
  throw new Error(`no free ${engine} chapter`);
}

interface Row {
  page: string;
  pace: Pace;
  /** which of the BENCH_RUNS runs (1…) */
  run: number;
  keys: number;
  frame: Summary;
  paint: Summary;
}

/** BENCH_DETAIL=1: each row also lists its keys painted in 24 ms or more (which key, its handlers' time, its next frame). */
const DETAIL = process.env.BENCH_DETAIL === '1';

/** keydown → next frame and keydown → paint for the keys measured so far (keys with no entry painted under 16 ms). */
async function figures(page: Page, label: string): Promise<{ frame: number[]; paint: number[] }> {
  await page.waitForFunction(() => (window as unknown as { __keys: { frame: number }[] }).__keys.every((k) => !Number.isNaN(k.frame)), null, { timeout: 30_000 });
  // Event Timing entries arrive after their paint
  await page.waitForTimeout(1200);
  const { keys, events } = await page.evaluate(() => {
    const w = window as unknown as { __keys: { at: number; frame: number; code: string }[]; __events: { at: number; d: number; run: number }[] };
    return { keys: w.__keys, events: w.__events };
  });
  const entries = keys.map((k) => events.find((e) => Math.abs(e.at - k.at) < 1));
  if (DETAIL)
    keys.forEach((k, i) => {
      const e = entries[i];
      if (e && e.d >= 24) console.log(`  ${label}: key #${i} ${k.code}: paint ${e.d} ms, handlers ${e.run.toFixed(1)} ms, next frame ${k.frame.toFixed(1)} ms`);
    });
  return {
    frame: keys.map((k) => k.frame),
    paint: entries.map((e) => e?.d ?? BELOW_FLOOR),
  };
}

async function press(page: Page, key: Key) {
  if ('type' in key) await page.keyboard.type(key.type);
  else await page.keyboard.press(key.press);
}

/** Types `count` keys of `keys` (cycling, 再练一次 when a chapter ends) with the pace's seeded gaps. */
async function typeKeys(page: Page, keys: Key[], count: number, pace: Pace, chapter: boolean) {
  const [lo, hi] = PACES[pace];
  const rnd = seeded(9);
  let i = 0;
  for (let n = 0; n < count; n++) {
    if (chapter && i >= keys.length) {
      i = 0;
      // a finished chapter starts again; one that did not finish (logographic without an IME commit) takes more keys
      const finished = await page
        .getByTestId('result-card')
        .waitFor({ timeout: 5000 })
        .then(() => true)
        .catch(() => false);
      if (finished) {
        await page.getByRole('button', { name: '再练一次' }).click();
        await page.waitForSelector('canvas[data-renderer]');
        await page.waitForTimeout(500);
      }
    }
    await press(page, keys[i++ % keys.length]);
    await page.waitForTimeout(lo + rnd() * (hi - lo));
  }
}

async function measureChapter(t: E2E, engine: (typeof ALL_ENGINES)[number], pace: Pace, off: RenderPiece | null, run: number): Promise<Row> {
  const { path, keys } = firstFreeChapter(engine);
  const page = await t.newPage({ width: WIDTH, height: HEIGHT });
  await page.addInitScript(INSTRUMENT);
  await signInAs(t, page);
  await page.goto(path + chapterQuery(off));
  await page.waitForSelector('canvas[data-renderer]');
  await page.waitForTimeout(800);
  await page.evaluate(() => ((window as unknown as { __keys: unknown[] }).__keys.length = 0));
  await typeKeys(page, keys, KEYS, pace, true);
  const f = await figures(page, `${engine}, ${pace}`);
  await page.context().close();
  return { page: off ? `${engine} −${off}` : engine, pace, run, keys: f.frame.length, frame: summarize(f.frame), paint: summarize(f.paint) };
}


async function measureBaseline(t: E2E, which: Baseline, pace: Pace, run: number): Promise<Row> {
  const page = await t.newPage({ width: WIDTH, height: HEIGHT });
  await page.addInitScript(INSTRUMENT);
  // same origin as the chapters, so the init script and Event Timing behave the same
  await page.route(`${t.baseUrl}/__baseline`, (r) => r.fulfill({ contentType: 'text/html', body: BASELINES[which] }));
  await page.route(`${t.baseUrl}/__pixi.mjs`, (r) => r.fulfill({ contentType: 'text/javascript', path: 'node_modules/pixi.js/dist/pixi.min.mjs' }));
  await page.goto('/__baseline');
  if (which !== 'bare page') await page.waitForSelector('canvas[data-renderer]');
  await page.waitForTimeout(500);
  const keys = firstFreeChapter('typing_text').keys;
  await typeKeys(page, keys, KEYS, pace, false);
  const f = await figures(page, `${which}, ${pace}`);
  await page.context().close();
  return { page: which, pace, run, keys: f.frame.length, frame: summarize(f.frame), paint: summarize(f.paint) };
}

/** The optional games bench (another issue): run it if it exists and keep what it wrote. */
function gamesBench(): unknown {
  if (!existsSync('tests/bench/games.ts') || process.env.BENCH_GAMES === 'none') return null;
  const out = 'bench/.games.json';
  rmSync(out, { force: true });
  execFileSync('npx', ['tsx', 'tests/bench/games.ts'], { stdio: 'inherit', env: { ...process.env, BENCH_GAMES_OUT: out } });
  const games: unknown = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  rmSync(out, { force: true });
  return games;
}

const ms = (v: number) => (Number.isFinite(v) ? +v.toFixed(1) : null);
const triple = (s: Summary) => `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)}`;

async function main() {
  // BENCH_CLIENT_DIR: another build (a copy of an older dist-test) to compare back to back
  const t = await startE2E({ clientDir: process.env.BENCH_CLIENT_DIR });
  const rows: Row[] = [];
  let firstLoad: FirstLoad;
  let browser: string;
  let renderer: string;
  try {
    browser = t.browser.version();
    const probe = await t.newPage();
    await probe.goto('/__nothing');
    renderer = await probe.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return gl ? String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)) : 'no WebGL2';
    });
    await probe.context().close();
    // closed after: the home page's animations kept its renderer drawing through every row that followed
    // (at BENCH_CPU=4 about half a core, taken from the pages measured)
    const home = await t.newPage();
    firstLoad = await homeFirstLoad(home);
    await home.context().close();
    for (let run = 1; run <= RUNS; run++)
      for (const pace of RUN_PACES) {
        for (const which of Object.keys(BASELINES) as Baseline[]) {
          rows.push(await measureBaseline(t, which, pace, run));
          console.log(`run ${run}: ${which}, ${pace}: next frame ${triple(rows[rows.length - 1].frame)}, paint ${triple(rows[rows.length - 1].paint)}`);
        }
        for (const engine of ENGINES)
          for (const off of OFF_RUNS) {
            const name = off ? `${engine} −${off}` : engine;
            try {
              rows.push(await measureChapter(t, engine, pace, off, run));
              console.log(`run ${run}: ${name}, ${pace}: next frame ${triple(rows[rows.length - 1].frame)}, paint ${triple(rows[rows.length - 1].paint)}`);
            } catch (e) {
              // one engine failing must not lose the others' figures
              console.error(`${name} at a ${pace} pace failed: ${String(e).split('\n')[0]}`);
              const none = summarize([]);
              rows.push({ page: `${name} (failed)`, pace, run, keys: 0, frame: none, paint: none });
            }
          }
      }
  } finally {
    await t.close();
  }
  const games = gamesBench();

  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? '?', memoryGB: Math.round(totalmem() / 2 ** 30), os: `${platform()} ${release()}`, browser, webgl: renderer };
  const results = {
    date: new Date().toISOString(),
    machine,
    settings: { keysPerRow: KEYS, runs: RUNS, cpuThrottle: t.cpuRate, viewport: `${WIDTH}×${HEIGHT}`, paces: PACES, eventTimingFloor: `keys without an Event Timing entry (< 16 ms) count as ${BELOW_FLOOR} ms` },
    latency: rows,
    firstLoad: { jsBytes: firstLoad.js, cssBytes: firstLoad.css, htmlBytes: firstLoad.html, totalBytes: firstLoad.total, jsDecodedBytes: firstLoad.jsDecoded, files: firstLoad.files.length },
    games,
  };
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\n${results.date} · ${machine.cpus} × ${machine.cpu} · ${machine.os} · chromium ${browser} · WebGL: ${renderer}`);
  console.log(`keydown → next frame and keydown → paint (Event Timing), p50 / p95 / p99 ms, ${KEYS} keys per row, ${RUNS} runs, CPU ${t.cpuRate}× slower (BENCH_CPU), ${WIDTH}×${HEIGHT}`);
  console.table(rows.map((r) => ({ run: r.run, page: r.page, pace: r.pace, keys: r.keys, 'keydown→next frame': triple(r.frame), 'event→paint': triple(r.paint) })));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`home first load on the wire: JavaScript ${kb(firstLoad.js)} (${kb(firstLoad.jsDecoded)} decoded), CSS ${kb(firstLoad.css)}, HTML ${kb(firstLoad.html)}, all ${kb(firstLoad.total)} in ${firstLoad.files.length} files`);
  if (games) console.log('games:', JSON.stringify(games));
  console.log('written to bench/results.json');
}

await main();
