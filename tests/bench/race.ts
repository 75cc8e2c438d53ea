/**
 * `npm run bench:race` (issue 28): RACE_CLASSES simulated class races at once (default 25) of
 * RACE_RACERS racers each (default 40), typing an English passage at a child's pace (~1.5 keys a
 * second) and at a fast pace (~6 keys a second), against one server process and against two on one
 * PostgreSQL (racers spread over both, each projector on the first). Prints, per run: projector lag
 * (a racer's keydown to the projector's message carrying that key) p50/p95/p99/max, keys, the
 * messages a second through the database (NOTIFYs on the push channel, counted by a LISTEN here),
 * CPU of each server process (% of one core), refused batches and finishes acknowledged vs. seen by
 * the projectors (lost finishes). RACE_RUNS picks runs (pg1, pg2; default both), RACE_PACES the paces
 * (child, fast; default both), RACE_SECONDS the typing time a pace's passage takes (default 25).
 * Writes bench/race.json. A benchmark, not a test: on a shared machine, figures vary (say so).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { PUSH_CHANNEL } from '../../server/push';
import { freshDatabase, postgresUrl, startServerProcess, type ServerProcess } from '../api/clusterHelpers';
import { account, call, runClass, setUpClass, STAGES, type Account, type ClassFigures } from './raceClass';
import { processCpuMs } from './procCpu';

const CLASSES = Number(process.env.RACE_CLASSES ?? 25);
const RACERS = Number(process.env.RACE_RACERS ?? 40);
const SECONDS = Number(process.env.RACE_SECONDS ?? 25);
const RUNS = (process.env.RACE_RUNS ?? 'pg1,pg2').split(',').map((r) => r.trim());
const PACES: Record<string, number> = { child: 1.5, fast: 6 };
const PACE_NAMES = (process.env.RACE_PACES ?? 'child,fast').split(',').map((p) => p.trim()).filter((p) => p in PACES);
// RACE_TRACE=0 runs the servers without the stage timestamps (server/services/raceTrace.ts)
const TRACE = process.env.RACE_TRACE ?? '1';
const ENV = { RATE_LIMIT_SCALE: '100000', NODE_ENV: 'production', WS_PER_ADDRESS: '100000', WS_PER_SESSION: '100', RACE_TRACE: TRACE };

const cpuMs = (s: ServerProcess): number => processCpuMs(s.child.pid!);
const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

/** A passage of `n` letters and spaces. */
function passage(n: number): string {
  const words = ['cat', 'sun', 'red', 'big', 'dog', 'run', 'fun', 'hat', 'pen', 'map', 'jam', 'sky'];
  let s = '';
  for (let i = 0; s.length < n; i++) s += (s ? ' ' : '') + words[(i * 7) % words.length];
  return s.slice(0, n).trimEnd();
}

interface RunResult {
  run: string;
  pace: string;
  racers: number;
  keys: number;
  lagMs: { p50: number; p95: number; p99: number; max: number };
  dbMessagesPerSecond: number;
  cpuPercentPerProcess: number[];
  refusedBatches: number;
  refusedBy: Record<string, number>;
  finishesAcked: number;
  finishesSeen: number;
  lostFinishes: number;
  seconds: number;
  /** a racer's last keydown → the projector's finish message (the place) */
  finishLagMs: { p50: number; p95: number; p99: number; max: number };
  /** this bench process's own event-loop delay during the run (its lag counts as lag) */
  benchLoopDelayMs: { p50: number; p99: number; max: number };
  /** per stage (STAGES): p50 / p95 / p99 / max over traced projector entries, and the median of each in the slowest 1 % */
  stages?: Record<string, { p50: number; p95: number; p99: number; max: number; tailMedian: number }>;
  /** the same for the finish messages (last key → the place): storing the finish step by step (`db: …`) */
  finishStages?: Record<string, { p50: number; p95: number; p99: number; max: number; tailMedian: number }>;
}

