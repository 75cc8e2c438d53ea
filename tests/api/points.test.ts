import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPoints, balance, spendPoints } from '../../server/services/points';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const DAY = '2026-11-21';

/** A new student role; its id and the headers the client sends. */
async function student() {
  const login = await t.call('POST', t.api('/auth/loginByGuest'), {});
  const authorization = login.data.accessToken as string;
  const role = await t.call('POST', t.api('/user/role/create'), { roleName: '小明', roleType: 'STUDENT', avatar: 'panda.svg' }, { authorization });
  return { roleId: role.data.id as string, headers: { authorization, userroleid: role.data.id as string } };
}
const give = (roleId: string, delta: number, ref: string) => addPoints(t.app.db, { roleId, delta, reason: 'test', ref, day: DAY });

describe('the points ledger', () => {
  it('is the sum of its rows and counts a ref once', async () => {
    const { roleId } = await student();
    expect(await balance(t.app.db, roleId)).toBe(0);
    expect(await give(roleId, 40, 'gift:1')).toBe(true);
    expect(await give(roleId, 40, 'gift:1')).toBe(false);
    expect(await give(roleId, 5, 'gift:2')).toBe(true);
    expect(await balance(t.app.db, roleId)).toBe(45);
  });

  it('answers the balance with a dayLimit of 1 for the active student role only', async () => {
    const a = await student();
    const b = await student();
    await give(a.roleId, 70, `gift:${a.roleId}`);
    expect((await t.call('GET', t.api('/student/point/balance'), undefined, a.headers)).data).toEqual({ point: 70, dayLimit: 1 });
    expect((await t.call('GET', t.api('/student/point/balance'), undefined, b.headers)).data).toEqual({ point: 0, dayLimit: 1 });
    expect((await t.call('GET', t.api('/student/point/balance'))).status).toBe(10000);
  });
});

describe('spending points', () => {
  it('takes the amount and answers the balance left', async () => {
    const { roleId } = await student();
    await give(roleId, 120, `gift:${roleId}`);
    expect(await spendPoints(t.app.db, { roleId, amount: 50, reason: 'game', ref: 'round:a', day: DAY })).toBe(70);
    expect(await balance(t.app.db, roleId)).toBe(70);
  });

  it('refuses with 60001 您的学习积分不够了 and writes nothing when the balance is short', async () => {
    const { roleId } = await student();
    await give(roleId, 30, `gift:${roleId}`);
    await expect(spendPoints(t.app.db, { roleId, amount: 50, reason: 'game', ref: 'round:b', day: DAY })).rejects.toMatchObject({ status: 60001, message: '您的学习积分不够了' });
    expect(await balance(t.app.db, roleId)).toBe(30);
  });

  it('charges the same ref once', async () => {
    const { roleId } = await student();
    await give(roleId, 100, `gift:${roleId}`);
    await spendPoints(t.app.db, { roleId, amount: 50, reason: 'game', ref: 'round:c', day: DAY });
    expect(await spendPoints(t.app.db, { roleId, amount: 50, reason: 'game', ref: 'round:c', day: DAY })).toBe(50);
    expect(await balance(t.app.db, roleId)).toBe(50);
  });

  it('never goes below zero when two spends race', async () => {
    const { roleId } = await student();
    await give(roleId, 60, `gift:${roleId}`);
    const results = await Promise.allSettled([
      spendPoints(t.app.db, { roleId, amount: 50, reason: 'game', ref: 'round:d1', day: DAY }),
      spendPoints(t.app.db, { roleId, amount: 50, reason: 'game', ref: 'round:d2', day: DAY }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await balance(t.app.db, roleId)).toBe(10);
  });
});
