import { z } from 'zod';
import { Messages } from './envelope';

export const mobileSchema = z
  .string({ error: Messages.mobileRequired })
  .trim()
  .min(1, Messages.mobileRequired)
  .regex(/^1[3-9]\d{9}$/, Messages.mobileInvalid);
export const codeSchema = z.string({ error: Messages.codeRequired }).trim().min(1, Messages.codeRequired).max(12, '验证码格式不正确');
export const usernameSchema = z
  .string({ error: Messages.usernameRule })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9]{4,19}$/, Messages.usernameRule);
/**
 * The two password rules of SPEC §5, each in one place: an account password (设置用户名) is 5-20
 * characters, a new password (修改密码) 6-20. The dialogs show the rule they check (ruleText), and
 * the schemas below check exactly that, so a dialog never refuses what it says it accepts.
 */
export const PASSWORD_RULES = {
  account: { min: 5, max: 20 },
  change: { min: 6, max: 20 },
} as const;
export const ruleText = (rule: { min: number; max: number }) => `${rule.min}-${rule.max}个字符`;

export const passwordSchema = z
  .string({ error: Messages.passwordRequired })
  .min(1, Messages.passwordRequired)
  .min(PASSWORD_RULES.account.min, Messages.passwordLength)
  .max(PASSWORD_RULES.account.max, Messages.passwordLength);

export const loginByGuestBody = z.object({ visitId: z.string().max(64).optional().nullable() });
export const sendCodeBody = z.object({ mobile: mobileSchema });
export const loginByMobileBody = z.object({ mobile: mobileSchema, verificationCode: codeSchema });
export const loginByUsernameBody = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(20, Messages.usernameRule),
  password: z.string({ error: Messages.passwordRequired }).min(1, Messages.passwordRequired).max(64, Messages.passwordLength),
});
export const loginByWechatBody = z.object({ code: z.string({ error: '缺少微信授权码' }).min(1, '缺少微信授权码').max(128) });
export const setAccountBody = z
  .object({
    account: usernameSchema,
    password: passwordSchema,
    checkPass: z.string({ error: Messages.checkPassRequired }).min(1, Messages.checkPassRequired),
  })
  .refine((b) => b.password === b.checkPass, { message: Messages.checkPassMismatch, path: ['checkPass'] });
export const updatePasswordBody = z.object({
  newPassword: z
    .string({ error: Messages.newPasswordRule })
    .min(PASSWORD_RULES.change.min, Messages.newPasswordRule)
    .max(PASSWORD_RULES.change.max, Messages.newPasswordRule),
});
export const checkMobileBody = z.object({ mobile: mobileSchema, verificationCode: codeSchema });
export const bindModeSchema = z.enum(['bind', 'unbindOther', 'deleteOther'], { error: '绑定方式不正确' });
export const bindMobileBody = checkMobileBody.extend({ mode: bindModeSchema.default('bind') });
export const checkWechatBody = z.object({ code: loginByWechatBody.shape.code });
export const bindWechatBody = checkWechatBody.extend({ mode: bindModeSchema.default('bind') });
export const findByTradeNoQuery = z.object({ tradeNo: z.string({ error: Messages.tradeNoRequired }).trim().min(1, Messages.tradeNoRequired).max(64) });

export interface LoginResult {
  accessToken: string;
  mobile: string | null;
  visitId: string | null;
}
export interface UserInfo {
  userId: string;
  mobile: string | null;
  username: string | null;
  wechatNickname: string | null;
  wechatOpenid: string | null;
  isVip: boolean;
  isVipForever: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' (Asia/Shanghai) or null */
  vipExpireTime: string | null;
  /**
   * The account is a class login card's own (a child a teacher made, docs/API-school.md): it signs in
   * by its card only and cannot buy membership (vip/open → 40300), so the client sells it none.
   */
  classCard: boolean;
}
/** The account that already holds a mobile or WeChat (checkMobile / checkWechat). */
export interface BindConflict {
  mobile: string | null;
  userId: string;
  username: string | null;
  onlySingleLogin: boolean;
}
/** A way to sign in to an account again on any device. */
export type SignInWay = 'mobile' | 'username' | 'wechat';
/**
 * POST findByTradeNo: the account that paid an order, and what the 找回会员账号 dialog offers next:
 * sign in by one of `signInBy`; none (a guest account that bound nothing) → back in from the device
 * and browser that paid (游客体验 reuses its visitId), or the configured 客服 with `userId` to quote.
 */
export interface AccountByTradeNo {
  userId: string;
  username: string | null;
  /** masked, 138****1234 */
  mobile: string | null;
  /** the ways this account can be signed in to; empty for a guest account */
  signInBy: SignInWay[];
  /** the request is already signed in to this account */
  current: boolean;
}