function stageTable(figures: ClassFigures[]): RunResult['stages'] {
  const rows = figures.flatMap((f) => f.stages).filter((r) => r.every(Number.isFinite));
  if (!rows.length) return undefined;
  const total = STAGES.length - 1;
  const tail = [...rows].sort((a, b) => a[total]! - b[total]!).slice(Math.floor(rows.length * 0.99));
  const out: NonNullable<RunResult['stages']> = {};
  STAGES.forEach((name, i) => {
    const v = rows.map((r) => r[i]!).sort((a, b) => a - b);
    const t = tail.map((r) => r[i]!).sort((a, b) => a - b);
    const r1 = (x: number) => Math.round(x * 10) / 10;
    out[name] = { p50: r1(pct(v, 50)), p95: r1(pct(v, 95)), p99: r1(pct(v, 99)), max: r1(v.at(-1)!), tailMedian: r1(pct(t, 50)) };
  });
  return out;
}

function finishStageTable(figures: ClassFigures[]): RunResult['finishStages'] {
  const rows = figures.flatMap((f) => f.finishStages);
  if (!rows.length) return undefined;
  const tail = [...rows].sort((a, b) => a.total! - b.total!).slice(Math.floor(rows.length * 0.99));
  const r1 = (x: number) => Math.round(x * 10) / 10;
  const out: NonNullable<RunResult['finishStages']> = {};
  for (const name of Object.keys(rows[0]!)) {
    const v = rows.map((r) => r[name]!).filter(Number.isFinite).sort((a, b) => a - b);
    const t = tail.map((r) => r[name]!).filter(Number.isFinite).sort((a, b) => a - b);
    out[name] = { p50: r1(pct(v, 50)), p95: r1(pct(v, 95)), p99: r1(pct(v, 99)), max: r1(v.at(-1)!), tailMedian: r1(pct(t, 50)) };
  }
  return out;
}

async function scenario(run: string, processes: number, base: string): Promise<RunResult[]> {
  const db = await freshDatabase(base);
  const servers: ServerProcess[] = [];
  const listener = new pg.Client({ connectionString: db.url });
  try {
    for (let i = 0; i < processes; i++) servers.push(await startServerProcess({ ...ENV, DATABASE_URL: db.url }));
    const ports = servers.map((s) => s.port);
    await listener.connect();
    let notified = 0;
    listener.on('notification', () => (notified += 1));
    await listener.query(`LISTEN ${PUSH_CHANNEL}`);
    process.stdout.write(`${run}: making ${CLASSES} classes of ${RACERS}…\n`);
    const classes: Array<{ teacher: Account; kids: Account[] }> = [];
    for (let c = 0; c < CLASSES; c++) {
      const url = servers[c % servers.length]!.url;
      const teacher = await account(url, 'TEACHER', `老师${c}`);
      const kids = await Promise.all(Array.from({ length: RACERS }, (_, i) => account(url, 'STUDENT', `学生${i}`)));
      classes.push({ teacher, kids });
    }
    const out: RunResult[] = [];
    for (const pace of PACE_NAMES) {
      const text = passage(Math.round(PACES[pace]! * SECONDS));
      const set = await Promise.all(classes.map((c, i) => setUpClass(servers[i % servers.length]!.url, ports, c.teacher, c.kids, text)));
      process.stdout.write(`${run}, ${pace}: ${CLASSES} races × ${RACERS} racers, ${text.length} keys each…\n`);
      const cpu0 = servers.map(cpuMs);
      const n0 = notified;
      const eld = monitorEventLoopDelay({ resolution: 5 });
      eld.enable();
      const t0 = performance.now();
      const figures: ClassFigures[] = await Promise.all(set.map((c, i) => runClass(servers[i % servers.length]!.url, c, text, PACES[pace]!)));
      const seconds = (performance.now() - t0) / 1000;
      eld.disable();
      const ms = (ns: number) => Math.round(ns / 1e6);
      const cpu = servers.map((s, i) => Math.round(((cpuMs(s) - cpu0[i]!) / 1000 / seconds) * 100));
      const lags = figures.flatMap((f) => f.lags).sort((a, b) => a - b);
      const fl = figures.flatMap((f) => f.finishLags).sort((a, b) => a - b);
      const acked = figures.reduce((n, f) => n + f.finishedAcked, 0);
      const seen = figures.reduce((n, f) => n + f.finishedSeen, 0);
      // the stored outcome: every race ended with all its racers finished
      let stored = 0;
      for (const c of set) {
        stored += (await call(servers[0]!.url, 'GET', `/race/${c.race.id}`, undefined, c.teacher)).racers.filter((r: { status: string }) => r.status === 'finished').length;
        await call(servers[0]!.url, 'POST', `/race/${c.race.id}/end`, {}, c.teacher);
      }
      out.push({
        run, pace, racers: CLASSES * RACERS, keys: figures.reduce((n, f) => n + f.keys, 0),
        lagMs: { p50: Math.round(pct(lags, 50)), p95: Math.round(pct(lags, 95)), p99: Math.round(pct(lags, 99)), max: Math.round(lags.at(-1) ?? NaN) },
        dbMessagesPerSecond: Math.round((notified - n0) / seconds), cpuPercentPerProcess: cpu, refusedBatches: figures.reduce((n, f) => n + f.refused, 0),
        refusedBy: figures.reduce<Record<string, number>>((all, f) => {
          for (const [m, n] of Object.entries(f.refusedBy)) all[m] = (all[m] ?? 0) + n;
          return all;
        }, {}),
        finishesAcked: acked, finishesSeen: seen, lostFinishes: Math.max(acked - seen, CLASSES * RACERS - stored), seconds: Math.round(seconds),
        finishLagMs: { p50: Math.round(pct(fl, 50)), p95: Math.round(pct(fl, 95)), p99: Math.round(pct(fl, 99)), max: Math.round(fl.at(-1) ?? NaN) },
        benchLoopDelayMs: { p50: ms(eld.percentile(50)), p99: ms(eld.percentile(99)), max: ms(eld.max) }, stages: stageTable(figures), finishStages: finishStageTable(figures),
      });
      console.log(JSON.stringify(out.at(-1)));
    }
    return out;
  } finally {
    await listener.end().catch(() => undefined);
    for (const s of servers) await s.stop();
    await db.drop();
  }
}

