import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles } from '../../server/db/schema';
import { drawGamePoint } from '../../server/services/gameDraw';
import { balance } from '../../server/services/points';
import { hashToken } from '../../server/services/sessions';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

async function student() {
  const login = await t.call('POST', t.api('/auth/loginByGuest'), {});
  const authorization = login.data.accessToken as string;
  const role = await t.call('POST', t.api('/user/role/create'), { roleName: '小明', roleType: 'STUDENT', avatar: 'panda.svg' }, { authorization });
  const roleId = role.data.id as string;
  const userId = (await t.app.db.select().from(roles).where(eq(roles.id, roleId)))[0]!.userId;
  return { roleId, userId, headers: { authorization, userroleid: roleId } };
}
type Student = Awaited<ReturnType<typeof student>>;
const canDraw = async (s: Student) => (await t.call('POST', t.api('/student/point/getTodayCanDraw'), {}, s.headers)).data;
const draw = (s: Student) => t.call('POST', t.api('/student/point/drawGamePoint'), {}, s.headers);

describe('the daily points draw', () => {
  it('gives 150 points once a China day; a second draw gets 已经领取 and changes nothing', async () => {
    // the harness clock starts at 2026-11-21 10:00 in China
    const s = await student();
    expect(await canDraw(s)).toEqual({ alreadyDraw: false, drawPoint: 150 });
    expect((await draw(s)).data).toEqual({ drawPoint: 150, point: 150 });
    expect(await canDraw(s)).toEqual({ alreadyDraw: true, drawPoint: 150 });
    expect(await draw(s)).toMatchObject({ status: 40900, message: '已经领取', data: null });
    expect(await balance(t.app.db, s.roleId)).toBe(150);
    expect((await t.call('GET', t.api('/student/point/balance'), undefined, s.headers)).data).toEqual({ point: 150, dayLimit: 1 });
  });

  it('opens again at midnight in China (16:00 UTC), not at midnight UTC', async () => {
    const s = await student();
    t.clock.advance(new Date('2026-11-21T15:59:58Z').getTime() - t.clock.now().getTime());
    expect((await draw(s)).status).toBe(200);
    t.clock.advance(1000); // 23:59:59 in China: the same day
    expect(await canDraw(s)).toEqual({ alreadyDraw: true, drawPoint: 150 });
    expect((await draw(s)).status).toBe(40900);
    t.clock.advance(1000); // 00:00:00 on the 22nd in China
    expect(await canDraw(s)).toEqual({ alreadyDraw: false, drawPoint: 150 });
    expect((await draw(s)).data).toEqual({ drawPoint: 150, point: 300 });
    t.clock.advance(8 * 3600_000); // midnight UTC: a new UTC day, but still the 22nd (08:00) in China
    expect((await draw(s)).status).toBe(40900);
  });

  it('lets one of ten concurrent draws through', async () => {
    const s = await student();
    const results = await Promise.all(Array.from({ length: 10 }, () => draw(s)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 40900 && r.message === '已经领取')).toHaveLength(9);
    expect(await balance(t.app.db, s.roleId)).toBe(150);
  });

  it('allows dayLimit draws a day when a limit above 1 is given', async () => {
    const s = await student();
    const day = '2026-12-01';
    expect(await drawGamePoint(t.app.db, { roleId: s.roleId, day, dayLimit: 2 })).toEqual({ drawPoint: 150, point: 150 });
    expect(await drawGamePoint(t.app.db, { roleId: s.roleId, day, dayLimit: 2 })).toEqual({ drawPoint: 150, point: 300 });
    await expect(drawGamePoint(t.app.db, { roleId: s.roleId, day, dayLimit: 2 })).rejects.toMatchObject({ status: 40900, message: '已经领取' });
  });

  it('pushes the new balance to every open tab of the account', async () => {
    const s = await student();
    const tabs = [[], []] as string[][];
    // registered as /ws does, with the session's token hash: the login's own "end the older sessions"
    // can reach this process after the tabs opened (through NOTIFY on PostgreSQL) and must spare them
    const session = hashToken(s.headers.authorization);
    const close = tabs.map((got) => t.app.push.add(s.userId, { readyState: 1, send: (d: string) => void got.push(d) }, session));
    // that notice, arriving late, as it can on PostgreSQL
    t.app.push.deliver(s.userId, { type: 'sessionEnded', status: 10002, keep: session });
    await draw(s);
    // on PostgreSQL the push travels through NOTIFY: wait for it to arrive
    await vi.waitFor(() => expect(tabs.every((got) => got.length > 0)).toBe(true));
    for (const got of tabs) expect(got.map((d) => JSON.parse(d))).toEqual([{ type: 'points', point: 150 }]);
    close.forEach((c) => c());
  });

  it('is for a signed-in student role', async () => {
    expect((await t.call('POST', t.api('/student/point/drawGamePoint'), {})).status).toBe(10000);
    const login = await t.call('POST', t.api('/auth/loginByGuest'), {});
    const authorization = login.data.accessToken as string;
    const teacher = await t.call('POST', t.api('/user/role/create'), { roleName: '王老师', roleType: 'TEACHER', avatar: 'panda.svg' }, { authorization });
    expect((await t.call('POST', t.api('/student/point/getTodayCanDraw'), {}, { authorization, userroleid: teacher.data.id })).status).toBe(40300);
  });
});
