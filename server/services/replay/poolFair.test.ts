import { afterAll, describe, expect, it } from 'vitest';
import { ReplayPool, ReplayRefused, type ReplayJob } from './pool';
import { COSTLY_UNITS, replayCost } from './cost';
import type { KeyLogEntry } from '../../../engines/core/keyLog';

/**
 * Issue 39: the pool is fair. Jobs of the spin machine (spinMachine.fixture.ts): 'Spin' holds the
 * thread for its code in ms, 'End' ends the round. A costly job is one whose estimate is past
 * COSTLY_UNITS: here by a long claimed end (ticks), though the round ends at 'End' at once.
 */
const source = { module: new URL('./spinMachine.fixture.ts', import.meta.url).href, exportName: 'spinMachines' };
const job = (owner: string, spinMs: number, o: { costly?: boolean; ticks?: number } = {}): ReplayJob => ({
  source, engine: 'spin', input: { level: {}, seed: 1 }, owner, tickMs: 250,
  endMs: o.costly ? (COSTLY_UNITS + 1) * 250 : (o.ticks ?? 40) * 250,
  log: [[100, String(spinMs), 'Spin'], [200, 'End', 'End']],
});

/** Runs the jobs at once; the order their replays answered in (by name). */
async function order(pool: ReplayPool, jobs: Record<string, ReplayJob>): Promise<string[]> {
  const done: string[] = [];
  await Promise.all(Object.entries(jobs).map(([name, j]) => pool.run(j).then(() => void done.push(name))));
  return done;
}

describe('the fair replay pool', () => {
  const pool = new ReplayPool({ threads: 2, budgetMs: 5_000 });
  afterAll(() => pool.close());

  it("runs an owner's replays one at a time: another owner's goes first on the free thread", async () => {
    await order(pool, { warm1: job('w', 0), warm2: job('v', 0) });
    expect(await order(pool, { a1: job('a', 600), a2: job('a', 0), b: job('b', 0) })).toEqual(['b', 'a1', 'a2']);
  });

  it('keeps a thread for cheap replays: costly ones wait behind them and never hold every thread', async () => {
    expect(await order(pool, { costlyA: job('a', 600, { costly: true }), costlyB: job('b', 0, { costly: true }), cheapC: job('c', 100) })).toEqual(['cheapC', 'costlyA', 'costlyB']);
  });

  it('runs the cheapest waiting replay first', async () => {
    const one = new ReplayPool({ threads: 1, budgetMs: 5_000 });
    await one.run(job('w', 0));
    expect(await order(one, { first: job('x', 300), dear: job('y', 0, { ticks: 4_000 }), cheap: job('z', 0) })).toEqual(['first', 'cheap', 'dear']);
    await one.close();
  });

  it("refuses an owner's replays past two waiting, as 'busy'", async () => {
    const running = pool.run(job('a', 300));
    const waiting = [pool.run(job('a', 0)), pool.run(job('a', 0))];
    const refused = await pool.run(job('a', 0)).catch((e: unknown) => e);
    expect((refused as ReplayRefused).reason).toBe('busy');
    await Promise.all([running, ...waiting]);
  });

  it("refuses a replay whose estimated cost is past the budget before it is queued, as 'cost'", async () => {
    const small = new ReplayPool({ threads: 1, budgetMs: 5_000, costBudget: 100 });
    const log: KeyLogEntry[] = Array.from({ length: 50 }, (_, i) => [i * 100, 'Composition', '错'.repeat(3)]);
    expect(replayCost(log)).toBe(150);
    const refused = await small.run({ ...job('a', 0), log }).catch((e: unknown) => e);
    expect((refused as ReplayRefused).reason).toBe('cost');
    await small.close();
  });
});
