import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { netLimitsFromEnv } from '../../server/config';
import { listenOnLoopback, startTestApp, type TestApp } from './harness';
import { as, loginByMobile } from './authHelpers';
import { within } from '../machine';

/** Issue 25 item 4: a socket cannot eat memory, nor can one session or address hold thousands. */
const net = { ...netLimitsFromEnv({}), wsAuthTimeoutMs: 400, wsPerSession: 3, wsPerAddress: 6 };
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ config: { net } });
  port = await listenOnLoopback(t);
});
afterAll(() => t.close());

const until = async (ok: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** An open socket (signed in with `token` when given) and its close code. */
async function open(token?: string, opts: WebSocket.ClientOptions = {}, path = '/ws', to = port) {
  const ws = new WebSocket(`ws://127.0.0.1:${to}${path}`, opts);
  const got: any[] = [];
  ws.on('message', (m) => got.push(JSON.parse(m.toString())));
  ws.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('unexpected-response', reject)));
  if (token) {
    ws.send(JSON.stringify({ type: 'auth', token }));
    ws.send('{"type":"ping"}');
    // the server holds a ping sent during the token check: a pong (or a close) means it is decided
    await Promise.race([until(() => got.some((m) => m.type === 'pong')), closed]);
  }
  return { ws, got, closed };
}

const sessionCount = async (token: string) => {
  const userId = (await t.call('GET', t.api('/auth/userInfo'), undefined, as(token))).data.userId as string;
  return t.app.push.count(userId);
};
const here = () => t.app.wsGuard.count('127.0.0.1');

describe('tokens stay out of URLs', () => {
  it('does not sign a socket in with ?Authorization= : it is closed for want of a token (4408)', async () => {
    const token = await loginByMobile(t);
    const s = await open(undefined, {}, `/ws?Authorization=${encodeURIComponent(token)}`);
    expect(await s.closed).toBe(4408);
    expect(await sessionCount(token)).toBe(0);
  });

  it('signs a socket in by its first message and refuses a bad token there (4401)', async () => {
    const token = await loginByMobile(t);
    const good = await open(token);
    expect(await sessionCount(token)).toBe(1);
    const bad = await open('made-up-token');
    expect(bad.got).toContainEqual({ type: 'error', status: 10000 });
    expect(await bad.closed).toBe(4401);
    good.ws.close();
    await good.closed;
  });

  it('answers userInfo for the Authorization header only, not for ?token=', async () => {
    const token = await loginByMobile(t);
    expect((await t.call('GET', t.api(`/auth/userInfo?token=${encodeURIComponent(token)}`))).status).toBe(10000);
    expect((await t.call('GET', t.api('/auth/userInfo'), undefined, as(token))).status).toBe(200);
  });
});

describe('socket caps', () => {
  it('holds at most wsPerSession sockets of one session: the next is closed with 4429', async () => {
    const token = await loginByMobile(t);
    const kept = [await open(token), await open(token), await open(token)];
    const extra = await open(token);
    expect(await extra.closed).toBe(4429);
    expect(await sessionCount(token)).toBe(3);
    kept.forEach((s) => s.ws.close());
    await Promise.all(kept.map((s) => s.closed));
    await until(() => here() === 0);
  });

  it('holds at most wsPerAddress sockets from one address, signed in or not', async () => {
    const kept = [];
    for (let i = 0; i < net.wsPerAddress; i++) kept.push(await open());
    const extra = await open();
    expect(await extra.closed).toBe(4429);
    expect(here()).toBe(net.wsPerAddress);
    // the unsigned ones go after wsAuthTimeoutMs: the address may connect again
    await Promise.all(kept.map((s) => s.closed));
    await until(() => here() === 0);
    const again = await open(await loginByMobile(t));
    expect(again.got).toContainEqual({ type: 'pong' });
    again.ws.close();
    await again.closed;
  });
});

describe('a socket that does not read or answer', () => {
  it('is closed once the pongs it does not read pass the buffer bound, and memory stays bounded', async () => {
    const s = await open(await loginByMobile(t));
    const socket = (s.ws as unknown as { _socket: import('node:net').Socket })._socket;
    socket.pause(); // never reads again: the server's pongs pile up
    const before = process.memoryUsage().rss;
    const overflowed = t.app.wsGuard.overflowed;
    let sent = 0;
    let peak = before;
    // a flood of pings, bounded so the test ends (and fails) if the server never cuts the socket off
    while (t.app.wsGuard.overflowed === overflowed && sent < 2_000_000) {
      for (let i = 0; i < 2000; i++) s.ws.send('{"type":"ping"}');
      sent += 2000;
      await new Promise((r) => setImmediate(r));
      if (s.ws.bufferedAmount > 8 * 1024 * 1024) await new Promise((r) => setTimeout(r, 5));
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    expect(t.app.wsGuard.overflowed).toBe(overflowed + 1);
    await until(() => here() === 0);
    // client and server share this process: a generous bound, far below the 700 MB the issue saw
    expect(peak - before).toBeLessThan(150 * 1024 * 1024);
    console.log(`non-reading socket cut off after ${sent} pings; rss growth ${Math.round((peak - before) / 1048576)} MB`);
    s.ws.terminate();
  }, within(60_000));

  it('is pinged by the server and dropped when it does not answer', async () => {
    const wsPingMs = 300;
    const p = await startTestApp({ config: { net: { ...net, wsPingMs } } });
    try {
      const to = await listenOnLoopback(p);
      const s = await open(await loginByMobile(p), { autoPong: false }, '/ws', to);
      const alive = await open(await loginByMobile(p), {}, '/ws', to);
      // dropped within two ping periods; a socket that answers stays
      await until(() => p.app.wsGuard.dead === 1, 3 * wsPingMs + 2000);
      expect(await s.closed).toBe(1006);
      await new Promise((r) => setTimeout(r, 3 * wsPingMs));
      expect(alive.ws.readyState).toBe(WebSocket.OPEN);
      alive.ws.close();
      await alive.closed;
    } finally {
      await p.close();
    }
  });
});
