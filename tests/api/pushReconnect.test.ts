import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { startTestApp, type TestApp } from './harness';
import { as, buyVip, loginByMobile } from './authHelpers';
import { blipListen, dbProxy, until } from './dbProxy';
import { within } from '../machine';

/**
 * Issue 25 item 6: pushes survive a database blip. Process A reaches PostgreSQL through a small TCP
 * proxy; the blip kills A's LISTEN connection and refuses new connections for a while (the pooled
 * ones stay, so the database still answers). A keeps retrying, /healthz says push 'down' meanwhile,
 * and once connections are accepted again a payment made on B reaches A's tab.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const health = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/healthz' });
  return { http: res.statusCode, ...(res.json().data as { database: string; push: string }) };
};

it('reports push "local" on one process (PGlite, or no relay)', async () => {
  if (!onPostgres) expect(await health(t.app)).toMatchObject({ http: 200, database: 'up', push: 'local' });
  else expect(await health(t.app)).toMatchObject({ http: 200, database: 'up', push: 'up' });
});

describe.skipIf(!onPostgres)('when PostgreSQL drops the LISTEN connection and refuses new ones for a while', () => {
  it('reconnects with backoff until it is back, /healthz says push down meanwhile, and pushes cross processes again', async () => {
    const direct = new URL(t.pool!.options.connectionString!);
    const proxy = await dbProxy(direct);
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    let database: Database | undefined;
    let a: FastifyInstance | undefined;
    try {
      database = await openDatabase({ databaseUrl: viaProxy.toString() });
      a = await buildApp({ config: t.app.config, database, clock: t.clock });
      await a.listen({ port: 0, host: '127.0.0.1' });
      expect(await health(a)).toMatchObject({ http: 200, push: 'up' });

      // the blip: new connections through the proxy refused, the LISTEN backends terminated (B's reconnects directly)
      expect(await blipListen(proxy, direct, t.databaseName, false)).toBeGreaterThan(0);
      await until(async () => (await health(a!)).push === 'down');
      expect(await health(a)).toMatchObject({ http: 503, database: 'up', push: 'down' });
      // it tries again and again while refused (the old code tried once and gave up)
      await until(() => proxy.refused() >= 3);

      proxy.refuse(false);
      await until(async () => (await health(a!)).push === 'up');
      expect(await health(a)).toMatchObject({ http: 200, database: 'up', push: 'up' });
      await until(async () => (await health(t.app)).push === 'up');

      // a payment confirmed on B (the harness app) reaches a tab on A
      const token = await loginByMobile(t);
      const ws = new WebSocket(`ws://127.0.0.1:${(a.server.address() as { port: number }).port}/ws`);
      const got: any[] = [];
      ws.on('message', (m) => got.push(JSON.parse(m.toString())));
      await new Promise((r) => ws.once('open', r));
      ws.send(JSON.stringify({ type: 'auth', token }));
      ws.send('{"type":"ping"}');
      await until(() => got.some((m) => m.type === 'pong'));
      const userId = (await t.call('GET', t.api('/auth/userInfo'), undefined, as(token))).data.userId as string;
      expect(a.push.count(userId)).toBe(1);
      const tradeNo = await buyVip(t, token);
      await until(() => got.some((m) => m.type === 'pay'));
      expect(got).toContainEqual({ type: 'pay', tradeNo });
      ws.close();
    } finally {
      await a?.close();
      await database?.close();
      await proxy.close();
    }
  }, within(120_000));
});
