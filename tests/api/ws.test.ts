import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCollectingSocket } from './socketHelpers';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { listenOnLoopback, startTestApp, type TestApp } from './harness';
import { as, buyVip, loginByMobile } from './authHelpers';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  port = await listenOnLoopback(t);
});
afterAll(() => t.close());

/** An open socket with every message it receives, and a way to wait for the next one. */
function connect(token: string, to = port) {
  return openCollectingSocket(`ws://127.0.0.1:${to}/ws`, { type: 'auth', token });
}

/** Waits until the server has registered the account's socket (the token check is asynchronous). */
async function registered(app: FastifyInstance, token: string) {
  const info = await app.inject({ method: 'GET', url: '/api/client/v1/auth/userInfo', headers: as(token) });
  const userId = info.json().data.userId as string;
  while (app.push.count(userId) === 0) await new Promise((r) => setImmediate(r));
}

describe('the push socket', () => {
  it('answers ping with pong', async () => {
    const c = await connect(await loginByMobile(t));
    c.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await c.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
    c.socket.close();
  });

  it('refuses an unknown token with the status and closes', async () => {
    const c = await connect('made-up-token');
    expect(await c.next((m) => m.type === 'error')).toEqual({ type: 'error', status: 10000 });
    expect(await c.closed).toBe(4401);
  });

  it('pushes pay and userInfo to the account after a payment', async () => {
    const token = await loginByMobile(t);
    const c = await connect(token);
    await registered(t.app, token);
    const tradeNo = await buyVip(t, token);
    expect(await c.next((m) => m.type === 'pay')).toEqual({ type: 'pay', tradeNo });
    expect(await c.next((m) => m.type === 'userInfo')).toEqual({ type: 'userInfo' });
    c.socket.close();
  });

  it('does not push one account’s messages to another', async () => {
    const mine = await loginByMobile(t);
    const other = await loginByMobile(t);
    const c = await connect(other);
    await registered(t.app, other);
    await buyVip(t, mine);
    c.socket.send(JSON.stringify({ type: 'ping' }));
    await c.next((m) => m.type === 'pong');
    expect(c.received.filter((m) => m.type === 'pay')).toEqual([]);
    c.socket.close();
  });

  const pool = (t?: TestApp) => (t?.app.db as { $client?: unknown } | undefined)?.$client;
  it.skipIf(!process.env.DATABASE_URL)('carries pushes between two server processes through PostgreSQL NOTIFY', async () => {
    const url = (pool(t) as pg.Pool).options.connectionString!;
    const database = await openDatabase({ databaseUrl: url });
    const second = await buildApp({ config: t.app.config, database, clock: t.clock });
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const token = await loginByMobile(t);
      const c = await connect(token, (second.server.address() as { port: number }).port);
      await registered(second, token);
      const tradeNo = await buyVip(t, token); // paid on the first process
      expect(await c.next((m) => m.type === 'pay')).toEqual({ type: 'pay', tradeNo });
      c.socket.close();
    } finally {
      await second.close();
      await database.close();
    }
  });
});
