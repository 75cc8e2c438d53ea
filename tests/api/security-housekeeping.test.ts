import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './harness';
import { as, loginByMobile } from './authHelpers';
import { gameRounds, pointsLedger, sessions, smsCodes, typingTests, users, vipOrders } from '../../server/db/schema';
import { purge, RETENTION } from '../../server/services/housekeeping';
import { redactUrl } from '../../server/plugins/logging';
import { loggableError } from '../../server/plugins/transport';
import { addPoints, balance } from '../../server/services/points';
import { useGames } from '../../server/services/games';
import { logOf, tapGames, tapTargets, tapLevels } from './gameTestMachine';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()), 300_000);
afterAll(() => t.close());

const n = async (table: typeof users | typeof sessions | typeof smsCodes | typeof vipOrders) => Number((await t.app.db.select({ n: count() }).from(table))[0]!.n);

describe('housekeeping', () => {
  it('purges ended sessions, old codes, unpaid orders and idle guests, and keeps what is in use', async () => {
    const member = await loginByMobile(t);
    const opened = await t.call('POST', t.api('/vip/open?vipGradeId=month&paymentMethod=wechat'), undefined, as(member));
    expect(opened.status).toBe(200);
    const guest = await t.call('POST', t.api('/auth/loginByGuest'), {});
    const guestWithRole = await t.call('POST', t.api('/auth/loginByGuest'), {});
    await t.call('POST', t.api('/user/role/create'), { roleName: '小红', roleType: 'STUDENT', avatar: 'panda.svg' }, as(guestWithRole.data.accessToken));
    await t.call('GET', t.api('/auth/logout'), undefined, as(guest.data.accessToken));
    const usersBefore = await n(users);

    // Nothing is old yet: nothing goes.
    expect(await purge(t.app.db, t.clock.now())).toMatchObject({ sessions: 0, pendingOrders: 0, guests: 0 });

    t.clock.advance(RETENTION.idleGuestsMs + 3600_000);
    const gone = await purge(t.app.db, t.clock.now());
    expect(gone.smsCodes).toBeGreaterThan(0);
    expect(gone.pendingOrders).toBeGreaterThan(0);
    expect(gone.sessions).toBeGreaterThan(0);
    expect(gone.guests).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(users).where(eq(users.visitId, guest.data.visitId))).toEqual([]);
    // the guest with a role and the mobile account stay
    expect(await t.app.db.select().from(users).where(eq(users.visitId, guestWithRole.data.visitId))).toHaveLength(1);
    expect(await n(users)).toBe(usersBefore - gone.guests);
    expect(await n(vipOrders)).toBe(0);
  });
});

describe('housekeeping of game rounds', () => {
  it('purges rounds never finished after a week, keeps finished ones and the points taken at start', async () => {
    const restore = useGames(tapGames);
    try {
      const login = await t.call('POST', t.api('/auth/loginByGuest'), {});
      const authorization = login.data.accessToken as string;
      const roleId = (await t.call('POST', t.api('/user/role/create'), { roleName: '小明', roleType: 'STUDENT', avatar: 'panda.svg' }, { authorization })).data.id as string;
      const headers = { authorization, userroleid: roleId };
      await addPoints(t.app.db, { roleId, delta: 200, reason: 'test', ref: `gift:${roleId}`, day: '2026-11-21' });
      const start = async () => (await t.call('POST', t.api('/game/round/start'), { courseId: 'tap_test', courseLevelId: 'one' }, headers)).data as { roundId: string; seed: number };
      const round = (id: string) => t.app.db.select().from(gameRounds).where(eq(gameRounds.id, id));

      const abandoned = await start();
      const finished = await start();
      const log = logOf(tapTargets(tapLevels[0]!, finished.seed));
      const done = await t.call('POST', t.api('/game/progress'), { roundId: finished.roundId, log, score: 65, durationMs: log.at(-1)![0] }, headers);
      expect(done.status).toBe(200);
      // six days on: not old enough yet
      t.clock.advance(RETENTION.unfinishedRoundsMs - 24 * 3600_000);
      expect((await purge(t.app.db, t.clock.now())).unfinishedRounds).toBe(0);
      t.clock.advance(2 * 24 * 3600_000);
      const recent = await start();
      const pointsBefore = await balance(t.app.db, roleId);

      expect((await purge(t.app.db, t.clock.now())).unfinishedRounds).toBe(1);
      expect(await round(abandoned.roundId)).toEqual([]);
      expect(await round(finished.roundId)).toHaveLength(1);
      expect(await round(recent.roundId)).toHaveLength(1);
      // the 50 points of each start stay spent, the abandoned round's included
      expect(await balance(t.app.db, roleId)).toBe(pointsBefore);
      expect(await t.app.db.select().from(pointsLedger).where(and(eq(pointsLedger.roleId, roleId), eq(pointsLedger.ref, `game:${abandoned.roundId}`)))).toHaveLength(1);
      // the finished round still counts for the level's best
      const levels = (await t.call('GET', t.api('/game/courses/test'), undefined, headers)).data[0].levels;
      expect(levels[0]).toMatchObject({ id: 'one', bestScore: 65 });
    } finally {
      restore();
    }
  });
});

