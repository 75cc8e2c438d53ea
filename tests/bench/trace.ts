/**
 * Where a keystroke's frame spends its time: a Chrome trace (main thread and GPU process) of a new
 * visitor typing the first free chapter of typing_text, typing_pinyin and typing_invoice at a
 * child's pace (110–210 ms between keys, seeded jitter), plus keydown → next frame and
 * event → paint for the same keys, beside a bare page in the same run.
 *
 *   npm run build && npx tsx tests/bench/trace.ts            (TRACE_KEYS=60 by default)
 *
 * Prints a markdown table for docs/RENDERING.md and writes bench/trace-<engine>.json (raw trace).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import { startE2E, type E2E } from '../e2e/harness';
import { chapterUrl, findChapter, signInAs } from '../e2e/helpers';

const KEYS = Number(process.env.TRACE_KEYS ?? 60);
const ENGINES = (process.env.TRACE_ENGINES ?? 'typing_text,typing_pinyin,typing_invoice').split(',');
const DPR = Number(process.env.TRACE_DPR ?? 1);
const SAVE = process.env.TRACE_SAVE === '1';
/** TRACE_OFF=1: latency figures only, without the trace's own overhead */
const OFF = process.env.TRACE_OFF === '1';
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink',
  'cc',
  'gpu',
  'viz',
].join(',');

