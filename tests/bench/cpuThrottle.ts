/**
 * A school's weak PC on any machine (issue 38): DevTools CPU throttling (`Emulation.setCPUThrottlingRate`,
 * Lighthouse's mobile profile is 4×) on every page a bench opens — the chapters and games and their
 * baselines (the bare page, the empty Pixi page) alike, so a row and its baseline are measured on the
 * same slow CPU. `BENCH_CPU=<rate>` sets it for a run (1, the default, is no throttling); each bench
 * records the rate in its JSON. The browser harness (tests/e2e/harness.ts) applies it to every page
 * it opens, through newPage and newContext alike; tests/unit/benchThrottle.test.ts holds the benches
 * to that door.
 */

/** What this module needs of a Playwright page and context (so a unit test can pass fakes). */
export interface ThrottledPage {
  // `never`: Playwright's takes its own Page, which a fake for the unit test is not
  context(): { newCDPSession(page: never): Promise<{ send(method: string, params?: object): Promise<unknown> }> };
}
export interface ThrottledContext<P extends ThrottledPage> {
  on(event: 'page', fn: (page: P) => void): unknown;
}

/** The run's CPU throttling rate from BENCH_CPU: a number ≥ 1 (1 = none). */
export function benchCpuRate(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.BENCH_CPU;
  if (raw === undefined || raw === '') return 1;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 1 || rate > 20) throw new Error(`BENCH_CPU must be a slowdown rate from 1 to 20 (4 is Lighthouse's mobile CPU), not "${raw}"`);
  return rate;
}

/** Slows one page's main thread by `rate` (DevTools' CPU throttling); nothing at rate 1. */
export async function throttlePage(page: ThrottledPage, rate: number): Promise<void> {
  if (rate === 1) return;
  const session = await page.context().newCDPSession(page as never);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Throttles every page of a context as it opens, popups included; `ready(page)` resolves once a
 * page's throttle is set (newPage awaits it before handing the page over).
 */
export function throttleContext<P extends ThrottledPage>(context: ThrottledContext<P>, rate: number): { ready(page: P): Promise<void> } {
  const pending = new WeakMap<P, Promise<void>>();
  const start = (page: P) => {
    let done = pending.get(page);
    if (!done) {
      done = throttlePage(page, rate);
      pending.set(page, done);
    }
    return done;
  };
  context.on('page', (page) => void start(page).catch(() => {}));
  return { ready: start };
}
