import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RaceKeyEntry } from '../../contract/race';
import { buildApp } from '../../server/app';
import { raceRacers } from '../../server/db/schema';
import { listenOnLoopback, startTestApp, type TestApp } from './harness';
import { newRole, type Headers } from './accountHelpers';
import { raceSocket, typed, type RaceSocket } from './raceHelpers';

/**
 * Issue 39 item 5: a child whose device was offline 35 s, typing 3 keys a second, sends its keys
 * when it is back. Every key is taken, in one batch or in batches of 30, before and after a server
 * restart, and the keys keep their gaps: the late-key shift moves them together (raceKeys.ts).
 */
let t: TestApp;
let port: number;
let restarted: FastifyInstance | undefined;
beforeAll(async () => {
  t = await startTestApp();
  port = await listenOnLoopback(t);
});
afterAll(async () => {
  await restarted?.close();
  await t.close();
});

const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);
const TEXT = 'the quick brown fox jumps over the lazy dog '.repeat(4);
/** what the child typed: a key every 333 ms from 1 s on */
const LOG = typed(TEXT, 1000, 333);

/** Sends log[from, to) in batches of `size`; every answer must be an ack. */
async function send(s: RaceSocket, from: number, to: number, size: number) {
  let ack;
  for (let i = from; i < to; i += size) {
    ack = await s.keys(i, LOG.slice(i, Math.min(to, i + size)));
    expect(ack).toMatchObject({ type: 'ack', accepted: Math.min(to, i + size) });
  }
  return ack;
}

const storedLog = async (raceId: string, h: Headers) =>
  (await t.app.db.select({ log: raceRacers.log }).from(raceRacers).where(and(eq(raceRacers.raceId, raceId), eq(raceRacers.roleId, h.userroleid))))[0]!.log as RaceKeyEntry[];
const gaps = (log: RaceKeyEntry[]) => log.slice(1).map((e, i) => e[0] - log[i]![0]);

describe('keys held offline', () => {
  it('are taken when they come back, in any batch size and after a restart, with their gaps', async () => {
    const teacher = await newRole(t, 'TEACHER', '王老师');
    const group = (await post('/student/studyGroup/create', { name: '六(1)班' }, teacher)).data.id as string;
    const kids: Headers[] = [];
    for (const name of ['一批', '三十一批', '重启']) {
      const kid = await newRole(t, 'STUDENT', name);
      await post(`/student/studyGroup/join/${group}`, {}, kid);
      kids.push(kid);
    }
    const [one, thirties, restart] = kids as [Headers, Headers, Headers];
    const race = (await post('/race/create', { groupId: group, kind: 'english', text: TEXT }, teacher)).data;
    for (const k of kids) await post('/race/join', { code: race.code }, k);
    const socks = await Promise.all(kids.map((k) => raceSocket(port, k.authorization, k.userroleid, race.id)));
    await post(`/race/${race.id}/start`, {}, teacher);
    await Promise.all(socks.map((s) => s.next((m) => m.type === 'start')));
    // online for 3 s: ten keys each
    t.clock.advance(3000 + 4000);
    for (const s of socks) await send(s, 0, 10, 10);

    // 35 s offline, typing on: 105 keys more by the time the device is back
    t.clock.advance(35_000);
    await send(socks[0]!, 10, 110, 100);
    await send(socks[1]!, 10, 115, 30);
    await send(socks[2]!, 10, 40, 30);

    // the server restarts: another process on the same database takes the racer back
    socks[2]!.close();
    await expect.poll(async () => (await storedLog(race.id, restart)).length).toBe(40);
    restarted = await buildApp({ config: t.app.config, database: t.database, clock: t.clock });
    const back = await raceSocket(await listenOnLoopback({ app: restarted }), restart.authorization, restart.userroleid, race.id);
    expect(back.hello.log).toHaveLength(40);
    t.clock.advance(1000);
    await send(back, 40, 115, 30);

    for (const s of [socks[0]!, socks[1]!, back]) s.close();
    await expect.poll(async () => (await Promise.all(kids.map((k) => storedLog(race.id, k)))).map((l) => l.length)).toEqual([110, 115, 115]);
    for (const k of [one, thirties, restart]) {
      const log = await storedLog(race.id, k);
      // the offline keys moved together: 333 ms apart as typed, none older than 15 s when it came
      expect(new Set(gaps(log.slice(10)))).toEqual(new Set([333]));
      expect(log[10]![0]).toBe(3000 + 4000 + 35_000 - 3000 - 15_000);
      expect(log.slice(0, 10)).toEqual(LOG.slice(0, 10));
    }
    await post(`/race/${race.id}/end`, {}, teacher);
  });
});
