import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { codePattern } from '../../contract/certificates';
import { randomUUID } from 'node:crypto';
import { certificates, roles, signIns } from '../../server/db/schema';
import { addDays } from '../../server/services/days';
import { awardCertificate, newCode } from '../../server/services/certificates';
import { moveTo, newRole } from './accountHelpers';
import { attemptBody, finish } from './certificatesHelpers';
import { sentAtOnce, watchedAttempt } from './chapterLogs';
import { startTestApp, type TestApp } from './harness';

vi.mock('../../levels', async () => (await import('./certificatesHelpers')).certificateLevels());

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const rowsOf = (roleId: string) => t.app.db.select().from(certificates).where(eq(certificates.roleId, roleId));
const lookup = (code: string, remoteAddress = '203.0.113.9', app = t) => app.app.inject({ method: 'GET', url: app.api(`/certificate/${encodeURIComponent(code)}`), remoteAddress }).then((r) => ({ http: r.statusCode, ...r.json() }));

describe('a finished course section', () => {
  it('earns one certificate with the role name, what was achieved, the figures and the day', async () => {
    const h = await newRole(t, 'STUDENT', '小红');
    moveTo(t, '2026-12-01T02:00:00Z');
    expect((await finish(t, h, 'c-1', { cpm: 60 })).certificate).toBeUndefined();
    expect(await rowsOf(h.userroleid)).toHaveLength(0);
    const last = await finish(t, h, 'c-2', { cpm: 80, wrong: 1 });
    const list = await t.call('GET', t.api('/student/certificates'), undefined, h);
    expect(list.data).toHaveLength(1);
    const cert = list.data[0];
    expect(cert).toMatchObject({
      kind: 'section', roleName: '小红', title: '完成「指法入门 · 基本键位」', achievedOn: '2026-12-01', roleId: h.userroleid,
      figures: [{ label: '完成章节', value: '2 章' }, { label: '获得星星', value: '6 / 6' }, { label: '平均最好速度', value: '70 字/分' }, { label: '平均最好正确率', value: '98%' }],
    });
    expect(cert.code).toMatch(codePattern);
    // the answer that earned it names it, for the result card's link
    expect(last.certificate).toEqual({ code: cert.code, title: cert.title });
    // finishing a chapter of the section again earns nothing new, and says nothing
    expect((await finish(t, h, 'c-1')).certificate).toBeUndefined();
    expect(await rowsOf(h.userroleid)).toHaveLength(1);
  });

  it('counts a watched video as done and its speed not at all', async () => {
    const h = await newRole(t);
    expect((await t.call('POST', t.api('/student/progress'), watchedAttempt('v-1'), h)).status).toBe(200);
    await finish(t, h, 'c-3', { cpm: 50 });
    const [cert] = (await t.call('GET', t.api('/student/certificates'), undefined, h)).data;
    expect(cert.figures).toContainEqual({ label: '平均最好速度', value: '50 字/分' });
  });

  it('is created once when the last chapters are finished by concurrent requests', async () => {
    const h = await newRole(t);
    await finish(t, h, 'c-1');
    const body = await attemptBody('c-2');
    const answers = await sentAtOnce(Array.from({ length: 6 }, () => ({ ...body, attemptId: randomUUID() })), (b) => t.call('POST', t.api('/student/progress'), b, h));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await rowsOf(h.userroleid)).toHaveLength(1);
  });
});

describe('awardCertificate (the door of passed grades)', () => {
  it('stores one certificate per role, kind and subject however many award it at once, and returns that one', async () => {
    const h = await newRole(t, 'STUDENT', '小刚');
    const input = { roleId: h.userroleid, kind: 'grade' as const, subject: 'en:3', title: '通过英文打字三级', figures: [{ label: '速度', value: '120 字/分' }], achievedAt: new Date('2026-12-02T03:00:00Z') };
    const all = await Promise.all(Array.from({ length: 10 }, () => awardCertificate(t.app.db, input)));
    expect(new Set(all.map((a) => a.certificate.code)).size).toBe(1);
    expect(all.filter((a) => a.created)).toHaveLength(1);
    expect(await rowsOf(h.userroleid)).toHaveLength(1);
    // another grade is another certificate
    const other = await awardCertificate(t.app.db, { ...input, subject: 'en:4' });
    expect(other.created).toBe(true);
    expect(other.certificate.code).not.toBe(all[0]!.certificate.code);
    // a passed grade earns the 考级通过 medal with it
    const shelf = await t.call('GET', t.api('/student/medals'), undefined, h);
    expect(shelf.data.find((m: { id: string }) => m.id === 'gradePassed').earnedAt).not.toBeNull();
  });

  it('draws codes from the whole alphabet, never the confusable 0 O 1 I', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    expect(new Set(codes).size).toBe(2000);
    expect(codes.every((c) => codePattern.test(c))).toBe(true);
    const used = new Set(codes.join(''));
    expect(used.size).toBe(30);
    for (const bad of '0O1IL') expect(used.has(bad)).toBe(false);
  });
});

