/**
 * `npm run bench:load`: simulated students (LOAD_STUDENTS, default 200) for LOAD_SECONDS (default
 * 60) against one server process on PGlite, one on PostgreSQL, then two on one PostgreSQL (the
 * students alternate between them, as behind a proxy). Prints req/s, p50/p99, errors and timeouts,
 * and the ratio two processes / one; writes bench/load.json. PostgreSQL: DATABASE_URL, else the
 * local server at 127.0.0.1:5432 if it answers (else those rows are skipped).
 * The bench comes from one address, like a school behind one NAT: RATE_LIMIT_SCALE lifts the
 * per-address limits for it (they are proven by the API tests, not measured here).
 * LOAD_RUNS picks the scenarios (comma-separated: pglite, pg1, pg2; default all three), e.g.
 * `LOAD_RUNS=pglite npm run bench:load` to measure the embedded default alone (a partial run
 * prints its figures but leaves bench/load.json as it was).
 * BENCH_PROFILE picks the load: `saturation` (default; every student sends its next request as soon
 * as the last is answered: the most the server can do) or `realistic` (tests/bench/loadRealistic.ts:
 * LOAD_STUDENTS default 1,000 at a child's pace for LOAD_SECONDS, after arriving over LOAD_RAMP
 * seconds (default 30; the arrivals are reported apart); written to bench/load-realistic.json).
 * REQUEST_TRACE=1 also prints where the requests spent their time inside each server (loadTrace.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { freshDatabase, postgresUrl, startServerProcess, type ServerProcess } from '../api/clusterHelpers';
import { runLoad, type LoadResult } from './loadRun';
import { runRealistic } from './loadRealistic';
import { printTraces, traceEnv } from './loadTrace';
import { postgresCpuMs, processCpuMs } from './procCpu';

const PROFILE = process.env.BENCH_PROFILE === 'realistic' ? 'realistic' : 'saturation';
const STUDENTS = Number(process.env.LOAD_STUDENTS ?? (PROFILE === 'realistic' ? 1000 : 200));
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const RAMP = Number(process.env.LOAD_RAMP ?? 30);
const OUT = PROFILE === 'realistic' ? 'bench/load-realistic.json' : 'bench/load.json';
const ENV = { RATE_LIMIT_SCALE: '100000', NODE_ENV: 'production' };
const RUNS = new Set((process.env.LOAD_RUNS ?? 'pglite,pg1,pg2').split(',').map((r) => r.trim()));

/**
 * CPU time (ms, user + system, all threads) the server processes have used, from /proc; null where
 * there is none. Per request it is the figure that a busy shared machine does not distort: latency
 * there is mostly waiting for a core.
 */
function cpuMs(servers: readonly ServerProcess[]): number | null {
  try {
    return servers.reduce((sum, s) => sum + processCpuMs(s.child.pid!), 0);
  } catch {
    return null;
  }
}

/** CPU time (ms) of the PostgreSQL processes, or null without /proc. */
function postgresCpu(): number | null {
  try {
    return postgresCpuMs();
  } catch {
    return null;
  }
}

/** This bench process's own CPU (ms): the simulated students share the cores with what they measure. */
const benchCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

type Measured = LoadResult & { serverCpuMsPerRequest: number | null; postgresCpuMsPerRequest: number | null; benchCpuMsPerRequest: number; benchLoopDelayMs: { p50: number; p99: number; max: number } };

async function scenario(name: string, start: () => Promise<ServerProcess[]>, cleanup: () => Promise<void> | void): Promise<[string, Measured]> {
  const servers = await start();
  try {
    process.stdout.write(`${name}: ${STUDENTS} students for ${SECONDS} s (${PROFILE})…\n`);
    const urls = servers.map((s) => s.url);
    // warm first (the replay threads compile the games' machines once, the pool opens, the JIT
    // settles), so the CPU time below is the requests' own
    await runLoad(urls, 5, 3);
    const cpu0 = cpuMs(servers);
    const [pg0, bench0] = [postgresCpu(), benchCpuMs()];
    // the bench's own event loop: a late answer may be the bench's, not the server's (it builds each
    // simulated round's key log by replaying the game on this thread)
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const result = PROFILE === 'realistic' ? await runRealistic(urls, STUDENTS, SECONDS, { rampSeconds: RAMP }) : await runLoad(urls, STUDENTS, SECONDS);
    const cpu1 = cpuMs(servers);
    const [pg1, bench1] = [postgresCpu(), benchCpuMs()];
    loop.disable();
    const benchLoopDelayMs = { p50: Math.round(loop.percentile(50) / 1e6), p99: Math.round(loop.percentile(99) / 1e6), max: Math.round(loop.max / 1e6) };
    const all = result.requests + (result.arrival?.requests ?? 0);
    const perRequest = (a: number | null, b: number | null) => (a !== null && b !== null ? Math.round(((b - a) / all) * 100) / 100 : null);
    return [name, { ...result, benchLoopDelayMs, serverCpuMsPerRequest: perRequest(cpu0, cpu1), postgresCpuMsPerRequest: name.startsWith('PostgreSQL') ? perRequest(pg0, pg1) : null, benchCpuMsPerRequest: perRequest(bench0, bench1)! }];
  } finally {
    for (const s of servers) await s.stop();
    await cleanup();
  }
}

