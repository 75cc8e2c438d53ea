import { proxy } from 'valtio';
import type { LoginResult, UserInfo } from '../../contract/auth';
import type { CreateRoleBody, Role } from '../../contract/roles';
import { Messages, sessionEndedStatuses } from '../../contract/envelope';
import { ApiError, configureHttp } from '../api/http';
import { getUserInfo, loginByGuestApi, loginByMobileApi, loginByUsernameApi, loginByWechatApi, logoutApi } from '../api/auth';
import { createRoleApi, deleteRoleApi, listRoles } from '../api/user';
import { broadcast } from '../api/broadcast';
import { storage } from './storage';
import { toast } from './toasts';

/** The signed-in account and its active role (SPEC §3, §4). */
export interface SessionState {
  token: string | null;
  visitId: string | null;
  userInfo: UserInfo | null;
  roles: Role[];
  /** the active role; every request names it in the userRoleId header */
  role: Role | null;
  /** the initial load has finished (the guard waits for it) */
  ready: boolean;
}

export const TOKEN_KEY = 'token';
export const VISIT_KEY = 'visitId';
/** The chosen role is remembered per account. */
export const roleKey = (userId: string) => `role:${userId}`;

export const session = proxy<SessionState>({
  token: storage.getItem(TOKEN_KEY),
  visitId: storage.getItem(VISIT_KEY),
  userInfo: null,
  roles: [],
  role: null,
  ready: false,
});

// every request carries the token and the active role (SPEC §6, §7)
configureHttp({ getToken: () => session.token, getRoleId: () => session.role?.id ?? null });

type SessionView = Pick<SessionState, 'role' | 'userInfo'>;
export const isStudent = (s: SessionView = session) => s.role?.roleType === 'STUDENT';
export const isTeacher = (s: SessionView = session) => s.role?.roleType === 'TEACHER';
export const isVip = (s: SessionView = session) => !!s.userInfo && (s.userInfo.isVip || s.userInfo.isVipForever);
/** A class login card's own account (docs/API-school.md): it cannot buy membership, so nothing sells it any. */
export const isCardAccount = (s: SessionView = session) => !!s.userInfo?.classCard;

/** Forget the token and the loaded account in this tab (the stored role choice stays). */
export function resetToken(): void {
  storage.removeItem(TOKEN_KEY);
  session.token = null;
  session.userInfo = null;
  session.roles = [];
  session.role = null;
}

/** Sign out without calling the server (another tab already did). */
export function signOutLocally(): void {
  if (session.userInfo) storage.removeItem(roleKey(session.userInfo.userId));
  resetToken();
}

/** Fetch the account; an empty answer means the token is no good. */
export async function refreshUserInfo(): Promise<UserInfo> {
  const token = session.token;
  if (!token) throw new ApiError(10000, Messages.userInfoEmpty);
  const info = await getUserInfo(token);
  if (!info || !info.userId) {
    toast.error(Messages.userInfoEmpty);
    resetToken();
    throw new ApiError(10000, Messages.userInfoEmpty);
  }
  if (session.token === token) session.userInfo = info;
  return info;
}

/** Fetch the role list and pick the active role: the stored one if still listed, else the first (saved). */
export async function refreshRoles(): Promise<Role[]> {
  const roles = await listRoles();
  session.roles = roles;
  const userId = session.userInfo?.userId;
  if (!userId) return roles;
  const storedId = storage.getItem(roleKey(userId));
  const role = roles.find((r) => r.id === storedId) ?? roles[0] ?? null;
  session.role = role;
  if (role) storage.setItem(roleKey(userId), role.id);
  else storage.removeItem(roleKey(userId));
  return roles;
}

/** Initial load (and reload after login or in a sibling tab): token → user info → roles. */
export async function loadSession(): Promise<void> {
  session.token = storage.getItem(TOKEN_KEY);
  session.visitId = storage.getItem(VISIT_KEY);
  try {
    if (!session.token) {
      resetToken();
      return;
    }
    await refreshUserInfo();
    await refreshRoles();
  } catch (error) {
    // the 请重新登录 dialog is already on screen; meanwhile behave as signed out
    if (error instanceof ApiError && sessionEndedStatuses.includes(error.status)) resetToken();
  } finally {
    session.ready = true;
  }
}

/** Stores a login's token and loads the account (also a class sign-in's: 班级登录, a card's QR). */
export async function signedIn(result: Pick<LoginResult, 'accessToken' | 'visitId'>): Promise<void> {
  storage.setItem(TOKEN_KEY, result.accessToken);
  if (result.visitId) storage.setItem(VISIT_KEY, result.visitId);
  await loadSession();
  broadcast({ type: 'login' });
}

/** 游客体验: reuses the stored visitId so a child comes back to the same guest account. */
export const loginAsGuest = async () => signedIn(await loginByGuestApi(session.visitId));
export const loginByMobile = async (mobile: string, code: string) => signedIn(await loginByMobileApi(mobile, code));
export const loginByUsername = async (username: string, password: string) => signedIn(await loginByUsernameApi(username, password));
export const loginByWechat = async (code: string) => signedIn(await loginByWechatApi(code));

/** 退出登录: ends the server session, forgets token, roles and the stored role, and signs out the other tabs. */
export async function logout(): Promise<void> {
  if (session.token) await logoutApi().catch(() => undefined);
  signOutLocally();
  broadcast({ type: 'logout' });
}

/** Make a listed role the active one and remember it for this account. */
export function chooseRole(id: string): Role {
  const role = session.roles.find((r) => r.id === id);
  if (!role) throw new Error(`no role ${id}`);
  session.role = role;
  if (session.userInfo) storage.setItem(roleKey(session.userInfo.userId), id);
  return role;
}

/** Create a role and make it the active one. The server enforces the limit (1, or 5 for VIP). */
export async function createRole(data: CreateRoleBody, opts: { silent?: boolean } = {}): Promise<Role> {
  const role = await createRoleApi(data, opts);
  await refreshRoles();
  return chooseRole(role.id);
}

/** Delete a role; if it was active, the first remaining role takes over. */
export async function deleteRole(id: string): Promise<void> {
  await deleteRoleApi(id);
  await refreshRoles();
}
