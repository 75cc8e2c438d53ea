import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { seedSession } from './helpers';

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/** A VIP account (room for 5 roles) with one student role 小明, signed in by phone. */
async function vipWithXiaoming() {
  const mobile = '13900000777';
  await t.api('/auth/sendVerificationCode', { mobile });
  const code = (await t.api<{ code: string }>(`/api/dev/sms/latest?mobile=${mobile}`)).data.code;
  const login = await t.api<{ accessToken: string }>('/auth/loginByMobile', { mobile, verificationCode: code });
  const token = login.data.accessToken;
  const userId = (await t.api<{ userId: string }>(`/auth/userInfo?token=${encodeURIComponent(token)}`, undefined, token)).data.userId;
  const role = await t.api<{ id: string }>('/user/role/create', { roleName: '小明', roleType: 'STUDENT', avatar: 'panda.svg' }, token);
  const order = await t.api<{ tradeNo: string }>('/vip/open?vipGradeId=month&paymentMethod=wechat', {}, token);
  await fetch(`${t.baseUrl}/pay/sandbox/${order.data.tradeNo}/confirm`, { method: 'POST' });
  return { token, userId, roleId: role.data.id };
}

describe('role names in one account', () => {
  it('the create-role form refuses a name the account already has, in the name field, without sending it', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    const who = await vipWithXiaoming();
    await seedSession(page, who);
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/user/role/create')) creates.push(r.url());
    });
    await page.goto('/character');
    await page.getByRole('button', { name: '创建角色' }).click();
    await page.getByLabel('名字').fill(' 小明 ');
    await page.locator('input[name="avatar"]').first().check({ force: true });
    await page.locator('form').getByRole('button', { name: '创建角色' }).click();
    await page.getByText('这个账户里已经有叫“小明”的角色了，换一个名字吧').waitFor();
    expect(await page.getByLabel('名字').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOTS}/role-duplicate-name.png` });
    expect(creates).toEqual([]);
    // another name goes through
    await page.getByLabel('名字').fill('小明的妹妹');
    await page.locator('form').getByRole('button', { name: '创建角色' }).click();
    await expect.poll(() => creates.length).toBe(1);
    const roles = await t.api<Array<{ roleName: string }>>('/user/role/list', undefined, who.token);
    expect(roles.data.map((r) => r.roleName).sort()).toEqual(['小明', '小明的妹妹'].sort());
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
