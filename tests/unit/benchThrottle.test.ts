import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchCpuRate, throttleContext, type ThrottledPage } from '../bench/cpuThrottle';

/**
 * Issue 38: a bench's weak PC (BENCH_CPU) slows every page of its run — the measured chapters and games
 * and the baselines they are compared with — or the comparison means nothing.
 */

type Sent = { page: number; method: string; params?: object };

/** A stand-in for a Playwright context: pages open by newPage or as popups, each with a CDP session that records what it is sent. */
function fakeContext() {
  const sent: Sent[] = [];
  const listeners: ((p: FakePage) => void)[] = [];
  let next = 0;
  type FakePage = ThrottledPage & { id: number };
  const context = {
    newCDPSession: async (page: ThrottledPage) => ({ send: async (method: string, params?: object) => void sent.push({ page: (page as FakePage).id, method, params }) }),
    on: (_: 'page', fn: (p: FakePage) => void) => void listeners.push(fn),
    /** a page opens (newPage or a popup): Playwright emits 'page' for both */
    open(): FakePage {
      const page: FakePage = { id: next++, context: () => context };
      for (const fn of listeners) fn(page);
      return page;
    },
  };
  return { context, sent };
}

describe('the benches slow every page of a run alike (BENCH_CPU)', () => {
  it('throttles each page a context opens, by newPage or as a popup, once, before newPage hands it over', async () => {
    const { context, sent } = fakeContext();
    const { ready } = throttleContext(context, 4);
    const a = context.open();
    await ready(a);
    const popup = context.open();
    const b = context.open();
    await ready(b);
    await ready(popup);
    await ready(a);
    expect(sent).toEqual([0, 1, 2].map((page) => ({ page, method: 'Emulation.setCPUThrottlingRate', params: { rate: 4 } })));
  });

  it('sends nothing at rate 1 (no throttling)', async () => {
    const { context, sent } = fakeContext();
    const { ready } = throttleContext(context, 1);
    await ready(context.open());
    expect(sent).toEqual([]);
  });

  it('reads BENCH_CPU as a rate from 1 to 20, 1 when unset, and refuses anything else', () => {
    expect(benchCpuRate({})).toBe(1);
    expect(benchCpuRate({ BENCH_CPU: '4' })).toBe(4);
    expect(benchCpuRate({ BENCH_CPU: '2.5' })).toBe(2.5);
    for (const bad of ['0', '0.5', 'x', '50']) expect(() => benchCpuRate({ BENCH_CPU: bad })).toThrow(/BENCH_CPU/);
  });

  it('every page of every bench comes from the harness, whose contexts are all throttled', () => {
    const harness = readFileSync('tests/e2e/harness.ts', 'utf8');
    // each context the harness makes goes through throttled(): newPage's and newContext's
    expect(harness.match(/browser\.newContext\(/g)?.length).toBe(harness.match(/throttled\(await browser\.newContext\(/g)?.length);
    expect(harness).toMatch(/cpuRate = opts\.cpuRate \?\? \(process\.env\.VITEST \? 1 : benchCpuRate\(\)\)/);
    const benches = readdirSync('tests/bench').filter((f) => f.endsWith('.ts'));
    const pageBenches = benches.filter((f) => /\bnewPage\(|\bnewContext\(/.test(readFileSync(`tests/bench/${f}`, 'utf8')));
    expect(pageBenches.length).toBeGreaterThanOrEqual(5);
    for (const f of benches) {
      const src = readFileSync(`tests/bench/${f}`, 'utf8');
      // a browser or context of its own would escape the throttle
      expect({ f, own: /chromium\.(launch|connect)|browser\.newContext\(/.test(src) }).toEqual({ f, own: false });
      if (pageBenches.includes(f)) expect({ f, harness: /startE2E\(/.test(src) }).toEqual({ f, harness: true });
    }
  });
});
