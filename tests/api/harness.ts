import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { configFromEnv, type Config } from '../../server/config';
import type { Providers } from '../../server/services/providers';
import { openDatabase } from '../../server/db/client';
import { openMemoryDatabase } from '../dbTemplate';
import { manualClock } from '../../server/clock';
import type { Envelope } from '../../contract/envelope';

/**
 * A server for one test file: PGlite in memory (or on disk in a temporary folder, on its own
 * thread, with `pgliteOnDisk`), or a fresh database on DATABASE_URL (created here, dropped in
 * close) so API tests run against both.
 */
export async function startTestApp(opts: { config?: Partial<Config>; providers?: Partial<Providers>; rateLimitScale?: number; pgliteOnDisk?: boolean } = {}) {
  const clock = manualClock(new Date('2026-11-21T02:00:00Z'));
  const baseUrl = process.env.DATABASE_URL;
  let dropDb: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  let databaseName: string | undefined;
  if (baseUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    databaseName = name;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  // PGlite on disk runs on its own thread, as `npm start` runs it: concurrent requests interleave there as in production
  const diskDir = !databaseUrl && opts.pgliteOnDisk ? mkdtempSync(join(tmpdir(), 'xjpx-api-')) : undefined;
  // in memory: a copy of the run's migrated template (tests/dbTemplate.ts) instead of initdb and migrations per file
  const database = databaseUrl || diskDir ? await openDatabase({ databaseUrl, dataDir: diskDir ?? 'memory://' }) : await openMemoryDatabase();
  // Tests make many accounts from one address: limits are relaxed unless a test asks for the real ones (1).
  const config = {
    ...configFromEnv({ NODE_ENV: 'test' }),
    logLevel: 'silent',
    clientDir: 'dist-none',
    supportDir: undefined,
    rateLimitScale: opts.rateLimitScale ?? 100,
    ...opts.config,
  };
  const app = await buildApp({ config, database, clock, providers: opts.providers });
  await app.ready();

  /** Calls the API and returns the envelope. */
  async function call<T = any>(method: InjectOptions['method'], url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Envelope<T> & { http: number }> {
    const res = await app.inject({ method, url, payload: body as InjectOptions['payload'], headers });
    return { ...(res.json() as Envelope<T>), http: res.statusCode };
  }

  return {
    app: app as FastifyInstance,
    clock,
    call,
    /** the PostgreSQL database made for this file (undefined on PGlite) */
    databaseName,
    /** the app's database, for a second app on it (a restarted server process); closed by close() */
    database,
    /** the server's PostgreSQL pool, for a test's own statements beside the server's (null on PGlite) */
    pool: database.kind === 'postgres' ? ((database.db as unknown as { $client: pg.Pool }).$client) : null,
    api: (path: string) => `/api/client/v1${path}`,
    async close() {
      await app.close();
      await database.close();
      await dropDb?.();
      if (diskDir) rmSync(diskDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** Puts a test app on a free loopback port, for tests that need real sockets (push, stalled clients); returns the port. */
export async function listenOnLoopback(t: Pick<TestApp, 'app'>): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as { port: number }).port;
}
