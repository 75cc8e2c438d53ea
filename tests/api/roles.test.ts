import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_LIMIT_FREE, ROLE_LIMIT_VIP } from '../../contract/constants';
import { roles } from '../../server/db/schema';
import { DEFAULT_AVATARS, avatarList } from '../../server/routes/user';
import { startTestApp, type TestApp } from './harness';
import { as, buyVip, loginByMobile } from './authHelpers';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>, roleId?: string) => t.call('POST', t.api('/user/role/create'), body, as(token, roleId));
const student = (roleName = '小明') => ({ roleName, roleType: 'STUDENT', avatar: 'panda.svg' });
const list = async (token: string) => (await t.call('GET', t.api('/user/role/list'), undefined, as(token))).data as Array<{ id: string; roleName: string }>;

describe('role avatars', () => {
  it('lists the avatar files', async () => {
    const res = await t.call('GET', t.api('/user/roleAvatar/list'));
    expect(res.data).toContain('panda.svg');
    expect(res.data.every((f: string) => f.endsWith('.svg'))).toBe(true);
  });
  it('falls back to the drawn set while the folder is empty or missing', () => {
    expect(avatarList('/nonexistent-folder')).toEqual(DEFAULT_AVATARS);
  });
});

describe('roles of an account', () => {
  it('creates, lists and deletes a role', async () => {
    const token = await loginByMobile(t);
    const created = await create(token, student('小红'));
    expect(created.data).toMatchObject({ id: expect.any(String), roleName: '小红', roleType: 'STUDENT', avatar: 'panda.svg' });
    expect(await list(token)).toEqual([created.data]);
    expect((await t.call('DELETE', t.api(`/user/role/delete/${created.data.id}`), undefined, as(token))).status).toBe(200);
    expect(await list(token)).toEqual([]);
    // soft delete: the row (and its history) stays
    expect((await t.app.db.select().from(roles)).some((r) => r.id === created.data.id && r.deletedAt)).toBe(true);
  });

  it(`lets a free account have ${ROLE_LIMIT_FREE} role and a VIP ${ROLE_LIMIT_VIP}`, async () => {
    const token = await loginByMobile(t);
    expect((await create(token, student('一号'))).status).toBe(200);
    const refused = await create(token, student('二号'));
    expect(refused).toMatchObject({ status: 40900, message: '普通账户只能创建1个角色，开通会员后最多可创建5个' });
    await buyVip(t, token);
    for (let i = 2; i <= ROLE_LIMIT_VIP; i++) expect((await create(token, { ...student(`${i}号`), roleType: 'TEACHER' })).status).toBe(200);
    expect((await create(token, student('六号'))).status).toBe(40900);
    expect(await list(token)).toHaveLength(ROLE_LIMIT_VIP);
  });

  it('counts concurrent creates one after another', async () => {
    const token = await loginByMobile(t);
    const results = await Promise.all([1, 2, 3].map((i) => create(token, student(`并发${i}`))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(ROLE_LIMIT_FREE);
    expect(await list(token)).toHaveLength(ROLE_LIMIT_FREE);
  });

  it('refuses an avatar that is not in the list and a missing name, creating nothing', async () => {
    const token = await loginByMobile(t);
    expect((await create(token, { ...student(), avatar: 'unicorn.svg' })).status).toBe(40000);
    expect((await create(token, { ...student(), avatar: '../secret.svg' })).status).toBe(40000);
    expect(await create(token, { ...student(''), roleName: '' })).toMatchObject({ status: 40000, message: '请输入角色名' });
    expect(await create(token, { ...student(), roleType: 'ADMIN' })).toMatchObject({ status: 40000, message: '请选择角色类型' });
    expect(await list(token)).toEqual([]);
  });

  it('refuses a second role of the same name in one account kindly, in Chinese, creating nothing', async () => {
    const token = await loginByMobile(t);
    await buyVip(t, token);
    const first = (await create(token, student('小明'))).data;
    for (const again of ['小明', ' 小明 ', '小明'.normalize('NFKC')])
      expect(await create(token, student(again))).toMatchObject({ status: 40000, message: '这个账户里已经有叫“小明”的角色了，换一个名字吧' });
    // full-width letters and another case are the same name to a child reading the list
    expect((await create(token, student('Tom'))).status).toBe(200);
    expect((await create(token, student('ｔｏｍ'))).status).toBe(40000);
    expect((await list(token)).map((r) => r.roleName).sort()).toEqual(['Tom', '小明']);
    // a deleted role's name is free again; another account may use any name
    await t.call('DELETE', t.api(`/user/role/delete/${first.id}`), undefined, as(token));
    expect((await create(token, student('小明'))).status).toBe(200);
    expect((await create(await loginByMobile(t), student('小明'))).status).toBe(200);
  });

  it('makes one role of concurrent creates with one name', async () => {
    const token = await loginByMobile(t);
    await buyVip(t, token);
    const results = await Promise.all([1, 2, 3].map(() => create(token, student('同名'))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 40000)).toHaveLength(2);
    expect(await list(token)).toHaveLength(1);
  });

  it('does not let one account delete or act as the role of another (40300)', async () => {
    const owner = await loginByMobile(t);
    const theirs = (await create(owner, student('别人的'))).data;
    const intruder = await loginByMobile(t);
    expect((await t.call('DELETE', t.api(`/user/role/delete/${theirs.id}`), undefined, as(intruder))).status).toBe(40300);
    expect((await create(intruder, student('我的'), theirs.id)).status).toBe(40300);
    expect(await list(intruder)).toEqual([]);
    expect(await list(owner)).toHaveLength(1);
  });

  it('needs a signed-in account', async () => {
    expect((await t.call('GET', t.api('/user/role/list'))).status).toBe(10000);
    expect((await t.call('POST', t.api('/user/role/create'), student())).status).toBe(10000);
  });
});
