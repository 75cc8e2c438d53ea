import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

async function student(roleType: 'STUDENT' | 'TEACHER' = 'STUDENT') {
  const login = await t.call('POST', t.api('/auth/loginByGuest'), {});
  const authorization = login.data.accessToken as string;
  const role = await t.call('POST', t.api('/user/role/create'), { roleName: '小明', roleType, avatar: 'panda.svg' }, { authorization });
  return { authorization, userroleid: role.data.id as string };
}
/** Moves the injected clock to an instant (UTC). */
const at = (iso: string) => {
  const target = new Date(iso).getTime();
  t.clock.advance(target - t.clock.now().getTime());
};
const HOUR = 3600_000;

describe('the daily check-in', () => {
  it('counts China days: 23:30 and 00:30 Asia/Shanghai are two days even though both are the same UTC day', async () => {
    const h = await student();
    at('2026-12-01T15:30:00Z'); // 23:30 in Shanghai, Dec 1
    const first = await t.call('POST', t.api('/student/signIn'), {}, h);
    expect(first).toMatchObject({ status: 200, data: { streak: 1, pointsEarned: 10, point: 10 } });
    t.clock.advance(HOUR); // 00:30 Dec 2 in Shanghai, still Dec 1 in UTC
    const second = await t.call('POST', t.api('/student/signIn'), {}, h);
    expect(second).toMatchObject({ status: 200, data: { streak: 2, pointsEarned: 10, point: 20 } });
    const cal = await t.call('GET', t.api('/student/calendar?month=2026-12'), undefined, h);
    expect(cal.data).toMatchObject({ signedDays: [1, 2], streak: 2, today: '2026-12-02', signedToday: true });
  });

  it('refuses a second check-in the same China day kindly and changes nothing', async () => {
    const h = await student();
    at('2026-12-05T00:10:00Z'); // 08:10 Shanghai
    await t.call('POST', t.api('/student/signIn'), {}, h);
    t.clock.advance(15 * HOUR); // 23:10 Shanghai, same day
    const again = await t.call('POST', t.api('/student/signIn'), {}, h);
    expect(again).toMatchObject({ status: 40900, message: '今天已经签到过啦，明天再来吧' });
    expect((await t.call('GET', t.api('/student/point/balance'), undefined, h)).data.point).toBe(10);
  });

  it('counts a concurrent double check-in once', async () => {
    const h = await student();
    at('2026-12-06T04:00:00Z');
    const both = await Promise.all([t.call('POST', t.api('/student/signIn'), {}, h), t.call('POST', t.api('/student/signIn'), {}, h)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 40900]);
    expect((await t.call('GET', t.api('/student/point/balance'), undefined, h)).data.point).toBe(10);
  });

  it('keeps a streak across a month end, rewards longer streaks more, and a missed day starts again', async () => {
    at('2027-01-26T02:00:00Z');
    const h = await student();
    const earned: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await t.call('POST', t.api('/student/signIn'), {}, h);
      expect(r.data.streak).toBe(i + 1);
      earned.push(r.data.pointsEarned);
      t.clock.advance(24 * HOUR);
    }
    expect(earned).toEqual([10, 10, 20, 20, 20, 20, 30, 30]);
    // now Feb 3; Jan 26..Feb 2 are signed
    const jan = await t.call('GET', t.api('/student/calendar?month=2027-01'), undefined, h);
    expect(jan.data.signedDays).toEqual([26, 27, 28, 29, 30, 31]);
    const feb = await t.call('GET', t.api('/student/calendar?month=2027-02'), undefined, h);
    expect(feb.data).toMatchObject({ signedDays: [1, 2], streak: 8, signedToday: false, todayReward: 30 });
    t.clock.advance(24 * HOUR); // Feb 4: Feb 3 was missed
    expect((await t.call('GET', t.api('/student/calendar'), undefined, h)).data).toMatchObject({ streak: 0, todayReward: 10 });
    expect((await t.call('POST', t.api('/student/signIn'), {}, h)).data).toMatchObject({ streak: 1, pointsEarned: 10 });
  });

  it('is for student roles only, signed in, with a valid month', async () => {
    const teacher = await student('TEACHER');
    expect((await t.call('POST', t.api('/student/signIn'), {}, teacher)).status).toBe(40300);
    expect((await t.call('POST', t.api('/student/signIn'), {})).status).toBe(10000);
    const h = await student();
    expect(await t.call('GET', t.api('/student/calendar?month=2026-13'), undefined, h)).toMatchObject({ status: 40000, message: '月份格式应为 YYYY-MM' });
  });
});
