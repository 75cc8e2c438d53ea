import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses } from '../../levels/index';
import { chapterAttempts, gameRounds, pointsLedger } from '../../server/db/schema';
import { addPoints } from '../../server/services/points';
import { WORK_GRACE_MS } from '../../server/services/sessions';
import { useGames } from '../../server/services/games';
import { startTestApp, type TestApp } from './harness';
import { typedAttempt } from './chapterLogs';
import { freshMobile, smsCode } from './authHelpers';
import { logOf, tapGames, tapLevels, tapTargets } from './gameTestMachine';

/**
 * Work of an ended session (issue 24): a family signed in on the PC, a child mid-chapter or mid-round,
 * and a parent signs in on the phone with an SMS code, which ends the PC's session. The PC's finished
 * chapter and round are still taken, signed by the PC's token, within WORK_GRACE_MS of the end, once
 * however often they are sent; not after the grace, not for work begun after the end, not after a logout.
 */
let t: TestApp;
let restore: () => void;
beforeAll(async () => {
  restore = useGames(tapGames);
  t = await startTestApp();
});
afterAll(async () => {
  restore();
  await t.close();
});

const MINUTE = 60_000;
const loginBy = async (mobile: string) => {
  t.clock.advance(MINUTE); // past the 59 s resend pause
  const res = await t.call('POST', t.api('/auth/loginByMobile'), { mobile, verificationCode: await smsCode(t, mobile) });
  expect(res.status).toBe(200);
  return res.data.accessToken as string;
};

/** A family on the PC: its token and its student role's headers; `phone()` then signs in on the phone. */
async function family() {
  const mobile = freshMobile();
  const pc = await loginBy(mobile);
  const role = await t.call('POST', t.api('/user/role/create'), { roleName: '小明', roleType: 'STUDENT', avatar: 'panda.svg' }, { authorization: pc });
  const roleId = role.data.id as string;
  return { roleId, pc: { authorization: pc, userroleid: roleId }, phone: async () => ({ authorization: await loginBy(mobile), userroleid: roleId }) };
}

const chapter = (() => {
  for (const c of courses) for (const s of c.sections.filter((x) => !x.vip)) for (const l of s.lessons) for (const ch of l.chapters) if (ch.activity.render_engine === 'typing_text') return { ch, text: ch.activity.text };
  throw new Error('no free typing_text chapter');
})();

/** A finished chapter typed through (its key log), said to have taken `durationMs`: the time a late result is judged on. */
const attempt = (durationMs: number) => ({ ...typedAttempt(chapter.ch.id), durationMs });
const postChapter = (headers: Record<string, string>, body: unknown) => t.call('POST', t.api('/student/progress'), body, headers);
const attemptsOf = (roleId: string) => t.app.db.select().from(chapterAttempts).where(eq(chapterAttempts.roleId, roleId));

describe('a chapter finished on a device whose session a newer login ended', () => {
  it('is taken within the grace, signed by the ended session, once however often it is resent', async () => {
    const f = await family();
    t.clock.advance(30_000); // the child is typing…
    await f.phone(); // …when the parent signs in on the phone (a minute later: the resend pause)
    t.clock.advance(20_000); // the child finishes
    const body = attempt(3 * MINUTE);
    // the PC's session really is over for everything else
    expect((await t.call('GET', t.api('/student/point/balance'), undefined, f.pc)).status).toBe(10002);

    const first = await postChapter(f.pc, body);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ stars: expect.any(Number), sessionEnded: '您的账号已在其他地方登录' });
    const again = await Promise.all([postChapter(f.pc, body), postChapter(f.pc, body)]);
    for (const r of again) expect(r.data).toMatchObject({ stars: first.data.stars, pointsEarned: first.data.pointsEarned, point: first.data.point });
    expect(await attemptsOf(f.roleId)).toHaveLength(1);
    const ledger = await t.app.db.select().from(pointsLedger).where(eq(pointsLedger.ref, `chapter:${body.attemptId}`));
    expect(ledger).toHaveLength(first.data.pointsEarned > 0 ? 1 : 0);
  });

  it('is refused with 10002 after the grace, and for a chapter begun after the session ended; nothing is written', async () => {
    const f = await family();
    await f.phone();
    t.clock.advance(2 * MINUTE);
    // began 1 minute ago, after the end: not work of the ended session
    expect(await postChapter(f.pc, attempt(MINUTE))).toMatchObject({ status: 10002, message: '您的账号已在其他地方登录' });
    t.clock.advance(WORK_GRACE_MS);
    expect(await postChapter(f.pc, attempt(20 * MINUTE))).toMatchObject({ status: 10002 });
    expect(await attemptsOf(f.roleId)).toHaveLength(0);
  });

  it('gets no grace after a logout (10000)', async () => {
    const f = await family();
    expect((await t.call('GET', t.api('/auth/logout'), undefined, f.pc)).status).toBe(200);
    expect((await postChapter(f.pc, attempt(MINUTE))).status).toBe(10000);
    expect(await attemptsOf(f.roleId)).toHaveLength(0);
  });
});

describe('a game round finished on a device whose session a newer login ended', () => {
  const start = (headers: Record<string, string>) => t.call('POST', t.api('/game/round/start'), { courseId: 'tap_test', courseLevelId: 'one' }, headers);
  const finish = (headers: Record<string, string>, round: { roundId: string; seed: number }) => {
    const log = logOf(tapTargets(tapLevels[0]!, round.seed));
    return t.call('POST', t.api('/game/progress'), { roundId: round.roundId, log, score: 65, durationMs: log.at(-1)![0] }, headers);
  };
  const finished = async (roleId: string) => (await t.app.db.select().from(gameRounds).where(eq(gameRounds.roleId, roleId))).filter((r) => r.finishedAt);

  it('is scored within the grace once however often it is resent; a round the phone started is not the PC’s', async () => {
    const f = await family();
    await addPoints(t.app.db, { roleId: f.roleId, delta: 200, reason: 'test', ref: `gift:${f.roleId}`, day: '2026-11-21' });
    const round = (await start(f.pc)).data;
    const phone = await f.phone();
    const first = await finish(f.pc, round);
    expect(first).toMatchObject({ status: 200, data: { score: 65, sessionEnded: '您的账号已在其他地方登录' } });
    const again = await Promise.all([finish(f.pc, round), finish(f.pc, round)]);
    for (const r of again) expect(r.data).toMatchObject({ score: 65 });
    expect(await finished(f.roleId)).toHaveLength(1);
    // a new round cannot start from the ended session, and a round the phone started is not finished by it
    expect((await start(f.pc)).status).toBe(10002);
    t.clock.advance(1000);
    const phoneRound = (await start(phone)).data;
    expect((await finish(f.pc, phoneRound)).status).toBe(10002);
    expect(await finished(f.roleId)).toHaveLength(1);
  });

  it('is refused with 10002 after the grace and stays unfinished', async () => {
    const f = await family();
    await addPoints(t.app.db, { roleId: f.roleId, delta: 200, reason: 'test', ref: `gift:${f.roleId}`, day: '2026-11-21' });
    const round = (await start(f.pc)).data;
    await f.phone();
    t.clock.advance(WORK_GRACE_MS + 1);
    expect((await finish(f.pc, round)).status).toBe(10002);
    expect(await finished(f.roleId)).toHaveLength(0);
  });
});
