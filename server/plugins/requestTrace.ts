import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Where a request spends its time, for `npm run bench:load` only (REQUEST_TRACE=<file>; off, no
 * hook is installed): per route, ms from the request's arrival (onRequest) to the end of the body
 * parse, to the handler's start (preHandler), to its answer (onSend) and to the last byte written
 * (onResponse), and the process's event-loop delay over the run, written to the file on close.
 */
export function installRequestTrace(app: FastifyInstance, file: string | undefined): void {
  if (!file) return;
  const stamps = new WeakMap<FastifyRequest, number[]>();
  const phases = new Map<string, number[][]>();
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const mark = (req: FastifyRequest): void => void stamps.get(req)?.push(performance.now());
  app.addHook('onRequest', async (req) => void stamps.set(req, [performance.now()]));
  app.addHook('preValidation', async (req) => mark(req));
  app.addHook('preHandler', async (req) => mark(req));
  app.addHook('onSend', async (req, _reply, payload) => {
    mark(req);
    return payload;
  });
  app.addHook('onResponse', async (req) => {
    mark(req);
    const s = stamps.get(req);
    const route = `${req.method} ${req.routeOptions.url ?? '?'}`;
    if (s?.length !== 5) return;
    if (!phases.has(route)) phases.set(route, []);
    phases.get(route)!.push(s.slice(1).map((t) => t - s[0]!));
  });
  app.addHook('onClose', async () => {
    const pct = (xs: number[], p: number) => (xs.length ? Math.round(xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]! * 10) / 10 : null);
    const routes = Object.fromEntries(
      [...phases].map(([route, rows]) => [
        route,
        { n: rows.length, ...Object.fromEntries(['parsed', 'handlerStart', 'answered', 'written'].map((name, i) => [name, { p50: pct(rows.map((r) => r[i]!), 50), p90: pct(rows.map((r) => r[i]!), 90), p99: pct(rows.map((r) => r[i]!), 99) }])) },
      ]),
    );
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    writeFileSync(file, `${JSON.stringify({ loopDelayMs: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) }, routes }, null, 1)}\n`);
  });
}
