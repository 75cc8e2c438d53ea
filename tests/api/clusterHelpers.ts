import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL of the cluster tests: DATABASE_URL, else the local test server if it answers. */
export async function postgresUrl(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return url;
  } catch {
    return undefined;
  }
}

/** A fresh database on that server; returns its URL and a drop function. */
export async function freshDatabase(baseUrl: string) {
  const name = `c_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts server/main.ts (node with tsx's loader) as a child process and waits until GET /healthz answers 200. The child
 * uses PostgreSQL only when `env` names a DATABASE_URL: the suite's own (shared) one is not inherited,
 * so a PGlite test stays on PGlite when the suite runs against PostgreSQL.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _suiteDatabase, ...inherited } = process.env;
  // node itself with tsx's loader, not the `tsx` command: that one runs the server as its own child and
  // can relay SIGTERM but not SIGKILL, so a "killed" server lived on as an orphan (and the SIGKILL test
  // restarted a second server on the same data beside it)
  // SERVER_CPU_PROF=<dir>: each server process writes a V8 CPU profile there when it stops (benches)
  const profile = process.env.SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'error', HOST: '127.0.0.1', CLIENT_DIR: 'dist-none', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  return { port, url, child, stop };
}

/** POST/GET JSON to a server process. */
export async function http(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // a page
  }
  return { http: res.status, json, text };
}

/**
 * Two server processes on one fresh PostgreSQL database, for a describe block: started one after
 * the other in beforeAll (the first runs the migrations), stopped and the database dropped in
 * afterAll. The returned object's `a` and `b` are set once beforeAll has run.
 */
export function twoProcesses(base: string, hooks: { beforeAll(fn: () => Promise<void>, timeout?: number): void; afterAll(fn: () => Promise<void>): void }) {
  const pair = {} as { a: ServerProcess; b: ServerProcess };
  let drop: (() => Promise<void>) | undefined;
  hooks.beforeAll(async () => {
    const db = await freshDatabase(base);
    drop = db.drop;
    pair.a = await startServerProcess({ DATABASE_URL: db.url });
    pair.b = await startServerProcess({ DATABASE_URL: db.url });
  }, 600_000);
  hooks.afterAll(async () => {
    await pair.a?.stop();
    await pair.b?.stop();
    await drop?.();
  });
  return pair;
}

