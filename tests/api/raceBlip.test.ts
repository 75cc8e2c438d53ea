import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { listenOnLoopback, startTestApp, type TestApp } from './harness';
import { newRole, type Headers } from './accountHelpers';
import { raceSocket, typed } from './raceHelpers';
import { blipListen, dbProxy, until } from './dbProxy';
import { within } from '../machine';

/**
 * Issue 39 item 6: a LISTEN reconnect lost 7 of 40 live `finish` messages. Process A (the
 * projector, one racer) reaches PostgreSQL through a proxy; its LISTEN connection is ended and new
 * connections refused for a while. The finishes stored meanwhile on B reach A's projector once A
 * listens again (read back from the database), and A's own finish meanwhile reaches B's sockets.
 * PostgreSQL only: one PGlite process has no LISTEN to lose.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  port = await listenOnLoopback(t);
});
afterAll(() => t.close());

const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);

describe.skipIf(!onPostgres)('finishes stored while a process’s LISTEN is down', () => {
  it('reach its sockets once it listens again, each once, and its own finish meanwhile reaches the others', async () => {
    const direct = new URL(t.pool!.options.connectionString!);
    const proxy = await dbProxy(direct);
    const viaProxy = new URL(direct);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    let database: Database | undefined;
    let a: FastifyInstance | undefined;
    try {
      database = await openDatabase({ databaseUrl: viaProxy.toString() });
      a = await buildApp({ config: t.app.config, database, clock: t.clock });
      const portA = await listenOnLoopback({ app: a });

      const teacher = await newRole(t, 'TEACHER', '王老师');
      const group = (await post('/student/studyGroup/create', { name: '六(2)班' }, teacher)).data.id as string;
      const kids: Headers[] = [];
      for (let i = 0; i < 4; i++) kids.push(await newRole(t, 'STUDENT', `学生${i}`));
      const race = (await post('/race/create', { groupId: group, kind: 'english', text: 'ab cd' }, teacher)).data;
      for (const k of kids) await post('/race/join', { code: race.code }, k);
      const projector = await raceSocket(portA, teacher.authorization, teacher.userroleid, race.id);
      // the first racer types on A, the others on B
      const racers = await Promise.all(kids.map((k, i) => raceSocket(i === 0 ? portA : port, k.authorization, k.userroleid, race.id)));
      await post(`/race/${race.id}/start`, {}, teacher);
      await Promise.all([projector, ...racers].map((s) => s.next((m) => m.type === 'start')));
      t.clock.advance(3000 + 3000);

      // the blip: A's LISTEN backend ended, A's new connections refused (its pooled ones carry on)
      expect(await blipListen(proxy, direct, t.databaseName, true)).toBe(1);
      await until(() => a!.push.relayState === 'down');

      // meanwhile: a finish on A, two on B
      expect((await racers[0]!.keys(0, typed('ab cd', 500, 300))).racer).toMatchObject({ status: 'finished', place: 1 });
      for (const [i, r] of racers.slice(1, 3).entries()) expect((await r.keys(0, typed('ab cd', 1000 + i * 100, 300))).racer).toMatchObject({ place: i + 2 });
      // A's finish reached the sockets on B although A does not hear its own NOTIFY
      await racers[3]!.next((m) => m.type === 'finish' && m.racer.roleId === kids[0]!.userroleid);

      proxy.refuse(false);
      await until(() => a!.push.relayState === 'up');
      // B's finishes while A was deaf reach A's projector, read back from the database
      for (const k of kids.slice(0, 3)) await projector.next((m) => m.type === 'finish' && m.racer.roleId === k.userroleid);

      // the race goes on: the last finish, live, and the end
      t.clock.advance(2000);
      expect((await racers[3]!.keys(0, typed('ab cd', 4000, 300))).racer).toMatchObject({ place: 4 });
      const ended = await projector.next((m) => m.type === 'ended');
      expect(ended.race.racers.map((r: any) => r.place)).toEqual([1, 2, 3, 4]);
      const told = projector.received.filter((m) => m.type === 'finish').map((m) => m.racer.roleId);
      expect(told.sort()).toEqual(kids.map((k) => k.userroleid).sort());
      for (const s of [projector, ...racers]) s.close();
    } finally {
      await a?.close();
      await database?.close();
      await proxy.close();
    }
  }, within(120_000));
});
