import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `REQUEST_TRACE=1 npm run bench:load`: each server process writes where its requests spent their
 * time (server/plugins/requestTrace.ts) when it stops, and the bench prints it per route after its
 * own table: ms from the request's arrival to the handler's start, to its answer and to the last
 * byte written, and the process's event-loop delay. Off, the servers install no hook.
 */
const on = process.env.REQUEST_TRACE === '1';
const dir = on ? mkdtempSync(join(tmpdir(), 'xjpx-trace-')) : '';
const files: Array<[string, string]> = [];

/** The env a traced server process gets (none when tracing is off); `label` names it in the report. */
export function traceEnv(label: string): Record<string, string> {
  // an inherited REQUEST_TRACE=1 must not become a file named "1"
  if (!on) return { REQUEST_TRACE: '' };
  const file = join(dir, `trace-${files.length}.json`);
  files.push([label, file]);
  return { REQUEST_TRACE: file };
}

type Pct = { p50: number | null; p99: number | null };
interface Trace {
  loopDelayMs: { p50: number; p99: number; max: number };
  routes: Record<string, { n: number; handlerStart: Pct; answered: Pct; written: Pct }>;
}

/** Prints every traced process's report (after the processes stopped). */
export function printTraces(): void {
  for (const [label, file] of files) {
    if (!existsSync(file)) continue;
    const trace = JSON.parse(readFileSync(file, 'utf8')) as Trace;
    const l = trace.loopDelayMs;
    console.log(`\n${label}: inside the server (ms from arrival, p50 / p99; event-loop delay p50 ${l.p50} / p99 ${l.p99} / max ${l.max})`);
    console.log(`  ${'route'.padEnd(52)} ${'handler starts'.padEnd(16)} ${'answered'.padEnd(16)} written`);
    for (const [route, r] of Object.entries(trace.routes)) {
      const f = (p: Pct) => `${p.p50} / ${p.p99}`.padEnd(16);
      console.log(`  ${route.replace('/api/client/v1', '').padEnd(52)} ${f(r.handlerStart)} ${f(r.answered)} ${f(r.written)}(${r.n})`);
    }
  }
}