const base = await postgresUrl();
if (!base) {
  console.log('bench:race needs PostgreSQL (DATABASE_URL or 127.0.0.1:5432)');
  process.exit(1);
}
const results: RunResult[] = [];
if (RUNS.includes('pg1')) results.push(...(await scenario('PostgreSQL, 1 process', 1, base)));
if (RUNS.includes('pg2')) results.push(...(await scenario('PostgreSQL, 2 processes', 2, base)));

console.log(`\n${CLASSES} races × ${RACERS} racers at once, ${cpus().length} CPUs`);
console.log('| run | pace | keys | lag p50 / p95 / p99 / max ms | DB msgs/s | CPU % per process | refused | finishes acked / seen | lost |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results)
  console.log(`| ${r.run} | ${r.pace} | ${r.keys} | ${r.lagMs.p50} / ${r.lagMs.p95} / ${r.lagMs.p99} / ${r.lagMs.max} | ${r.dbMessagesPerSecond} | ${r.cpuPercentPerProcess.join(', ')} | ${r.refusedBatches} | ${r.finishesAcked} / ${r.finishesSeen} | ${r.lostFinishes} |`);
for (const r of results) {
  console.log(`\n${r.run}, ${r.pace}: the bench's own event-loop delay p50 ${r.benchLoopDelayMs.p50} / p99 ${r.benchLoopDelayMs.p99} / max ${r.benchLoopDelayMs.max} ms; last key → finish (place) p50 ${r.finishLagMs.p50} / p95 ${r.finishLagMs.p95} / p99 ${r.finishLagMs.p99} / max ${r.finishLagMs.max} ms`);
  if (!r.stages) continue;
  console.log('| stage | p50 | p95 | p99 | max | median in the slowest 1 % |\n|---|---|---|---|---|---|');
  for (const [name, v] of Object.entries(r.stages)) console.log(`| ${name} | ${v.p50} | ${v.p95} | ${v.p99} | ${v.max} | ${v.tailMedian} |`);
  if (!r.finishStages) continue;
  console.log(`\n${r.run}, ${r.pace}: the finishes (last key → the place on the projector)\n| stage | p50 | p95 | p99 | max | median in the slowest 1 % |\n|---|---|---|---|---|---|`);
  for (const [name, v] of Object.entries(r.finishStages)) console.log(`| ${name} | ${v.p50} | ${v.p95} | ${v.p99} | ${v.max} | ${v.tailMedian} |`);
}
mkdirSync('bench', { recursive: true });
writeFileSync('bench/race.json', `${JSON.stringify({ when: new Date().toISOString(), cpus: cpus().length, classes: CLASSES, racers: RACERS, results }, null, 2)}\n`);
process.exit(0);
