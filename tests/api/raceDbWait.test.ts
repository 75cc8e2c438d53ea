import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { listenOnLoopback, startTestApp, type TestApp } from './harness';
import { newRole } from './accountHelpers';
import { raceSocket, typed } from './raceHelpers';

/**
 * The live path of a race does not wait for the database (PostgreSQL only: a second connection holds
 * the rows). At 25 races × 40 racers the pool's connections waited on race locks while a class
 * finished, every lane's save queued behind them, and each racer's next batch behind its save: the
 * projector lagged by seconds (docs/SCALING.md "Class races"). Now a batch never waits for a save,
 * and the finishing keys reach the projector before the finish is stored.
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

const post = (path: string, body: unknown, h: { authorization: string; userroleid: string }) => t.call('POST', t.api(path), body, h);

/** Waits until a statement starting with `prefix` waits on a lock (a state, not a time). */
async function waitingOnLock(prefix: string): Promise<void> {
  for (;;) {
    const { rows } = await pool!.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like $1`, [`${prefix}%`]);
    if (rows[0].n > 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a race on PostgreSQL while its rows are locked', () => {
  it('takes a batch while the lane’s save waits, and shows the finishing keys while the finish waits', async (ctx) => {
    if (!pool) return ctx.skip();
    const teacher = await newRole(t, 'TEACHER', '王老师');
    const group = (await post('/student/studyGroup/create', { name: '三(2)班' }, teacher)).data.id as string;
    const kid = await newRole(t, 'STUDENT', '学生');
    await post(`/student/studyGroup/join/${group}`, {}, kid);
    const race = (await post('/race/create', { groupId: group, kind: 'english', text: 'ab cd' }, teacher)).data;
    await post('/race/join', { code: race.code }, kid);
    const projector = await raceSocket(port, teacher.authorization, teacher.userroleid, race.id);
    const racer = await raceSocket(port, kid.authorization, kid.userroleid, race.id);
    await post(`/race/${race.id}/start`, {}, teacher);
    await racer.next((m) => m.type === 'start');
    t.clock.advance(3000 + 3000);

    // another transaction holds the racer's row and the race's: saves and finishes wait for it
    const holder = await pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from race_racers where race_id = $1 for update', [race.id]);
      await holder.query('select 1 from races where id = $1 for update', [race.id]);
      expect(await racer.keys(0, typed('ab', 500))).toMatchObject({ type: 'ack', accepted: 2 });
      await waitingOnLock('update race_racers r set log');
      // the save waits; the next batch does not
      expect(await racer.keys(2, typed(' c', 900))).toMatchObject({ type: 'ack', accepted: 4 });
      const at = projector.received.length;
      racer.send({ type: 'keys', seq: 99, from: 4, log: typed('d', 1300) });
      await waitingOnLock('select 1 from races where id');
      // the finish waits for the race's lock; the projector already sees the last key
      const seen = await projector.next((m) => m.type === 'progress' && m.racers.some((r: any) => r.keys === 5), at);
      expect(seen.racers[0]).toMatchObject({ keys: 5, progress: 1, place: null });
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    // then the finish is stored and told, and the race ends with the racer first
    expect((await projector.next((m) => m.type === 'finish')).racer).toMatchObject({ roleId: kid.userroleid, place: 1, status: 'finished' });
    expect((await racer.next((m) => m.type === 'ack' && m.seq === 99)).racer).toMatchObject({ status: 'finished', place: 1 });
    expect((await projector.next((m) => m.type === 'ended')).race.racers).toMatchObject([{ place: 1, status: 'finished', keys: 5 }]);
    projector.close();
    racer.close();
  });
});