describe('the 30-day check-in streak', () => {
  it('earns a certificate on the 30th day in a row, and only one for that streak', async () => {
    moveTo(t, '2027-01-29T02:00:00Z');
    const h = await newRole(t, 'STUDENT', '小华');
    // 28 days signed before (a session lasts less than a month, so they are stored as they would have been)
    await t.app.db.insert(signIns).values(Array.from({ length: 28 }, (_, i) => ({ roleId: h.userroleid, day: addDays('2027-01-01', i) })));
    expect((await t.call('POST', t.api('/student/signIn'), {}, h)).data.streak).toBe(29);
    expect(await rowsOf(h.userroleid)).toHaveLength(0);
    t.clock.advance(24 * 3600_000);
    expect((await t.call('POST', t.api('/student/signIn'), {}, h)).data.streak).toBe(30);
    expect(await rowsOf(h.userroleid)).toHaveLength(1);
    t.clock.advance(24 * 3600_000);
    expect((await t.call('POST', t.api('/student/signIn'), {}, h)).data.streak).toBe(31);
    expect(await rowsOf(h.userroleid)).toHaveLength(1);
    const [cert] = (await t.call('GET', t.api('/student/certificates'), undefined, h)).data;
    expect(cert).toMatchObject({ kind: 'streak', title: '连续签到 30 天', achievedOn: '2027-01-30', figures: [{ label: '连续签到', value: '30 天' }, { label: '从', value: '2027-01-01' }, { label: '到', value: '2027-01-30' }] });
  });
});

describe('the public verify lookup /certificate/{code}', () => {
  let code = '';
  beforeAll(async () => {
    const h = await newRole(t, 'STUDENT', '小丽');
    code = (await awardCertificate(t.app.db, { roleId: h.userroleid, kind: 'grade', subject: 'zh:1', title: '通过中文打字一级', figures: [{ label: '速度', value: '30 字/分' }], achievedAt: new Date('2026-12-03T03:00:00Z') })).certificate.code;
  });

  it('needs no sign-in and shows only what is printed', async () => {
    const res = await lookup(code);
    expect(res).toMatchObject({ http: 200, status: 200 });
    expect(res.data).toEqual({ code, kind: 'grade', roleName: '小丽', title: '通过中文打字一级', figures: [{ label: '速度', value: '30 字/分' }], achievedOn: '2026-12-03' });
    // as it may be typed from paper: lower case, grouped with a dash
    expect((await lookup(`${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`)).data.code).toBe(code);
  });

  it('says plainly that an unknown code is no certificate', async () => {
    let unknown = newCode();
    while (unknown === code) unknown = newCode();
    expect(await lookup(unknown)).toMatchObject({ http: 200, status: 40400, message: '没有这张奖状：编号不在小键盘侠的记录里', data: null });
  });

  it('says a malformed code has the wrong format', async () => {
    for (const bad of ['abc', 'O0O0O0O0O0', `${code}X`, "'; drop table certificates; --", 'x'.repeat(60)]) {
      const res = await lookup(bad);
      expect(res).toMatchObject({ status: 40000, data: null });
      expect(res.message).toMatch(/^奖状编号格式不对/);
    }
  });

  it('names what is wrong with a code (issue 40): a letter a code never has, or its length', async () => {
    expect((await lookup('abcde-fgo23')).message).toBe('奖状编号格式不对：编号里不会有 0、1、O、I、L、U（容易看错的字符都不用），你输入的有 O，请对照奖状再看一看');
    expect((await lookup('ABCDE234')).message).toBe('奖状编号格式不对：应是10位字母和数字，你输入了 8 位');
    expect((await lookup('ABCDE?23456')).message).toBe('奖状编号格式不对：编号只有字母和数字');
  });
});

describe('the lookup limit', () => {
  it('answers 30 lookups from one address (an IPv6 /64 counts as one) in 10 minutes, then a clear 42900', async () => {
    const strict = await startTestApp({ rateLimitScale: 1 });
    try {
      const code = newCode();
      for (let i = 0; i < 30; i++) expect((await lookup(code, `2001:db8:1:2::${(i + 1).toString(16)}`, strict)).status).toBe(40400);
      const limited = await lookup(code, '2001:db8:1:2:ffff::1', strict);
      expect(limited).toMatchObject({ http: 429, status: 42900, message: '操作太频繁，请10分钟后再试' });
      // malformed codes count too, so probing formats buys nothing
      expect((await lookup('bad', '2001:db8:1:2::77', strict)).status).toBe(42900);
      // another network is not held up
      expect((await lookup(code, '2001:db8:9:9::1', strict)).status).toBe(40400);
      strict.clock.advance(10 * 60_000);
      expect((await lookup(code, '2001:db8:1:2::1', strict)).status).toBe(40400);
    } finally {
      await strict.close();
    }
  });
});

describe('the lists', () => {
  it('show a child its own certificates and a parent every child’s on /family', async () => {
    const first = await newRole(t, 'STUDENT', '大宝');
    // a second child of the same account (a VIP may have several; stored directly, as role/create would)
    const second = { userroleid: randomUUID(), authorization: first.authorization };
    const [mine] = await t.app.db.select().from(roles).where(eq(roles.id, first.userroleid));
    await t.app.db.insert(roles).values({ ...mine!, id: second.userroleid, roleName: '二宝' });
    const other = await newRole(t, 'STUDENT', '别人');
    const at = new Date('2026-12-04T03:00:00Z');
    for (const h of [first, second, other]) await awardCertificate(t.app.db, { roleId: h.userroleid, kind: 'section', subject: 's-x', title: '完成', figures: [], achievedAt: at });
    expect((await t.call('GET', t.api('/student/certificates'), undefined, second)).data.map((c: { roleName: string }) => c.roleName)).toEqual(['二宝']);
    const family = await t.call('GET', t.api('/student/family/certificates'), undefined, { authorization: first.authorization });
    expect(family.data.map((c: { roleName: string }) => c.roleName).sort()).toEqual(['二宝', '大宝']);
    expect((await t.call('GET', t.api('/student/certificates'))).status).toBe(10000);
  });
});
