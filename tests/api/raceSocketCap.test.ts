import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { netLimitsFromEnv } from '../../server/config';
import { listenOnLoopback, startTestApp, type TestApp } from './harness';
import { newRole, type Headers } from './accountHelpers';
import { openCollectingSocket } from './socketHelpers';

/**
 * Issue 39 item 4: 200 /ws/race sockets on one teacher token took the whole per-address cap and
 * every other child behind that address got 4429. The per-session cap holds on /ws/race too.
 */
const net = { ...netLimitsFromEnv({}), wsPerSession: 3, wsPerAddress: 8 };
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ config: { net } });
  port = await listenOnLoopback(t);
});
afterAll(() => t.close());

const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);

/** A race socket: its first message (the race, or an error) or its close code, whichever comes first. */
async function open(h: Headers, raceId: string) {
  const s = await openCollectingSocket(`ws://127.0.0.1:${port}/ws/race`, { type: 'auth', token: h.authorization, roleId: h.userroleid, raceId });
  const first = await Promise.race([s.next((m) => m.type === 'race' || m.type === 'error').then((m) => m.type as string), s.closed.then((code) => code)]);
  return { ...s, first };
}

describe('race sockets of one session', () => {
  it('are at most wsPerSession: the next closes with 4429 and the address keeps room for the class', async () => {
    const teacher = await newRole(t, 'TEACHER', '王老师');
    const group = (await post('/student/studyGroup/create', { name: '二(3)班' }, teacher)).data.id as string;
    const kid = await newRole(t, 'STUDENT', '小红');
    await post(`/student/studyGroup/join/${group}`, {}, kid);
    const race = (await post('/race/create', { groupId: group, kind: 'english', text: 'ab cd' }, teacher)).data;
    await post('/race/join', { code: race.code }, kid);

    const sockets = [];
    for (let i = 0; i < net.wsPerAddress; i++) sockets.push(await open(teacher, race.id));
    expect(sockets.map((s) => s.first)).toEqual([...Array(net.wsPerSession).fill('race'), ...Array(net.wsPerAddress - net.wsPerSession).fill(4429)]);
    // the refused ones gave their address slots back: a child behind the same address gets in
    const child = await open(kid, race.id);
    expect(child.first).toBe('race');
    expect(t.app.wsGuard.count('127.0.0.1')).toBe(net.wsPerSession + 1);
    // a socket of the session closes: the session may open one again
    sockets[0]!.socket.close();
    await sockets[0]!.closed;
    await expect.poll(() => t.app.wsGuard.count('127.0.0.1')).toBe(net.wsPerSession);
    const again = await open(teacher, race.id);
    expect(again.first).toBe('race');
    for (const s of [...sockets, child, again]) s.socket.close();
  });
});
