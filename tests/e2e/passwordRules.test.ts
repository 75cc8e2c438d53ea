import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { seedSession } from './helpers';

/**
 * The two password dialogs each say the rule they check and accept exactly what they say
 * (SPEC §5): 设置用户名 a 5-20 character password, 修改密码 a 6-20 character new one.
 */
let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

describe('password rules in the account dialogs', () => {
  it('设置用户名 says and takes 5-20 characters, 修改密码 says and takes 6-20', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    const mobile = '13900000888';
    await t.api('/auth/sendVerificationCode', { mobile });
    const code = (await t.api<{ code: string }>(`/api/dev/sms/latest?mobile=${mobile}`)).data.code;
    const token = (await t.api<{ accessToken: string }>('/auth/loginByMobile', { mobile, verificationCode: code })).data.accessToken;
    const userId = (await t.api<{ userId: string }>(`/auth/userInfo?token=${encodeURIComponent(token)}`, undefined, token)).data.userId;
    const role = await t.api<{ id: string }>('/user/role/create', { roleName: '小明', roleType: 'STUDENT', avatar: 'panda.svg' }, token);
    await seedSession(page, { token, userId, roleId: role.data.id });
    await page.goto('/');
    const menu = () => page.getByRole('button', { name: '我的' }).click();

    await menu();
    await page.getByRole('button', { name: '设置' }).click();
    const dialog = page.getByRole('dialog', { name: '设置用户名' });
    expect(await dialog.getByTestId('password-rule').textContent()).toBe('密码要 5-20个字符');
    await dialog.getByLabel('用户名').fill('xiaoming1');
    await dialog.getByLabel('密码', { exact: true }).fill('abcd');
    await dialog.getByLabel('确认密码').fill('abcd');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('密码长度为5-20个字符').waitFor();
    // exactly 5, as the dialog says
    await dialog.getByLabel('密码', { exact: true }).fill('abcde');
    await dialog.getByLabel('确认密码').fill('abcde');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('当前已成功设置用户名').waitFor();

    await menu();
    await page.getByRole('button', { name: '改密码' }).click();
    const change = page.getByRole('dialog', { name: '修改密码' });
    expect(await change.getByTestId('password-rule').textContent()).toBe('新密码要 6-20个字符');
    await change.getByLabel('新密码').fill('abcde');
    await change.getByRole('button', { name: '保存' }).click();
    await change.getByText('请输入密码,长度6-20个字符').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/password-rule-change.png` });
    await change.getByLabel('新密码').fill('abcdef');
    await change.getByRole('button', { name: '保存' }).click();
    await page.getByText('密码设置成功！').waitFor();
    expect(pageErrors(page)).toEqual([]);
    // signing in elsewhere ends this tab's session, so the new password is tried last
    expect((await t.api('/auth/loginByUsername', { username: 'xiaoming1', password: 'abcdef' })).status).toBe(200);
    await page.context().close();
  });
});