const results: [string, Measured][] = [];
const dir = mkdtempSync(join(tmpdir(), 'xjpx-load-'));
if (RUNS.has('pglite')) results.push(await scenario('PGlite, 1 process', async () => [await startServerProcess({ ...ENV, ...traceEnv('PGlite, 1 process'), DATA_DIR: dir })], () => rmSync(dir, { recursive: true, force: true })));
const base = RUNS.has('pg1') || RUNS.has('pg2') ? await postgresUrl() : null;
if (base && RUNS.has('pg1')) {
  const one = await freshDatabase(base);
  results.push(await scenario('PostgreSQL, 1 process', async () => [await startServerProcess({ ...ENV, ...traceEnv('PostgreSQL, 1 process'), DATABASE_URL: one.url })], one.drop));
}
if (base && RUNS.has('pg2')) {
  const two = await freshDatabase(base);
  results.push(
    await scenario(
      'PostgreSQL, 2 processes',
      async () => {
        const a = await startServerProcess({ ...ENV, ...traceEnv('PostgreSQL, process 1 of 2'), DATABASE_URL: two.url });
        return [a, await startServerProcess({ ...ENV, ...traceEnv('PostgreSQL, process 2 of 2'), DATABASE_URL: two.url })];
      },
      two.drop,
    ),
  );
}

const f = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '–');
console.log(`\n${PROFILE}, ${STUDENTS} students, ${SECONDS} s`);
console.log('| run | req/s | p50 ms | p95 ms | p99 ms | max ms | requests | errors | timeouts | 429 | CPU ms/request: server / PostgreSQL / bench |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const [name, r] of results) console.log(`| ${name} | ${r.reqPerSec} | ${f(r.latency.p50)} | ${f(r.latency.p95)} | ${f(r.latency.p99)} | ${f(r.latency.max)} | ${r.requests} | ${r.errors} | ${r.timeouts} | ${r.limited} | ${r.serverCpuMsPerRequest ?? '–'} / ${r.postgresCpuMsPerRequest ?? '–'} / ${r.benchCpuMsPerRequest} |`);
const one = results.find(([n]) => n === 'PostgreSQL, 1 process')?.[1];
const two = results.find(([n]) => n === 'PostgreSQL, 2 processes')?.[1];
const ratio = one && two ? Math.round((two.reqPerSec / one.reqPerSec) * 100) / 100 : null;
if (ratio !== null) console.log(`\ntwo processes / one on PostgreSQL: ${ratio}×`);
for (const [name, r] of results) if (r.firstError) console.log(`${name}: first error ${r.firstError}`);
for (const [name, r] of results) console.log(`${name}: the bench's own event-loop delay p50 ${r.benchLoopDelayMs.p50} / p99 ${r.benchLoopDelayMs.p99} / max ${r.benchLoopDelayMs.max} ms`);
for (const [name, r] of results) if (r.arrival) console.log(`${name}: arrival (${r.arrival.requests} requests over ${RAMP} s) p50 ${f(r.arrival.latency.p50)} / p99 ${f(r.arrival.latency.p99)} / max ${f(r.arrival.latency.max)} ms`);
for (const [name, r] of results) {
  console.log(`\n${name}, per request (p50 / p99 / max ms):`);
  for (const [kind, t] of Object.entries(r.byRequest)) console.log(`  ${kind.padEnd(38)} ${f(t.p50)} / ${f(t.p99)} / ${f(t.max)}  (${t.n})`);
}

printTraces();

// Only a run of all three scenarios replaces the committed figures.
const all = ['pglite', 'pg1', 'pg2'].every((r) => RUNS.has(r)) && results.length === 3;
if (all) mkdirSync('bench', { recursive: true });
if (all) writeFileSync(OUT, `${JSON.stringify({ when: new Date().toISOString(), profile: PROFILE, cpus: cpus().length, students: STUDENTS, seconds: SECONDS, ...(PROFILE === 'realistic' ? { rampSeconds: RAMP } : {}), ratio, results: Object.fromEntries(results) }, null, 2)}\n`);
process.exit(0);
