import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';

/**
 * The machine a test run is on, measured once when vitest loads its config (vitest.config.ts): how
 * fast one core is against the machine the suite's time limits were written on, and how many cores
 * other work leaves free. A school's PC is slower and busier than a developer's; the suite must pass
 * there as it is (issue 38), so:
 * - every time limit a test waits with (a Playwright wait, an `expect.poll`, a test's own timeout)
 *   is multiplied by `timeScale` — a limit is how long a state may take to come, never how fast it
 *   must come; speed is measured by the benches;
 * - the worker count is the free cores plus one (one more than cores: a browser file waits on its
 *   pages much of the time).
 *
 * `TEST_TIME_SCALE` overrides the scale and `TEST_WORKERS` the worker count.
 */
export interface Machine {
  cores: number;
  /** cores left by other work during a short sample (0.5 s of /proc/stat), 0.5 at the least */
  freeCores: number;
  /** how much longer a fixed piece of JavaScript takes here than on the reference machine (≥ 1) */
  slowness: number;
  /** what every time limit is multiplied by (1 to MAX_SCALE) */
  timeScale: number;
  workers: number;
}

/** Best time (ms) of the calibration loop on the machine the limits were written on (2026-11-29, quiet). */
const REFERENCE_MS = 11;
const MAX_SCALE = 8;

function calibrationLoop(): number {
  let x = 0;
  for (let i = 0; i < 1e7; i++) x = (x * 31 + i) | 0;
  return x;
}

/** Best of several runs after a warm-up: the best run is the one another process did not interrupt. */
function slownessOfOneCore(): number {
  let sink = calibrationLoop();
  let best = Infinity;
  for (let i = 0; i < 6; i++) {
    const t = performance.now();
    sink ^= calibrationLoop();
    best = Math.min(best, performance.now() - t);
  }
  if (sink === 0.5) console.log(sink); // keeps the loop from being optimised away
  return Math.max(1, best / REFERENCE_MS);
}

/** [busy, total] jiffies of all cores, from /proc/stat (null where there is none). */
function cpuTimes(): [number, number] | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const f = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (f[3] ?? 0) + (f[4] ?? 0);
    const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
    return [total - idle, total];
  } catch {
    return null;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Cores other processes left idle over a short sample (all of them where /proc/stat is missing). */
function freeCoresNow(cores: number): number {
  const a = cpuTimes();
  sleepSync(500);
  const b = cpuTimes();
  if (!a || !b || b[1] <= a[1]) return cores;
  const busyShare = (b[0] - a[0]) / (b[1] - a[1]);
  return Math.max(0.5, cores * (1 - busyShare));
}

export function measureMachine(env: NodeJS.ProcessEnv = process.env): Machine {
  const cores = availableParallelism();
  const freeCores = freeCoresNow(cores);
  const slowness = slownessOfOneCore();
  const measured = slowness * Math.max(1, cores / freeCores);
  const timeScale = Number(env.TEST_TIME_SCALE) > 0 ? Number(env.TEST_TIME_SCALE) : Math.min(MAX_SCALE, Math.round(measured * 10) / 10);
  const workers = Number(env.TEST_WORKERS) > 0 ? Number(env.TEST_WORKERS) : Math.max(1, Math.round(freeCores)) + 1;
  return { cores, freeCores: Math.round(freeCores * 10) / 10, slowness: Math.round(slowness * 100) / 100, timeScale, workers };
}

/** This run's time scale (vitest.config.ts puts it in the environment every worker inherits). */
export function timeScale(): number {
  const s = Number(process.env.TEST_TIME_SCALE);
  return s > 0 ? s : 1;
}

/** A time limit written for the reference machine, on this one. */
export function within(ms: number): number {
  return Math.round(ms * timeScale());
}
