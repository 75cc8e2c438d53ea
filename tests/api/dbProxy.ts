import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';

/**
 * A TCP proxy to PostgreSQL, for a server process whose database blips (pushReconnect.test.ts,
 * raceBlip.test.ts); `refusing` closes every new connection at once (existing ones carry on).
 * `upstreamPorts` are the local ports of its connections to PostgreSQL (pg_stat_activity's
 * client_port), so a test can end just this process's backends.
 */
export async function dbProxy(target: URL) {
  let refusing = false;
  let refused = 0;
  const open = new Set<Socket>();
  const upstreams = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (refusing) {
      refused += 1;
      return void client.destroy();
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    for (const [a, b] of [[client, upstream], [upstream, client]] as const) {
      open.add(a);
      a.on('error', () => b.destroy());
      a.on('close', () => (open.delete(a), b.destroy()));
      a.pipe(b);
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as { port: number }).port,
    refuse: (on: boolean) => (refusing = on),
    refused: () => refused,
    upstreamPorts: () => [...upstreams].map((s) => s.localPort).filter((p): p is number => p !== undefined),
    close: () => (open.forEach((s) => s.destroy()), new Promise((r) => server.close(r))),
  };
}

/** Waits (on the wall clock: a database's reconnect) until `ok`, at most `ms`. */
export const until = async (ok: () => Promise<boolean> | boolean, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/**
 * A database blip for the processes behind `proxy`: new connections through it refused, and LISTEN
 * backends ended (only this proxy's when `onlyProxied`, else every one of the database: another
 * process's reconnects directly). Returns how many backends were ended; `proxy.refuse(false)` ends it.
 */
export async function blipListen(proxy: Awaited<ReturnType<typeof dbProxy>>, direct: URL, databaseName: string | undefined, onlyProxied: boolean): Promise<number> {
  proxy.refuse(true);
  const admin = new pg.Client({ connectionString: direct.toString() });
  await admin.connect();
  try {
    const which = onlyProxied ? ' and client_port = any($2::int[])' : '';
    const killed = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like 'LISTEN%'${which}`, onlyProxied ? [databaseName, proxy.upstreamPorts()] : [databaseName]);
    return killed.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}
