/**
 * Key-to-frame latency of a typing_text chapter against a bare page, in the same chromium run.
 * Prints p50/p95/p99 of keydown → next animation frame, Event Timing durations of keydown, and
 * frames over 16.7 ms while typing. Run with `npm run bench:latency` (builds first); BENCH_CPU=4 slows
 * both pages' CPU alike (tests/bench/cpuThrottle.ts).
 */
import type { Page } from 'playwright-core';
import { courses } from '../../levels/index';
import { startE2E } from '../e2e/harness';
import { signInAs } from '../e2e/helpers';

const KEYSTROKES = Number(process.env.BENCH_KEYS ?? 500);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 40);

/**
 * Installed before any page script: measures every keydown to the frame after it, frame
 * intervals, and Event Timing. A string, not a function: tsx's keepNames would inject helpers
 * that do not exist in the page.
 */
const INSTRUMENT = `
  window.__lat = []; window.__frames = []; window.__events = [];
  addEventListener('keydown', function (e) {
    var t0 = e.timeStamp;
    requestAnimationFrame(function () { window.__lat.push(performance.now() - t0); });
  }, { capture: true });
  var last = 0;
  function loop(ts) { if (last) window.__frames.push(ts - last); last = ts; requestAnimationFrame(loop); }
  requestAnimationFrame(loop);
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) { if (entry.name === 'keydown') window.__events.push(entry.duration); });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

const BARE = `<!doctype html><meta charset="utf-8"><body style="font:48px sans-serif"><span id="t">.</span>
<script>let n=0;const t=document.getElementById('t').firstChild;addEventListener('keydown',e=>{t.data=e.key+(++n)});</script>`;

interface Figures {
  lat: number[];
  frames: number[];
  events: number[];
}

async function collect(page: Page): Promise<Figures> {
  return page.evaluate(() => {
    const w = window as unknown as { __lat: number[]; __frames: number[]; __events: number[] };
    return { lat: w.__lat, frames: w.__frames, events: w.__events };
  });
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const row = (name: string, f: Figures) => ({
  page: name,
  keys: f.lat.length,
  'p50 ms': +pct(f.lat, 50).toFixed(2),
  'p95 ms': +pct(f.lat, 95).toFixed(2),
  'p99 ms': +pct(f.lat, 99).toFixed(2),
  'event timing p50 ms': f.events.length ? +pct(f.events, 50).toFixed(1) : '(all < 16)',
  'event timing p99 ms': f.events.length ? +pct(f.events, 99).toFixed(1) : '(all < 16)',
  'frames > 16.7 ms': f.frames.filter((d) => d > 16.7).length,
  frames: f.frames.length,
});

function passage() {
  const course = courses.find((c) => c.id === 'english-text') ?? courses[0];
  for (const section of course.sections.filter((s) => !s.vip))
    for (const lesson of section.lessons)
      for (const chapter of lesson.chapters)
        if (chapter.activity.render_engine === 'typing_text' && chapter.activity.text.length >= 60)
          return { path: `/chapter/${section.id}/${lesson.id}/${chapter.id}`, text: chapter.activity.text };
  throw new Error('no typing_text chapter to bench');
}

async function main() {
  const t = await startE2E();
  try {
    const { path, text } = passage();
    const page = await t.newPage({ width: 1366, height: 900 });
    await page.addInitScript(INSTRUMENT);
    await signInAs(t, page);
    await page.goto(path);
    await page.waitForSelector('canvas[data-renderer]');
    await page.waitForTimeout(500);
    await page.evaluate(() => ((window as unknown as { __lat: number[]; __frames: number[] }).__frames.length = 0));
    let typed = 0;
    while (typed < KEYSTROKES) {
      for (const ch of text) {
        if (typed >= KEYSTROKES) break;
        if (ch === '\n') await page.keyboard.press('Enter');
        else await page.keyboard.type(ch);
        typed++;
        await page.waitForTimeout(GAP_MS);
      }
      if (typed < KEYSTROKES) {
        await page.getByTestId('result-card').waitFor();
        await page.getByRole('button', { name: '再练一次' }).click();
        await page.waitForTimeout(200);
      }
    }
    await page.waitForTimeout(200);
    const ours = await collect(page);
    // closed before the bare page is measured: nothing else runs in the browser meanwhile
    await page.context().close();

    const bare = await t.newPage({ width: 1366, height: 900 });
    await bare.addInitScript(INSTRUMENT);
    // served by the same origin so the init script runs exactly as on the chapter page
    await bare.route(`${t.baseUrl}/__bare`, (route) => route.fulfill({ contentType: 'text/html', body: BARE }));
    await bare.goto(`${t.baseUrl}/__bare`);
    await bare.waitForTimeout(300);
    await bare.evaluate(() => ((window as unknown as { __frames: number[] }).__frames.length = 0));
    for (let i = 0; i < KEYSTROKES; i++) {
      await bare.keyboard.type(text[i % text.length] === '\n' ? ' ' : text[i % text.length]);
      await bare.waitForTimeout(GAP_MS);
    }
    await bare.waitForTimeout(200);
    const base = await collect(bare);

    console.log(`\nkeydown → next animation frame, ${KEYSTROKES} keystrokes, ${GAP_MS} ms apart (chromium, ${process.arch}, CPU ${t.cpuRate}× slower: BENCH_CPU)`);
    console.table([row('typing_text chapter', ours), row('bare page', base)]);
    const ratio = pct(ours.lat, 99) / pct(base.lat, 99);
    console.log(`p99 ratio chapter / bare page: ${ratio.toFixed(2)}× (goal ≤ 1.25×)`);
  } finally {
    await t.close();
  }
}

await main();
