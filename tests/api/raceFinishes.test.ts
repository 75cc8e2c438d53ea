import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { listenOnLoopback, startTestApp, type TestApp } from './harness';
import { newRole, type Headers } from './accountHelpers';
import { raceSocket, typed } from './raceHelpers';

/**
 * A class's finishes (docs/SCALING.md "Class races"): many at once each get their own place, in
 * finishing order, and the race ends with the last; on PostgreSQL, storing a finish holds the race's
 * row only inside the database — never while a transaction waits for this process's next statement
 * (a turn of its event loop: under load, every finish of the class waited behind those turns).
 */
let t: TestApp;
let port: number;
let pool: pg.Pool | null = null;
beforeAll(async () => {
  t = await startTestApp();
  port = await listenOnLoopback(t);
  pool = t.pool;
});
afterAll(() => t.close());

const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);
const TEXT = 'ab cd';

async function runningRace(n: number) {
  const teacher = await newRole(t, 'TEACHER', '王老师');
  const group = (await post('/student/studyGroup/create', { name: '三(2)班' }, teacher)).data.id as string;
  const race = (await post('/race/create', { groupId: group, kind: 'english', text: TEXT }, teacher)).data;
  const kids: Headers[] = [];
  for (let i = 0; i < n; i++) {
    const kid = await newRole(t, 'STUDENT', `学生${i}`);
    await post(`/student/studyGroup/join/${group}`, {}, kid);
    await post('/race/join', { code: race.code }, kid);
    kids.push(kid);
  }
  const projector = await raceSocket(port, teacher.authorization, teacher.userroleid, race.id);
  const racers = await Promise.all(kids.map((k) => raceSocket(port, k.authorization, k.userroleid, race.id)));
  await post(`/race/${race.id}/start`, {}, teacher);
  await Promise.all(racers.map((r) => r.next((m) => m.type === 'start')));
  t.clock.advance(3000 + 8000);
  return { race, kids, projector, racers };
}

describe('a class finishing', () => {
  it('gives twelve finishes sent at once twelve places in finishing order, tells each once, and ends with the last', async () => {
    const { kids, projector, racers } = await runningRace(12);
    // sent together, the later finishers first: places follow the finishing time, not the arrival
    const acks = await Promise.all(racers.map((r, i) => r.keys(0, typed(TEXT, 1000 + (racers.length - i) * 250, 300))));
    expect(acks.every((a) => a.type === 'ack' && a.racer.status === 'finished')).toBe(true);
    const ended = await projector.next((m) => m.type === 'ended');
    expect(ended.race.endReason).toBe('finished');
    const byTime = [...ended.race.racers].sort((a: any, b: any) => a.finishMs - b.finishMs);
    expect(byTime.map((r: any) => r.place)).toEqual(kids.map((_, i) => i + 1));
    expect(byTime.map((r: any) => r.roleId)).toEqual(kids.map((k) => k.userroleid).reverse());
    // one finish message a racer
    const told = projector.received.filter((m) => m.type === 'finish').map((m) => m.racer.roleId);
    expect(told.sort()).toEqual(kids.map((k) => k.userroleid).sort());
    for (const s of [projector, ...racers]) s.close();
  });

  it('stores the lanes of a room while they type, together (a reconnecting device resumes from there)', async () => {
    const { race, kids, projector, racers } = await runningRace(3);
    for (const [i, r] of racers.entries()) expect(await r.keys(0, typed(TEXT.slice(0, i + 1), 1000))).toMatchObject({ type: 'ack', accepted: i + 1 });
    // no socket closed: the room's saves store them (a state waited for, LANE_SAVE_MS after the first key)
    for (;;) {
      const view = (await t.call('GET', t.api(`/race/${race.id}`), undefined, kids[0]!)).data;
      if (view.racers.every((r: any, i: number) => r.keys === i + 1)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const s of [projector, ...racers]) s.close();
  });

  it('holds the race’s row only inside PostgreSQL while storing a finish, never across round trips', async (ctx) => {
    if (!pool) return ctx.skip();
    const { race, projector, racers } = await runningRace(2);
    const probe = new pg.Client({ connectionString: pool.options.connectionString });
    await probe.connect();
    // every statement a connection sends inside an open transaction waits for a probe first: is the
    // race's row locked while that transaction waits for this process? (what each finish of a class
    // then waits for: this process's event loop, not the database)
    const inTransaction = new WeakSet<object>();
    const heldAcross: string[] = [];
    const original = pg.Client.prototype.query;
    const textOf = (q: unknown) => (typeof q === 'string' ? q : ((q as { text?: string })?.text ?? '')).trim().toLowerCase();
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const text = textOf(args[0]);
      if (this === probe || !inTransaction.has(this) || text === 'begin') {
        if (this !== probe && text === 'begin') inTransaction.add(this);
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      }
      if (text === 'commit' || text === 'rollback') inTransaction.delete(this);
      const checked = (original as (...a: unknown[]) => Promise<pg.QueryResult>)
        .call(probe, 'select 1 from races where id = $1 for update skip locked', [race.id])
        .then((r: pg.QueryResult) => r.rowCount === 0 && heldAcross.push(text.slice(0, 60)));
      const go = () => (original as (...a: unknown[]) => unknown).apply(this, args);
      if (typeof args.at(-1) === 'function') return void checked.then(go);
      return checked.then(go);
    } as typeof original;
    try {
      expect((await racers[0]!.keys(0, typed(TEXT, 1000, 300))).racer).toMatchObject({ status: 'finished', place: 1 });
      expect((await projector.next((m) => m.type === 'finish')).racer.place).toBe(1);
    } finally {
      pg.Client.prototype.query = original;
      await probe.end();
    }
    expect(heldAcross).toEqual([]);
    expect((await racers[1]!.keys(0, typed(TEXT, 1500, 300))).racer).toMatchObject({ status: 'finished', place: 2 });
    expect((await projector.next((m) => m.type === 'ended')).race.racers.map((r: any) => r.place)).toEqual([1, 2]);
    for (const s of [projector, ...racers]) s.close();
  });
});