/** Probes installed before any page script (a string: no compiled helpers leak into the page). */
const PROBES = `
  window.__lat = []; window.__evt = []; window.__keys = 0;
  addEventListener('keydown', function (e) {
    var t0 = e.timeStamp; window.__keys++;
    requestAnimationFrame(function () { window.__lat.push(performance.now() - t0); });
  }, { capture: true });
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (x) { if (x.name === 'keydown') window.__evt.push(x.duration); });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;
const BARE = `<!doctype html><meta charset="utf-8"><body style="font:48px sans-serif"><span id="t">.</span>
<script>let n=0;const t=document.getElementById('t').firstChild;addEventListener('keydown',e=>{t.data=e.key+(++n)});</script>`;

/** TRACE_PACE=fast: a fast typist's 40–60 ms between keys instead of a child's 110–210 */
const [LO, SPAN] = process.env.TRACE_PACE === 'fast' ? [40, 20] : [110, 100];

/** The pace's gaps between keys, the same jitter in every run. */
function gaps(n: number): number[] {
  let s = 12345;
  return Array.from({ length: n }, () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return LO + Math.floor((s / 2147483648) * SPAN);
  });
}

const NUMPAD: Record<string, string> = { '.': 'NumpadDecimal', '/': 'NumpadDivide', '*': 'NumpadMultiply', '-': 'NumpadSubtract', '+': 'NumpadAdd', Enter: 'NumpadEnter' };

async function pressFor(page: Page, engine: string, key: string) {
  if (engine === 'typing_invoice') await page.keyboard.press(/^[0-9]$/.test(key) ? `Numpad${key}` : NUMPAD[key]!);
  else if (engine === 'typing_pinyin') await page.keyboard.press(`Key${key.toUpperCase()}`);
  else if (key === 'Enter') await page.keyboard.press('Enter');
  else await page.keyboard.type(key);
}

interface TraceEvent {
  ph: string;
  name: string;
  cat: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: Record<string, any>;
}

async function traced(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  if (OFF) {
    await run();
    return [];
  }
  await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: CATEGORIES.split(','), recordMode: 'recordAsMuchAsPossible' } });
  await run();
  const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e: { stream?: string }) => resolve(e.stream!)));
  await cdp.send('Tracing.end');
  const handle = await done;
  let text = '';
  for (;;) {
    const chunk = (await cdp.send('IO.read', { handle })) as { data: string; eof: boolean; base64Encoded?: boolean };
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  const parsed = JSON.parse(text) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

const SCRIPT = /^(FunctionCall|EvaluateScript|v8\.|V8\.|TimerFire|FireAnimationFrame|EventDispatch|MinorGC|MajorGC|BlinkGC|RunMicrotasks|FireIdleCallback|XHR|ParseHTML|CompileScript|v8)/;
const RENDER = /^(UpdateLayoutTree|Layout|RecalculateStyles|ScheduleStyleRecalculation|HitTest|PrePaint|IntersectionObserver|UpdateLayerTree|Document::|LocalFrameView::)/;
const PAINT = /^(Paint|PaintImage|Layerize|Commit|UpdateLayer|CompositeLayers|RasterTask|Decode|ProxyMain|LayerTreeHost|cc::|Draw|Swap)/;

/** Self time (ms) of every complete event on a thread, by category, inside [from, to]. */
function selfTimes(events: TraceEvent[], from: number, to: number) {
  const xs = events.filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts <= to).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { end: number; name: string; child: number; dur: number }[] = [];
  let busy = 0;
  /** where the thread waited for the GPU process: the chain of events around each wait */
  const waits = new Map<string, number>();
  const pop = () => {
    const top = stack.pop()!;
    self.set(top.name, (self.get(top.name) ?? 0) + (top.dur - top.child));
  };
  for (const e of xs) {
    while (stack.length && stack.at(-1)!.end <= e.ts) pop();
    if (stack.length) stack.at(-1)!.child += e.dur!;
    else busy += e.dur!;
    if (e.name === 'CommandBufferProxyImpl::WaitForGetOffset') {
      const chain = stack.slice(-4).reverse().map((s) => s.name).join(' < ');
      waits.set(chain, (waits.get(chain) ?? 0) + e.dur!);
    }
    stack.push({ end: e.ts + e.dur!, name: e.name, child: 0, dur: e.dur! });
  }
  while (stack.length) pop();
  const by = { script: 0, render: 0, paint: 0, other: 0 };
  for (const [name, us] of self) {
    const k = SCRIPT.test(name) ? 'script' : RENDER.test(name) ? 'render' : PAINT.test(name) ? 'paint' : 'other';
    by[k] += us / 1000;
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, us]) => `${n} ${(us / 1000).toFixed(0)}`);
  const waitedIn = [...waits].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([chain, us]) => `${(us / 1000).toFixed(0)} ms in ${chain}`);
  return { ...by, busy: busy / 1000, top, waitedIn };
}

function breakdown(events: TraceEvent[], from: number, to: number) {
  const names = new Map<string, string>();
  const procs = new Map<number, string>();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args!.name);
    if (e.ph === 'M' && e.name === 'process_name') procs.set(e.pid, e.args!.name);
  }
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const k = `${e.pid}:${e.tid}`;
    if (!byThread.has(k)) byThread.set(k, []);
    byThread.get(k)!.push(e);
  }
  const threads = (proc: RegExp, thread: RegExp) =>
    [...byThread.keys()].filter((k) => proc.test(procs.get(Number(k.split(':')[0])) ?? '') && thread.test(names.get(k) ?? ''));
  // the renderer main thread that was busiest is the chapter's
  const mains = threads(/Renderer/, /^CrRendererMain$/).map((k) => ({ k, t: selfTimes(byThread.get(k)!, from, to) }));
  const main = mains.sort((a, b) => b.t.busy - a.t.busy)[0]!.t;
  const gpuKeys = threads(/GPU/, /^(CrGpuMain|VizCompositorThread)$/);
  const gpu = gpuKeys.map((k) => ({ name: names.get(k)!, t: selfTimes(byThread.get(k)!, from, to) }));
  const comp = threads(/Renderer/, /^Compositor$/).map((k) => selfTimes(byThread.get(k)!, from, to)).sort((a, b) => b.busy - a.busy)[0];
  return { main, gpu, compositor: comp };
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const f0 = (x: number) => (Number.isFinite(x) ? x.toFixed(x < 10 ? 1 : 0) : '–');

async function probes(page: Page, keys: number) {
  const { lat, evt } = await page.evaluate(() => {
    const w = window as unknown as { __lat: number[]; __evt: number[] };
    return { lat: w.__lat, evt: w.__evt };
  });
  // keys whose event took < 16 ms have no entry: count them as 8 ms
  const paint = [...evt, ...Array(Math.max(0, keys - evt.length)).fill(8)];
  return { frame: [pct(lat, 50), pct(lat, 95)], paint: [pct(paint, 50), pct(paint, 95)] };
}

async function engineRun(t: E2E, engine: string) {
  const place = findChapter((p) => !p.section.vip && p.chapter.activity.render_engine === engine);
  const context = await t.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: DPR, locale: 'zh-CN', baseURL: t.baseUrl });
  const page = await context.newPage();
  await page.addInitScript(PROBES);
  await signInAs(t, page);
  await page.goto(chapterUrl(place));
  await page.waitForSelector('canvas[data-renderer]');
  await page.waitForFunction(() => (window as any).__engineProbe?.nextKey() != null);
  await page.waitForTimeout(2500); // past the start-up frames
  await page.evaluate(() => ((window as any).__lat.length = 0));
  const cdp = await t.browser.newBrowserCDPSession();
  const pace = gaps(KEYS);
  let typed = 0;
  let rendered = 0;
  let from = 0;
  let to = 0;
  const events = await traced(cdp, async () => {
    await page.waitForTimeout(300);
    const r0 = await page.evaluate(() => (window as any).__engineProbe.rendered as number);
    from = (await page.evaluate(() => performance.timeOrigin + performance.now())) * 1000;
    for (; typed < KEYS; typed++) {
      const key = await page.evaluate(() => (window as any).__engineProbe.nextKey() as string | null);
      if (key === null) break;
      await pressFor(page, engine, key);
      await page.waitForTimeout(pace[typed]!);
    }
    to = (await page.evaluate(() => performance.timeOrigin + performance.now())) * 1000;
    rendered = (await page.evaluate(() => (window as any).__engineProbe.rendered as number)) - r0;
  });
  if (SAVE) writeFileSync(`bench/trace-${engine}.json`, JSON.stringify(events));
  // trace timestamps are monotonic microseconds: align the window by the first and last keydown dispatched
  const keyEvents = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown').sort((a, b) => a.ts - b.ts);
  const start = keyEvents[0]?.ts ?? from;
  const end = (keyEvents.at(-1)?.ts ?? to) + 150_000;
  const b = OFF ? { main: selfTimes([], 0, 0), gpu: [], compositor: undefined } : breakdown(events, start, end);
  const lat = await probes(page, typed);
  await context.close();
  return { engine, chapter: place.chapter.id, keys: typed, rendered, seconds: (end - start) / 1e6, ...b, lat };
}

async function bareRun(t: E2E, keys: number) {
  const context = await t.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: DPR, baseURL: t.baseUrl });
  const page = await context.newPage();
  await page.addInitScript(PROBES);
  await page.route(`${t.baseUrl}/__bare`, (route) => route.fulfill({ contentType: 'text/html', body: BARE }));
  await page.goto(`${t.baseUrl}/__bare`);
  await page.waitForTimeout(300);
  const pace = gaps(keys);
  for (let i = 0; i < keys; i++) {
    await page.keyboard.type('abcdefghij'[i % 10]!);
    await page.waitForTimeout(pace[i]!);
  }
  const lat = await probes(page, keys);
  await context.close();
  return lat;
}

async function main() {
  mkdirSync('bench', { recursive: true });
  const t = await startE2E();
  try {
    const runs = [];
    for (const engine of ENGINES) runs.push(await engineRun(t, engine));
    const bare = await bareRun(t, KEYS);
    console.log(`\n${OFF ? 'Untraced' : 'Chrome trace'}, ${KEYS} keys at ${LO}–${LO + SPAN} ms, 1280×800 at ${DPR}×, chromium ${t.browser.version()} (software GL)\n`);
    console.log('| engine | keys | frames drawn | main busy ms/key | script | style+layout | paint+composite | other | GPU process ms/key | compositor ms/key |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of runs) {
      const per = (x: number) => f0(x / r.keys);
      const gpu = r.gpu.reduce((n, g) => n + g.t.busy, 0);
      console.log(
        `| ${r.engine} | ${r.keys} | ${r.rendered} (${f0(r.rendered / r.keys)}/key) | ${per(r.main.busy)} | ${per(r.main.script)} | ${per(r.main.render)} | ${per(r.main.paint)} | ${per(r.main.other)} | ${per(gpu)} | ${per(r.compositor?.busy ?? 0)} |`,
      );
    }
    console.log('\nBusiest self times over the run (ms):');
    for (const r of runs) {
      console.log(`- ${r.engine} main: ${r.main.top.join(', ')}`);
      if (r.main.waitedIn.length) console.log(`- ${r.engine} main waited for the GPU: ${r.main.waitedIn.join('; ')}`);
      for (const g of r.gpu) console.log(`- ${r.engine} GPU ${g.name}: ${g.t.top.join(', ')}`);
    }
    console.log('\n| page | keydown→next frame p50 / p95 ms | event→paint p50 / p95 ms |');
    console.log('|---|---|---|');
    for (const r of runs) console.log(`| ${r.engine} | ${f0(r.lat.frame[0]!)} / ${f0(r.lat.frame[1]!)} | ${f0(r.lat.paint[0]!)} / ${f0(r.lat.paint[1]!)} |`);
    console.log(`| bare page | ${f0(bare.frame[0]!)} / ${f0(bare.frame[1]!)} | ${f0(bare.paint[0]!)} / ${f0(bare.paint[1]!)} |`);
  } finally {
    await t.close();
  }
}

await main();
