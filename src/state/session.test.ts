import { beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../api/http';
import { memoryStore, setBackingStore, type KeyValueStore } from './storage';
import { chooseRole, createRole, deleteRole, isStudent, isTeacher, isVip, loadSession, loginAsGuest, logout, roleKey, session } from './session';

const user = { userId: 'u1', mobile: null, username: null, wechatNickname: null, wechatOpenid: null, isVip: false, isVipForever: false, vipExpireTime: null, classCard: false };
const kid = { id: 'r1', roleName: '小明', roleType: 'STUDENT' as const, avatar: 'fox.svg' };
const teacher = { id: 'r2', roleName: '王老师', roleType: 'TEACHER' as const, avatar: 'owl.svg' };

let store: KeyValueStore;
let roles = [kid, teacher];
let userInfo: typeof user | null = user;
let calls: { path: string; headers: Headers; body: unknown }[] = [];

const ok = (data: unknown) => new Response(JSON.stringify({ status: 200, message: 'ok', data }), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  store = memoryStore();
  setBackingStore(store);
  roles = [kid, teacher];
  userInfo = user;
  calls = [];
  configureHttp({
    onError: () => {},
    onSessionEnded: () => {},
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://t');
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ path: url.pathname, headers: new Headers(init?.headers), body });
      const p = url.pathname.replace('/api/client/v1', '');
      if (p === '/auth/userInfo') return ok(userInfo);
      if (p === '/user/role/list') return ok(roles);
      if (p === '/auth/loginByGuest') return ok({ accessToken: 'guest-token', mobile: null, visitId: body.visitId ?? 'visit-new' });
      if (p === '/auth/logout') return ok(null);
      if (p === '/user/role/create') {
        const role = { id: 'r3', ...body };
        roles = [...roles, role];
        return ok(role);
      }
      if (p.startsWith('/user/role/delete/')) {
        roles = roles.filter((r) => r.id !== p.split('/').pop());
        return ok(null);
      }
      return new Response(JSON.stringify({ status: 40400, message: 'nope', data: null }));
    },
  });
});

describe('loading the session', () => {
  it('with no token is ready and signed out without calling the server', async () => {
    await loadSession();
    expect(session.ready).toBe(true);
    expect(session.token).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('reuses the stored role when it is still in the list', async () => {
    store.setItem('token', 't1');
    store.setItem(roleKey('u1'), 'r2');
    await loadSession();
    expect(calls.map((c) => c.path)).toEqual(['/api/client/v1/auth/userInfo', '/api/client/v1/user/role/list']);
    expect(session.userInfo?.userId).toBe('u1');
    expect(session.role?.id).toBe('r2');
    expect(isTeacher()).toBe(true);
  });

  it('chooses and saves the first role when the stored one is gone', async () => {
    store.setItem('token', 't1');
    store.setItem(roleKey('u1'), 'deleted-role');
    await loadSession();
    expect(session.role?.id).toBe('r1');
    expect(store.getItem(roleKey('u1'))).toBe('r1');
    expect(isStudent()).toBe(true);
  });

  it('has no active role when the account has none', async () => {
    roles = [];
    store.setItem('token', 't1');
    await loadSession();
    expect(session.role).toBeNull();
    expect(session.userInfo).not.toBeNull();
  });

  it('signs out when user info comes back empty', async () => {
    userInfo = null;
    store.setItem('token', 't1');
    await loadSession();
    expect(session.token).toBeNull();
    expect(store.getItem('token')).toBeNull();
    expect(session.ready).toBe(true);
  });

  it('sends the token and the active role id on later requests', async () => {
    store.setItem('token', 't1');
    await loadSession();
    await deleteRole('r2');
    const last = calls.find((c) => c.path.includes('/role/delete/'))!;
    expect(last.headers.get('Authorization')).toBe('t1');
    expect(last.headers.get('userRoleId')).toBe('r1');
  });
});

describe('signing in and out', () => {
  it('guest login sends the stored visitId and keeps the token', async () => {
    store.setItem('visitId', 'visit-7');
    await loadSession();
    await loginAsGuest();
    expect(calls[0].body).toEqual({ visitId: 'visit-7' });
    expect(store.getItem('token')).toBe('guest-token');
    expect(session.token).toBe('guest-token');
    expect(session.role?.id).toBe('r1');
  });

  it('logout clears the token, the roles and the stored role but keeps the visitId', async () => {
    store.setItem('token', 't1');
    store.setItem('visitId', 'visit-7');
    await loadSession();
    await logout();
    expect(session.token).toBeNull();
    expect(session.roles).toEqual([]);
    expect(session.role).toBeNull();
    expect(session.userInfo).toBeNull();
    expect(store.getItem('token')).toBeNull();
    expect(store.getItem(roleKey('u1'))).toBeNull();
    expect(store.getItem('visitId')).toBe('visit-7');
    expect(calls.some((c) => c.path.endsWith('/auth/logout'))).toBe(true);
  });
});

describe('roles', () => {
  beforeEach(async () => {
    store.setItem('token', 't1');
    await loadSession();
  });

  it('choosing a role makes it active and remembers it for the account', () => {
    chooseRole('r2');
    expect(session.role?.roleName).toBe('王老师');
    expect(store.getItem(roleKey('u1'))).toBe('r2');
  });

  it('refuses a role that is not in the list', () => {
    expect(() => chooseRole('someone-else')).toThrow();
    expect(session.role?.id).toBe('r1');
  });

  it('a created role becomes the active one', async () => {
    const role = await createRole({ roleName: '小红', roleType: 'STUDENT', avatar: 'cat.svg' });
    expect(role.id).toBe('r3');
    expect(session.role?.id).toBe('r3');
    expect(session.roles).toHaveLength(3);
  });

  it('deleting the active role hands over to the first remaining one', async () => {
    chooseRole('r2');
    await deleteRole('r2');
    expect(session.roles.map((r) => r.id)).toEqual(['r1']);
    expect(session.role?.id).toBe('r1');
  });
});

describe('VIP helper', () => {
  it('counts time-limited and permanent members as VIP', () => {
    expect(isVip({ role: null, userInfo: { ...user } })).toBe(false);
    expect(isVip({ role: null, userInfo: { ...user, isVip: true } })).toBe(true);
    expect(isVip({ role: null, userInfo: { ...user, isVipForever: true } })).toBe(true);
    expect(isVip({ role: null, userInfo: null })).toBe(false);
  });
});
