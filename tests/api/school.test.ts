import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { CARD_MISS_MAX, PICTURES, SchoolMessages, type ClassLoginResult, type ImportPreview } from '../../contract/school';
import { chapterAttempts, pointsLedger, roles, studyGroupMembers, users } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { finishChapter, newRole } from './accountHelpers';
import { childHeaders, fileBody, GB18030_CSV, schoolClass, tokenOf, xlsxOf } from './schoolHelpers';

vi.mock('../../levels', async () => (await import('./accountHelpers')).fixedLevels());

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const names = (p: ImportPreview) => p.rows.map((r) => [r.name, r.studentNo, r.problem]);

describe('添加学生: the list read from text and files', () => {
  it('reads a GB18030 CSV as Chinese Excel saves it, with its 学号 column, and makes the students on confirm', async () => {
    const c = await schoolClass(t);
    const preview = await c.post(`/school/${c.groupId}/students/preview`, fileBody('名单.csv', GB18030_CSV));
    expect(preview.status).toBe(200);
    expect(names(preview.data)).toEqual([['王小明', '20230101', ''], ['李 芳', '20230102', ''], ['欧阳娜娜', '20230103', '']]);
    expect(preview.data.ok).toBe(true);
    // nothing is made by a preview
    expect((await c.get(`/student/studyGroup/${c.groupId}/members`)).data).toEqual([]);
    const made = await c.post(`/school/${c.groupId}/students/create`, { students: preview.data.rows });
    expect(made.status).toBe(200);
    const members = (await c.get(`/student/studyGroup/${c.groupId}/members`)).data as Array<{ roleName: string }>;
    expect(members.map((m) => m.roleName)).toEqual(['王小明', '李 芳', '欧阳娜娜']);
    // the teacher's own account does not fill with children: they are the school's, each in an account with no phone
    expect((await c.get('/user/role/list')).data).toHaveLength(1);
    const cards = (await c.get(`/school/${c.groupId}/cards`)).data;
    expect(cards.cards.map((k: { studentNo: string }) => k.studentNo)).toEqual(['20230101', '20230102', '20230103']);
    expect(cards.classCode).toMatch(/^\d{6}$/);
  });

  it('reads UTF-8 with and without a BOM, a pasted spreadsheet column, and an .xlsx', async () => {
    const c = await schoolClass(t);
    const preview = (body: unknown) => c.post(`/school/${c.groupId}/students/preview`, body).then((r) => r.data as ImportPreview);
    const utf8 = Buffer.from('姓名\n张三\n李四\n');
    expect(names(await preview(fileBody('a.csv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]))))).toEqual([['张三', null, ''], ['李四', null, '']]);
    expect(names(await preview(fileBody('a.csv', utf8)))).toEqual([['张三', null, ''], ['李四', null, '']]);
    expect(names(await preview({ text: '1\t小红\n2\t小兰\n\n' }))).toEqual([['小红', '1', ''], ['小兰', '2', '']]);
    expect(names(await preview({ text: '小红\n"小,兰"\n' }))).toEqual([['小红', null, ''], ['小,兰', null, '']]);
    const xlsx = xlsxOf([['学号', '姓名'], ['7', '马小跳'], ['8', 'Tom & Jerry']]);
    expect(names(await preview(fileBody('班级.xlsx', xlsx)))).toEqual([['马小跳', '7', ''], ['Tom & Jerry', '8', '']]);
    expect(await preview(fileBody('旧.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0])))).toMatchObject({ ok: false, problem: expect.stringContaining('.xlsx') });
  });

  it('names what is wrong (empty, duplicates in the list and in the class, too long) and makes nothing of a list with a problem', async () => {
    const c = await schoolClass(t);
    await c.make(['小明']);
    const preview = (await c.post(`/school/${c.groupId}/students/preview`, { text: '学号,姓名\n1,小红\n2,\n3,小红\n4,ＸＩＡＯＭＩＮＧ\n5,小明\n6,一二三四五六七八九十一二三\n' })).data as ImportPreview;
    expect(preview.ok).toBe(false);
    expect(preview.rows.map((r) => r.problem)).toEqual(['', '这一行没有名字', '和第2行重名了，换个名字吧（可以加上姓或数字）', '', '班里已经有叫“小明”的同学了，换个名字吧（可以加上姓或数字）', '角色名最多12个字']);
    const before = (await t.app.db.select({ n: count() }).from(roles))[0]!.n;
    const refused = await c.post(`/school/${c.groupId}/students/create`, { students: [{ name: '小青' }, { name: '小紫' }, { name: '小明' }] });
    expect(refused).toMatchObject({ status: 40000, message: expect.stringContaining('第3行“小明”') });
    // all or nothing: 小青 and 小紫 were not made either
    expect((await t.app.db.select({ n: count() }).from(roles))[0]!.n).toBe(before);
    expect((await c.get(`/student/studyGroup/${c.groupId}/members`)).data).toHaveLength(1);
  });

  it('is the class teacher’s alone', async () => {
    const c = await schoolClass(t);
    const other = await newRole(t, 'TEACHER', '李老师');
    expect((await c.post(`/school/${c.groupId}/students/create`, { students: [{ name: '小红' }] }, other)).status).toBe(40300);
    expect((await c.get(`/school/${c.groupId}/cards`, other)).status).toBe(40300);
    expect((await c.post(`/school/${c.groupId}/students/preview`, { text: '小红' }, await newRole(t))).status).toBe(40300);
  });
});

describe('班级登录 and the cards', () => {
  it('shows the names and avatars only after the class code, and signs a child in by picture password', async () => {
    const c = await schoolClass(t);
    const { classCode, cards } = await c.make(['小红', '小兰']);
    expect(await c.post('/school/login/roster', { classCode: classCode === '999999' ? '999998' : '999999' }, {})).toMatchObject({ status: 40400, message: SchoolMessages.classCodeUnknown });
    const roster = (await c.post('/school/login/roster', { classCode }, {})).data;
    expect(roster.className).toBe('一(3)班');
    expect(roster.students).toEqual(cards.map((k) => ({ cardId: k.cardId, name: k.roleName, avatar: k.avatar })));
    const card = cards[0]!;
    const login = await c.post('/school/login/pictures', { classCode, cardId: card.cardId, pictures: card.pictures }, {});
    expect(login.status).toBe(200);
    const h = childHeaders(login.data);
    expect((await c.get('/user/role/list', h)).data).toEqual([expect.objectContaining({ id: card.roleId, roleName: '小红', roleType: 'STUDENT' })]);
    expect((await c.get('/auth/userInfo', h)).data).toMatchObject({ mobile: null, username: null });
    await finishChapter(t, h, 'k-0');
  });

  it('locks a card after a few wrong picture passwords until the teacher unlocks it; a new picture password replaces the old', async () => {
    const c = await schoolClass(t);
    const { classCode, cards } = await c.make(['小红']);
    const card = cards[0]!;
    const wrong = PICTURES.map((p) => p.id).filter((p) => !card.pictures.includes(p)).slice(0, 3);
    const tryPictures = (pictures: string[]) => c.post('/school/login/pictures', { classCode, cardId: card.cardId, pictures }, {});
    for (let i = 1; i < CARD_MISS_MAX; i++) expect(await tryPictures(wrong)).toMatchObject({ status: 40100, message: SchoolMessages.pictureWrong });
    expect(await tryPictures(wrong)).toMatchObject({ status: 40300, message: SchoolMessages.cardLocked });
    // locked: even the right pictures wait for the teacher
    expect(await tryPictures(card.pictures)).toMatchObject({ status: 40300, message: SchoolMessages.cardLocked });
    expect((await c.get(`/school/${c.groupId}/cards`)).data.cards[0].locked).toBe(true);
    expect((await c.post(`/school/card/${card.cardId}/unlock`, {})).data.locked).toBe(false);
    expect((await tryPictures(card.pictures)).status).toBe(200);
    const reset = (await c.post(`/school/card/${card.cardId}/resetPictures`, {})).data;
    if (reset.pictures.join() !== card.pictures.join()) expect((await tryPictures(card.pictures)).status).toBe(40100);
    expect((await tryPictures(reset.pictures)).status).toBe(200);
  });

  it('signs in by the QR token or the written code; a revoke stops both at once and signs the child out', async () => {
    const c = await schoolClass(t);
    const { cards } = await c.make(['小红']);
    const card = cards[0]!;
    const byQr = await c.post('/school/login/card', { token: tokenOf(card.qrPath) }, {});
    expect(byQr.data).toMatchObject({ roleId: card.roleId, roleName: '小红' });
    expect((await c.post('/school/login/card', { code: `${card.code.slice(0, 4).toLowerCase()}-${card.code.slice(4)}` }, {})).status).toBe(200);
    // a forged token (another signature) names nothing
    const forged = tokenOf(card.qrPath).replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAA');
    expect(await c.post('/school/login/card', { token: forged }, {})).toMatchObject({ status: 40100, message: SchoolMessages.cardRevoked });
    const signedIn = childHeaders((await c.post('/school/login/card', { token: tokenOf(card.qrPath) }, {})).data);
    const fresh = (await c.post(`/school/card/${card.cardId}/revoke`, {})).data;
    expect(fresh.code).not.toBe(card.code);
    expect(await c.post('/school/login/card', { token: tokenOf(card.qrPath) }, {})).toMatchObject({ status: 40100, message: SchoolMessages.cardRevoked });
    expect(await c.post('/school/login/card', { code: card.code }, {})).toMatchObject({ status: 40400, message: SchoolMessages.cardCodeUnknown });
    expect((await c.get('/user/role/list', signedIn)).status).toBe(10000);
    expect((await c.post('/school/login/card', { token: tokenOf(fresh.qrPath) }, {})).status).toBe(200);
    expect((await c.post('/school/login/card', { code: fresh.code }, {})).status).toBe(200);
  });
});

describe('a made child’s record', () => {
  it('moves whole into a parent’s family account by the card: the same role, its progress and its class place', async () => {
    const c = await schoolClass(t);
    const { cards } = await c.make(['小红']);
    const card = cards[0]!;
    const child = childHeaders((await c.post('/school/login/card', { token: tokenOf(card.qrPath) }, {})).data as ClassLoginResult);
    const done = await finishChapter(t, child, 'k-0');
    const parent = { authorization: (await c.post('/auth/loginByGuest', {}, {})).data.accessToken as string };
    // the child's own account cannot adopt itself away
    expect((await c.post('/school/adopt', { token: tokenOf(card.qrPath) }, child)).status).toBe(40300);
    const adopted = await c.post('/school/adopt', { token: tokenOf(card.qrPath) }, parent);
    expect(adopted.data).toMatchObject({ id: card.roleId, roleName: '小红' });
    const parentRole = { ...parent, userroleid: card.roleId };
    expect((await c.get('/user/role/list', parent)).data).toEqual([expect.objectContaining({ id: card.roleId })]);
    expect((await c.get('/student/point/balance', parentRole)).data.point).toBe(done.point);
    expect((await t.app.db.select({ n: count() }).from(chapterAttempts).where(eq(chapterAttempts.roleId, card.roleId)))[0]!.n).toBe(1);
    expect((await c.get(`/student/studyGroup/${c.groupId}/members`)).data).toEqual([expect.objectContaining({ roleId: card.roleId })]);
    // the card no longer signs in (it would open the parent's account), and the child's old session ended
    expect((await c.post('/school/login/card', { token: tokenOf(card.qrPath) }, {})).status).toBe(40100);
    expect((await c.get('/user/role/list', child)).status).toBe(10000);
    expect((await c.get(`/school/${c.groupId}/cards`)).data.cards).toEqual([]);
    // the adopting family account is no card's
    expect((await c.get('/auth/userInfo', parent)).data.classCard).toBe(false);
  });

  it('refuses a card’s own account what makes no sense for it (a phone, WeChat or password, its role, leaving the class, buying), and lets a family account do the same', async () => {
    const c = await schoolClass(t);
    const { cards } = await c.make(['小红']);
    const login = (await c.post('/school/login/card', { token: tokenOf(cards[0]!.qrPath) }, {})).data as ClassLoginResult;
    const child = childHeaders(login);
    // userInfo tells the client the account is a card's, so it sells it no membership; a family account's is not
    expect((await c.get('/auth/userInfo', child)).data).toMatchObject({ classCard: true, isVip: false });
    expect((await c.get('/auth/userInfo', await newRole(t))).data.classCard).toBe(false);
    const refusals: Array<[string, string, unknown, string]> = [
      ['POST', '/auth/checkMobile', { mobile: '13800000000' }, SchoolMessages.cardAccountNoLogin],
      ['POST', '/auth/bindMobile', { mobile: '13800000000', code: '123456' }, SchoolMessages.cardAccountNoLogin],
      ['POST', '/auth/bindWechat', { code: 'x' }, SchoolMessages.cardAccountNoLogin],
      ['POST', '/auth/setAccount', { username: 'xiaohong1', password: 'abc12345' }, SchoolMessages.cardAccountNoLogin],
      ['POST', '/user/role/create', { roleName: '小二', roleType: 'STUDENT', avatar: 'a' }, SchoolMessages.cardAccountRoles],
      ['DELETE', `/user/role/delete/${login.roleId}`, undefined, SchoolMessages.cardAccountRoles],
      ['POST', `/student/studyGroup/leave/${c.groupId}`, {}, SchoolMessages.cardAccountLeave],
      ['POST', '/vip/open', { vipGradeId: 1, payMethod: 'wechat' }, SchoolMessages.cardAccountVip],
    ];
    for (const [method, path, body, message] of refusals) expect(await t.call(method, t.api(path), body, child), path).toMatchObject({ status: 40300, message });
    // nothing changed: the role and its class place are there, the account still has no phone
    expect((await c.get('/user/role/list', child)).data).toEqual([expect.objectContaining({ id: login.roleId })]);
    expect((await c.get(`/student/studyGroup/${c.groupId}/members`)).data).toEqual([expect.objectContaining({ roleId: login.roleId })]);
    expect((await t.app.db.select({ m: users.mobile }).from(users).innerJoin(roles, eq(roles.userId, users.id)).where(eq(roles.id, login.roleId)))[0]!.m).toBeNull();
    // a family account is not refused by the guard (the route's own answer comes)
    const family = await newRole(t);
    expect((await t.call('POST', t.api('/auth/checkMobile'), { mobile: '13800000000' }, family)).message).not.toBe(SchoolMessages.cardAccountNoLogin);
  });

  it('exports one child’s data as JSON and deletes the child with every row that names it in one step', async () => {
    const c = await schoolClass(t);
    const { cards, classCode } = await c.make(['小红', '小兰']);
    const [red, blue] = cards;
    const child = childHeaders((await c.post('/school/login/card', { token: tokenOf(red!.qrPath) }, {})).data);
    await finishChapter(t, child, 'k-0');
    await c.post('/student/signIn', {}, child);
    const exported = await c.get(`/school/child/${red!.roleId}/export`);
    expect(exported.data.student).toMatchObject({ roleId: red!.roleId, name: '小红' });
    expect(exported.data.tables.chapter_attempts).toHaveLength(1);
    expect(exported.data.tables.points_ledger.length).toBeGreaterThan(0);
    expect(JSON.stringify(exported.data)).not.toContain(red!.code);
    // a family child who joined by invite is not the teacher's to delete
    const family = await newRole(t);
    await c.post(`/student/studyGroup/join/${c.groupId}`, {}, family);
    expect((await c.post(`/school/child/${family.userroleid}/delete`, {})).status).toBe(40400);
    const accountId = (await t.app.db.select({ u: roles.userId }).from(roles).where(eq(roles.id, red!.roleId)))[0]!.u;
    expect((await c.post(`/school/child/${red!.roleId}/delete`, {})).status).toBe(200);
    for (const table of [chapterAttempts, pointsLedger, studyGroupMembers]) expect((await t.app.db.select({ n: count() }).from(table).where(eq(table.roleId, red!.roleId)))[0]!.n).toBe(0);
    expect(await t.app.db.select().from(roles).where(eq(roles.id, red!.roleId))).toEqual([]);
    expect(await t.app.db.select().from(users).where(eq(users.id, accountId))).toEqual([]);
    expect((await c.get('/user/role/list', child)).status).toBe(10000);
    expect((await c.post('/school/login/roster', { classCode }, {})).data.students).toEqual([expect.objectContaining({ cardId: blue!.cardId })]);
  });
});
