import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, ruleText, setAccountBody, updatePasswordBody } from './auth';
import { Messages } from './envelope';

const account = (password: string) => setAccountBody.safeParse({ account: 'xiaoming1', password, checkPass: password }).success;
const change = (newPassword: string) => updatePasswordBody.safeParse({ newPassword }).success;

describe('password rules: each dialog accepts exactly what it says', () => {
  it.each([
    ['设置用户名 (account password)', PASSWORD_RULES.account, account, Messages.passwordLength],
    ['修改密码 (new password)', PASSWORD_RULES.change, change, Messages.newPasswordRule],
  ] as const)('%s', (_name, rule, accepts, message) => {
    expect(accepts('a'.repeat(rule.min))).toBe(true);
    expect(accepts('a'.repeat(rule.max))).toBe(true);
    expect(accepts('a'.repeat(rule.min - 1))).toBe(false);
    expect(accepts('a'.repeat(rule.max + 1))).toBe(false);
    // what the dialog shows and what the refusal says name the same numbers
    expect(message).toContain(`${rule.min}-${rule.max}`);
    expect(ruleText(rule)).toBe(`${rule.min}-${rule.max}个字符`);
  });

  it('are the two rules of SPEC §5: 5-20 for an account password, 6-20 for a new one', () => {
    expect(PASSWORD_RULES).toEqual({ account: { min: 5, max: 20 }, change: { min: 6, max: 20 } });
  });
});
