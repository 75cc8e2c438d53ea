import { afterAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { curriculum } from '../../server/services/curriculum';
import { freshDatabase, http as call, postgresUrl, startServerProcess, type ServerProcess } from './clusterHelpers';
import { within } from '../machine';
import { typedAttempt } from './chapterLogs';

/**
 * Issue 25 item 5, on a real server process: a request whose body never finishes is closed after
 * REQUEST_TIMEOUT_MS, and SIGTERM answers every request in flight, closes idle keep-alive
 * connections, push sockets and a stalled upload, and the process is gone within SHUTDOWN_GRACE_MS.
 */
const API = '/api/client/v1';
const base = await postgresUrl();
const freeChapters = curriculum.chapters.filter((p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text').map((p) => p.chapter.id);
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function pglite(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'xjpx-stop-'));
  dirs.push(dir);
  return { server: await startServerProcess({ DATA_DIR: dir, RATE_LIMIT_SCALE: '1000', ...env }), drop: async () => undefined };
}
async function postgres(env: Record<string, string>) {
  const db = await freshDatabase(base!);
  return { server: await startServerProcess({ DATABASE_URL: db.url, RATE_LIMIT_SCALE: '1000', ...env }), drop: db.drop };
}

/** A raw connection that sends complete headers and 5 of the 100 body bytes, then nothing. */
async function stalledUpload(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  let answer = '';
  socket.on('data', (d) => (answer += d.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((r) => socket.once('close', () => r(Date.now())));
  socket.write(`POST ${API}/student/progress HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":`);
  return { closed, answer: () => answer };
}

/** A signed-in student (headers for the API). */
async function student(s: ServerProcess) {
  const token = (await call(s.url, 'POST', `${API}/auth/loginByGuest`, { visitId: null })).json.data.accessToken as string;
  const role = await call(s.url, 'POST', `${API}/user/role/create`, { roleName: '小强', roleType: 'STUDENT', avatar: 'panda.svg' }, { authorization: token });
  return { token, h: { authorization: token, userroleid: role.json.data.id as string } };
}

/**
 * POSTs a finished chapter over `agent` — a real key log, as every typed chapter needs (tests/api/chapterLogs.ts) —
 * as one child; resolves with the HTTP status and envelope status, or the error.
 */
function submitChapter(port: number, agent: http.Agent, h: Record<string, string>, i: number, written: () => void) {
  const body = JSON.stringify(typedAttempt(freeChapters[i % freeChapters.length]!, { wrong: 1 }));
  return new Promise<string>((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: `${API}/student/progress`, agent, headers: { ...h, 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve(`${res.statusCode} ${JSON.parse(text).status}`));
    });
    req.on('error', (e) => resolve(`error ${e.message}`));
    req.on('finish', written);
    req.end(body);
  });
}

const kinds = [['PGlite', pglite] as const, ...(base ? [['PostgreSQL', postgres] as const] : [])];

describe.each(kinds)('a server process on %s', (_name, start) => {
  it('closes a request whose body never finishes, and a connection that sends nothing, within REQUEST_TIMEOUT_MS', async () => {
    const { server, drop } = await start({ REQUEST_TIMEOUT_MS: '1500', TIMEOUT_CHECK_MS: '250' });
    try {
      const started = Date.now();
      const stalled = await stalledUpload(server.port);
      const silent = connect(server.port, '127.0.0.1').on('error', () => undefined).resume();
      const silentClosed = new Promise<number>((r) => silent.once('close', () => r(Date.now())));
      const at = await stalled.closed;
      expect(at - started).toBeLessThan(1500 + 250 + 3000);
      expect(stalled.answer()).toMatch(/^HTTP\/1\.1 408/);
      expect((await silentClosed) - started).toBeLessThan(1500 + 250 + 3000);
      expect((await call(server.url, 'GET', '/healthz')).http).toBe(200);
    } finally {
      await server.stop();
      await drop();
    }
  }, within(300_000));

  it('on SIGTERM answers all 30 chapter submissions in flight, and keep-alive, push and a stalled upload do not keep it alive', async () => {
    // long enough for 30 submissions on either database, short enough that a test run does not wait it out twice for long;
    // scaled to the machine: on a busy one (npm run test:busy) 7 of 30 were still being answered after a fixed 2.5 s
    const grace = within(2500);
    const { server, drop } = await start({ SHUTDOWN_GRACE_MS: String(grace) });
    try {
      const { token } = await student(server);
      // thirty children of a class saving at once (one role's replays are queued a few at a time: its thirtieth would be told 42900)
      const children = await Promise.all(Array.from({ length: 30 }, () => student(server)));
      // idle keep-alive connections
      const idle = new http.Agent({ keepAlive: true });
      await Promise.all([1, 2, 3].map(() => new Promise((r) => http.get({ host: '127.0.0.1', port: server.port, path: '/healthz', agent: idle }, (res) => res.resume().on('end', r)))));
      expect(Object.values(idle.freeSockets).flat().length).toBeGreaterThan(0);
      // a push socket
      const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`);
      await new Promise((r) => ws.once('open', r));
      ws.send(JSON.stringify({ type: 'auth', token }));
      const wsClosed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
      // an upload that never finishes
      const stalled = await stalledUpload(server.port);

      // 30 connections open and accepted, then a submission on each: in flight when SIGTERM comes
      const agent = new http.Agent({ keepAlive: true });
      const warm = () => new Promise((r) => http.get({ host: '127.0.0.1', port: server.port, path: '/healthz', agent }, (res) => res.resume().on('end', r)));
      await Promise.all(Array.from({ length: 30 }, warm));
      expect(Object.values(agent.freeSockets).flat().length).toBe(30);
      let writtenCount = 0;
      let allWritten!: () => void;
      const written = new Promise<void>((r) => (allWritten = r));
      const answers = Array.from({ length: 30 }, (_, i) => submitChapter(server.port, agent, children[i]!.h, i, () => ++writtenCount === 30 && allWritten()));
      await written;
      const exited = new Promise<number>((r) => server.child.once('exit', () => r(Date.now())));
      const signalled = Date.now();
      server.child.kill('SIGTERM');

      const got = await Promise.all(answers);
      expect(got).toEqual(Array(30).fill('200 200'));
      expect(await wsClosed).toBe(1001);
      const gone = await exited;
      expect(server.child.exitCode).toBe(0);
      // the stalled upload holds it for the grace at most; the rest of the close is quick
      expect(gone - signalled).toBeLessThan(grace + 3000);
      await stalled.closed;
      console.log(`SIGTERM → exit in ${gone - signalled} ms with 30 submissions, 3 idle keep-alive sockets, a push socket and a stalled upload`);
      idle.destroy();
      agent.destroy();
    } finally {
      await server.stop();
      await drop();
    }
  }, within(300_000));
});
