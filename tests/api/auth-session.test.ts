import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_TTL_MS } from '../../contract/constants';
import { users } from '../../server/db/schema';
import { USERNAME_LOGIN_MAX, USERNAME_LOGIN_MAX_PER_IP } from '../../server/routes/auth/login';
import { startTestApp, type TestApp } from './harness';
import { as, loginByMobile, userInfo } from './authHelpers';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());
afterEach(() => void (t.app.config.rateLimitScale = 100));

const setAccount = (token: string, account: string, password = 'secret1', checkPass = password) =>
  t.call('POST', t.api('/auth/setAccount'), { account, password, checkPass }, as(token));
const loginByUsername = (username: string, password: string) => t.call('POST', t.api('/auth/loginByUsername'), { username, password });

describe('sessions', () => {
  it('answers 10001 once the token has expired', async () => {
    const token = await loginByMobile(t);
    t.clock.advance(TOKEN_TTL_MS + 1);
    expect((await userInfo(t, token)).status).toBe(10001);
    expect((await t.call('POST', t.api('/auth/check'), {}, as(token))).data).toEqual({ valid: false });
  });

  it('answers 10002 to the older tab after a second login of the same account', async () => {
    const guest = await t.call('POST', t.api('/auth/loginByGuest'), {});
    const again = await t.call('POST', t.api('/auth/loginByGuest'), { visitId: guest.data.visitId });
    expect((await t.call('GET', t.api('/user/role/list'), undefined, as(guest.data.accessToken))).status).toBe(10002);
    expect((await t.call('GET', t.api('/user/role/list'), undefined, as(again.data.accessToken))).status).toBe(200);
  });

  it('refuses the token after logout', async () => {
    const token = await loginByMobile(t);
    expect((await t.call('POST', t.api('/auth/check'), {}, as(token))).data).toEqual({ valid: true });
    expect((await t.call('GET', t.api('/auth/logout'), undefined, as(token))).status).toBe(200);
    expect((await userInfo(t, token)).status).toBe(10000);
    expect((await t.call('POST', t.api('/auth/check'), {}, as(token))).data).toEqual({ valid: false });
  });

  it('answers 10000 without a token or with an unknown one', async () => {
    expect((await t.call('GET', t.api('/auth/userInfo'))).status).toBe(10000);
    expect((await t.call('GET', t.api('/auth/userInfo'), undefined, as('made-up'))).status).toBe(10000);
  });

  it('reads the token from the Authorization header too', async () => {
    const token = await loginByMobile(t);
    expect((await t.call('GET', t.api('/auth/userInfo'), undefined, as(token))).status).toBe(200);
  });
});

describe('username and password', () => {
  it('sets a username once, then signs in with it in any letter case', async () => {
    const token = await loginByMobile(t);
    expect(await setAccount(token, 'Xiaoming1')).toMatchObject({ status: 200, message: '当前已成功设置用户名' });
    expect((await userInfo(t, token)).data.username).toBe('Xiaoming1');
    expect((await setAccount(token, 'Another12')).status).toBe(40900);
    expect((await loginByUsername('xiaoming1', 'secret1')).status).toBe(200);
  });

  it('stores the password hashed with scrypt, never as given', async () => {
    const token = await loginByMobile(t);
    await setAccount(token, 'Hashcheck1', 'plainpass');
    const rows = await t.app.db.select({ hash: users.passwordHash, username: users.username }).from(users);
    const hash = rows.find((r) => r.username === 'Hashcheck1')!.hash!;
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('plainpass');
  });

  it('refuses a wrong password with 40100', async () => {
    const token = await loginByMobile(t);
    await setAccount(token, 'Wrongpass1');
    expect(await loginByUsername('Wrongpass1', 'nope-nope')).toMatchObject({ status: 40100, message: '用户名或密码错误' });
    expect((await loginByUsername('Nobodyhere1', 'secret1')).status).toBe(40100);
  });

  it('refuses a username another account has taken, whatever its case', async () => {
    await setAccount(await loginByMobile(t), 'Takenname1');
    expect(await setAccount(await loginByMobile(t), 'TAKENNAME1')).toMatchObject({ status: 40900, message: '用户名已被占用' });
  });

  it('checks the username and password rules in Chinese', async () => {
    const token = await loginByMobile(t);
    expect(await setAccount(token, '1abcde')).toMatchObject({ status: 40000, message: '用户名必须以字母开头，且只能包含字母和数字' });
    expect(await setAccount(token, 'Goodname1', 'abcdef', 'abcdeg')).toMatchObject({ status: 40000, message: '两次输入密码不一致!' });
    expect(await setAccount(token, 'Goodname1', 'abcdef', '')).toMatchObject({ status: 40000, message: '请再次输入密码' });
    expect((await userInfo(t, token)).data.username).toBeNull();
  });

  it('updates the password: the old one stops working, the new one works', async () => {
    const token = await loginByMobile(t);
    await setAccount(token, 'Changer12', 'oldpass1');
    expect(await t.call('POST', t.api('/auth/updatePassword'), { newPassword: '123' }, as(token))).toMatchObject({ status: 40000, message: '请输入密码,长度6-20个字符' });
    expect(await t.call('POST', t.api('/auth/updatePassword'), { newPassword: 'newpass1' }, as(token))).toMatchObject({ status: 200, message: '密码设置成功！' });
    expect((await loginByUsername('Changer12', 'oldpass1')).status).toBe(40100);
    expect((await loginByUsername('Changer12', 'newpass1')).status).toBe(200);
  });

  it(`stops guessing after ${USERNAME_LOGIN_MAX} tries with 42900`, async () => {
    t.app.config.rateLimitScale = 1; // the real limits (the harness relaxes them); put back in afterEach
    const token = await loginByMobile(t);
    await setAccount(token, 'Guessme12', 'rightpass');
    for (let i = 0; i < USERNAME_LOGIN_MAX; i++) expect((await loginByUsername('Guessme12', `guess${i}`)).status).toBe(40100);
    const limited = await loginByUsername('Guessme12', 'rightpass');
    expect(limited).toMatchObject({ status: 42900, http: 429 });
    // another account from the same address is not locked out by it
    expect((await loginByUsername('Xiaoming1', 'secret1')).status).toBe(200);
  });

  it(`stops one address after ${USERNAME_LOGIN_MAX_PER_IP} username logins, whatever the names`, async () => {
    t.app.config.rateLimitScale = 1;
    const from = (username: string, password: string) =>
      t.app.inject({ method: 'POST', url: t.api('/auth/loginByUsername'), payload: { username, password }, remoteAddress: '10.9.8.7' });
    // Every request counts, answered or not: these fail validation (empty password) before the
    // memory-hard check, so the test proves the limit without a hundred scrypt runs.
    for (let i = 0; i < USERNAME_LOGIN_MAX_PER_IP; i++) expect((await from(`Someone${i}`, '')).json().status).toBe(40000);
    const limited = await from('Xiaoming1', 'secret1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 42900 });
    // other addresses are not affected
    expect((await loginByUsername('Xiaoming1', 'secret1')).status).toBe(200);
  });
});
