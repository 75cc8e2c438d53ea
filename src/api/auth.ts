import type { AccountByTradeNo, BindConflict, LoginResult, UserInfo } from '../../contract/auth';
import { request } from './http';

/** /auth calls of API.md. */
const A = '/auth';

export const loginByGuestApi = (visitId: string | null) => request<LoginResult>(`${A}/loginByGuest`, { method: 'POST', body: { visitId } });
export const loginByMobileApi = (mobile: string, verificationCode: string) =>
  request<LoginResult>(`${A}/loginByMobile`, { method: 'POST', body: { mobile, verificationCode } });
export const loginByUsernameApi = (username: string, password: string) =>
  request<LoginResult>(`${A}/loginByUsername`, { method: 'POST', body: { username, password } });
export const loginByWechatApi = (code: string) => request<LoginResult>(`${A}/loginByWechat`, { method: 'POST', body: { code } });
export const sendVerificationCode = (mobile: string) => request<null>(`${A}/sendVerificationCode`, { method: 'POST', body: { mobile } });
/** The token travels in the Authorization header, never in the URL (access logs keep URLs). */
export const getUserInfo = (token: string) => request<UserInfo | null>(`${A}/userInfo`, { token });
export const logoutApi = () => request<null>(`${A}/logout`, { silent: true });
export const setAccount = (account: string, password: string, checkPass: string) =>
  request<null>(`${A}/setAccount`, { method: 'POST', body: { account, password, checkPass } });
export const updatePassword = (newPassword: string) => request<null>(`${A}/updatePassword`, { method: 'POST', body: { newPassword } });
export const checkMobile = (mobile: string, verificationCode: string) =>
  request<BindConflict | null>(`${A}/checkMobile`, { method: 'POST', body: { mobile, verificationCode } });
export type BindMode = 'bind' | 'unbindOther' | 'deleteOther';
export const bindMobile = (mobile: string, verificationCode: string, mode: BindMode = 'bind') =>
  request<null>(`${A}/bindMobile`, { method: 'POST', body: { mobile, verificationCode, mode } });
export const unbindMobile = () => request<null>(`${A}/unbindMobile`, { method: 'POST', body: {} });
export const checkWechat = (code: string) => request<BindConflict | null>(`${A}/checkWechat`, { method: 'POST', body: { code } });
export const bindWechat = (code: string, mode: BindMode = 'bind') => request<null>(`${A}/bindWechat`, { method: 'POST', body: { code, mode } });
export const unbindWechat = () => request<null>(`${A}/unbindWechat`, { method: 'POST', body: {} });
export const findByTradeNo = (tradeNo: string) =>
  request<AccountByTradeNo>(`${A}/findByTradeNo`, { method: 'POST', query: { tradeNo }, silent: true });