describe('housekeeping of typing tests', () => {
  it('purges tests started and never handed in once they can no longer be, and keeps handed-in ones (issue 39)', async () => {
    const login = await t.call('POST', t.api('/auth/loginByGuest'), {});
    const authorization = login.data.accessToken as string;
    const roleId = (await t.call('POST', t.api('/user/role/create'), { roleName: '小明', roleType: 'STUDENT', avatar: 'panda.svg' }, { authorization })).data.id as string;
    const headers = { authorization, userroleid: roleId };
    const start = async () => (await t.call('POST', t.api('/typingTest/start'), { kind: 'hanzi', minutes: 1 }, headers)).data as { testId: string; durationMs: number };
    const test = (id: string) => t.app.db.select({ id: typingTests.id }).from(typingTests).where(eq(typingTests.id, id));

    const abandoned = await start();
    const finished = await start();
    t.clock.advance(finished.durationMs);
    // handed in without a key: 未定级, but handed in
    expect((await t.call('POST', t.api('/typingTest/submit'), { testId: finished.testId, log: [], cpm: 0, accuracy: 100 }, headers)).status).toBe(200);
    t.clock.advance(RETENTION.unfinishedTestsMs - finished.durationMs - 60_000);
    expect((await purge(t.app.db, t.clock.now())).unfinishedTests).toBe(0);
    t.clock.advance(2 * 60_000);
    const recent = await start();

    expect((await purge(t.app.db, t.clock.now())).unfinishedTests).toBe(1);
    expect(await test(abandoned.testId)).toEqual([]);
    expect(await test(finished.testId)).toHaveLength(1);
    expect(await test(recent.testId)).toHaveLength(1);
  });
});

describe('GET /healthz', () => {
  it('answers the version with the database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, data: { database: 'up', version: expect.stringMatching(/^\d+\.\d+\.\d+/) } });
  });
});

describe('logs', () => {
  it('never carry tokens, codes, mobiles or trade numbers from URLs', () => {
    expect(redactUrl('/api/client/v1/auth/userInfo?token=abc&x=1')).toBe('/api/client/v1/auth/userInfo?token=***&x=1');
    expect(redactUrl('/ws?Authorization=secret')).toBe('/ws?Authorization=***');
    expect(redactUrl('/api/dev/sms/latest?mobile=13800000001')).toBe('/api/dev/sms/latest?mobile=***');
    expect(redactUrl('/pay/sandbox/XJ123/confirm')).toBe('/pay/sandbox/***/confirm');
  });
  it('log a failed query without its parameters', () => {
    const err = Object.assign(new Error('Failed query: select * from users where username = $1\nparams: xiaoming'), { cause: { code: '22021' } });
    const logged = JSON.stringify(loggableError(err));
    expect(logged).not.toContain('xiaoming');
    expect(logged).toContain('22021');
  });
  it('log the driver’s own reason for a failed query, but not a database error’s message', () => {
    const driver = Object.assign(new Error('Failed query: select $1\nparams: xiaoming'), { cause: new Error('the database thread did not answer') });
    expect(loggableError(driver).cause).toBe('Error: the database thread did not answer');
    const sql = Object.assign(new Error('Failed query: select $1\nparams: xiaoming'), { cause: { code: '22P02', message: 'invalid input syntax for type integer: "xiaoming"' } });
    expect(JSON.stringify(loggableError(sql))).not.toContain('xiaoming');
  });
  it('of the sandbox SMS carry neither the code nor the whole mobile', async () => {
    const { sandboxSms } = await import('../../server/services/sms');
    const lines: string[] = [];
    await sandboxSms((m) => lines.push(m)).send('13812345678', '654321');
    expect(lines.join()).not.toContain('654321');
    expect(lines.join()).not.toContain('13812345678');
  });
});
