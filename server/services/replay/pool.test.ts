import { afterAll, describe, expect, it } from 'vitest';
import { ReplayPool, ReplayRefused, type ReplayJob } from './pool';
import { keyLogBound, MAX_COMMIT_CHARS, maxKeysFor, MAX_KEYS_PER_SECOND } from './bounds';
import type { KeyLogEntry } from '../../../engines/core/keyLog';

const source = { module: new URL('./spinMachine.fixture.ts', import.meta.url).href, exportName: 'spinMachines' };
const job = (keys: [string, string][]): ReplayJob => ({
  source, engine: 'spin', input: { level: {}, seed: 1 }, endMs: 10_000, tickMs: 250,
  log: [...keys.map(([key, code], i) => [100 + i, code, key] as KeyLogEntry), [9_000, 'End', 'End']],
});

describe('the replay pool', () => {
  const pool = new ReplayPool({ threads: 1, budgetMs: 400 });
  afterAll(() => pool.close());

  it('replays on its thread and answers the outcome', async () => {
    expect(await pool.run(job([['a', 'KeyA'], ['b', 'KeyB']]))).toEqual({ score: 2 });
  });

  it('ends a replay that outruns its budget, keeps the event loop free meanwhile, and replays the next one on a new thread', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    const began = Date.now();
    const spun = await pool.run(job([['Spin', '30000']])).catch((e: unknown) => e);
    clearInterval(timer);
    expect(spun).toBeInstanceOf(ReplayRefused);
    expect((spun as ReplayRefused).reason).toBe('overrun');
    expect(Date.now() - began).toBeLessThan(5_000);
    // the main thread kept turning while the replay spun
    expect(ticks).toBeGreaterThan(5);
    expect(await pool.run(job([['a', 'KeyA']]))).toEqual({ score: 1 });
  });

  it('replays on threads warmed ahead (the warm-up does not upset a thread)', async () => {
    const warmed = new ReplayPool({ threads: 1, budgetMs: 2_000 });
    warmed.warm(source);
    expect(await warmed.run(job([['a', 'KeyA']]))).toEqual({ score: 1 });
    await warmed.close();
  });

  it("refuses a log on which the machine throws, as 'machine'", async () => {
    const crashed = await pool.run(job([['Crash', 'KeyC']])).catch((e: unknown) => e);
    expect((crashed as ReplayRefused).reason).toBe('machine');
  });

  it("refuses a replay past the queue's length as 'busy'", async () => {
    const small = new ReplayPool({ threads: 1, budgetMs: 2_000, maxQueue: 1 });
    const first = small.run(job([['Spin', '200']]));
    const second = small.run(job([['a', 'KeyA']]));
    const third = await small.run(job([['a', 'KeyA']])).catch((e: unknown) => e);
    expect((third as ReplayRefused).reason).toBe('busy');
    expect(await first).toEqual({ score: 1 });
    expect(await second).toEqual({ score: 1 });
    await small.close();
  });
});

describe('the bound of a human hand', () => {
  const keys = (n: number, everyMs: number): KeyLogEntry[] => Array.from({ length: n }, (_, i) => [i * everyMs, 'KeyA', 'a']);

  it('passes a child typing 5 keys a second for a minute', () => {
    expect(keyLogBound(keys(300, 200), 60_000, 60_000)).toBeNull();
  });

  it('refuses more keys in one second than a hand can press', () => {
    expect(keyLogBound(keys(MAX_KEYS_PER_SECOND, 33), 60_000)).toBeNull();
    expect(keyLogBound(keys(MAX_KEYS_PER_SECOND + 1, 30), 60_000)).toBe('burst');
  });

  it('refuses an IME commit over 16 characters (issue 39); a sentence the page split into commits at one ms passes', () => {
    const commit = (ms: number, chars: number): KeyLogEntry => [ms, 'Composition', '错'.repeat(chars)];
    expect(keyLogBound([commit(0, MAX_COMMIT_CHARS)], 60_000)).toBeNull();
    expect(keyLogBound([commit(0, MAX_COMMIT_CHARS + 1)], 60_000)).toBe('commit');
    expect(keyLogBound([commit(0, MAX_COMMIT_CHARS), commit(0, MAX_COMMIT_CHARS), commit(0, 8)], 60_000)).toBeNull();
  });

  it("refuses more keys than the level's length allows, whatever duration is claimed", () => {
    // 12,000 keys in 60 s (the attack of issue 25)
    expect(keyLogBound(keys(12_000, 5), 60_000, 60_000)).toBe('total');
    // spread evenly over a claimed 30 minutes, still too many for a 60 s level
    const spread = keys(maxKeysFor(60_000) + 1, 150);
    expect(keyLogBound(spread, 30 * 60_000)).toBeNull();
    expect(keyLogBound(spread, 30 * 60_000, 60_000)).toBe('total');
  });
});

describe('the replay pool, typing sessions', () => {
  const pool = new ReplayPool({ threads: 1, budgetMs: 2_000 });
  afterAll(() => pool.close());
  const activity = { render_engine: 'typing_text', text: 'abcd' } as const;
  const keys: KeyLogEntry[] = [[0, 'KeyA', 'a'], [500, 'KeyB', 'b'], [1_200, 'KeyC', 'c'], [2_500, 'KeyD', 'd']];

  it("replays a chapter engine's key log and answers its figures and the samples asked for", async () => {
    const out = await pool.runChapter({ engine: activity.render_engine, activity, log: keys, sampleEveryMs: 1_000 });
    expect(out.finished).toBe(true);
    expect(out.result!.correct).toBe(4);
    expect(out.samples.map((s) => [s.ms, s.stats.correct])).toEqual([[1_000, 2], [2_000, 3]]);
  });

  it('judges no key after untilMs', async () => {
    const out = await pool.runChapter({ engine: activity.render_engine, activity, log: keys, untilMs: 1_000 });
    expect(out.finished).toBe(false);
    expect(out.stats.correct).toBe(2);
  });

  it('answers the figures after every entry when asked for the steps (a typing test), and none past untilMs', async () => {
    const out = await pool.runChapter({ engine: activity.render_engine, activity, log: keys, untilMs: 1_200, steps: true });
    expect(out.steps!.map(([ms, stats]) => [ms, stats.correct])).toEqual([[0, 1], [500, 2], [1_200, 3]]);
    expect((await pool.runChapter({ engine: activity.render_engine, activity, log: keys })).steps).toBeUndefined();
  });
});
