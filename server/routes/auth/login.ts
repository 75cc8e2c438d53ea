import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { loginByGuestBody, loginByMobileBody, loginByUsernameBody, loginByWechatBody, sendCodeBody } from '../../../contract/auth';
import { Messages, Status } from '../../../contract/envelope';
import { users } from '../../db/schema';
import { ok } from '../../context';
import { AppError, parse } from '../../errors';
import { byUsername, createGuest, findOrCreateUser, findUser, loginMethods, loginResult } from '../../services/accounts';
import { verifyPassword } from '../../services/password';
import { sendCode, verifyCode } from '../../services/smsCodes';
import { clientAddress, limit } from '../../services/limiter';
import { hashToken, type UserRow } from '../../services/sessions';
import { Limits } from '../../limits';

/** Guesses of one username from one address allowed per window, before 42900 (server/limits.ts). */
export const USERNAME_LOGIN_MAX = Limits.usernameLoginPerName.max;
/** Username logins allowed per address per window, whatever the username (against trying many names). */
export const USERNAME_LOGIN_MAX_PER_IP = Limits.usernameLoginPerAddress.max;

/** The five ways in: guest, SMS code, username + password, WeChat code. */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  // Every answer here may hand out a token: no browser cache or proxy keeps one (plugins/headers.ts
  // marks the answers of signed-in requests; a login's request carries no token yet).
  app.addHook('onRequest', async (_req, reply) => void reply.header('cache-control', 'no-store'));
  // A new session replaces the account's older ones: their open sockets are told 10002 and closed.
  /** `brandNew`: the account was made by this request; it has no other session to end, here or on another process */
  const signIn = async (user: UserRow, now: Date, brandNew = false) => {
    const result = await loginResult(app.db, user, now, brandNew);
    if (!brandNew) app.push.endOtherSessions(user.id, hashToken(result.accessToken));
    return result;
  };

  app.post('/loginByGuest', async (req) => {
    const { visitId } = parse(loginByGuestBody, req.body);
    const now = app.clock.now();
    // A visitId only opens a pure guest account: once a mobile, username or WeChat is bound, the
    // visitId kept in a browser's storage must not be a way into it.
    const known = visitId ? await findUser(app.db, eq(users.visitId, visitId)) : undefined;
    const reopen = known && loginMethods(known).length === 0;
    // Only making a new account is counted: reopening one's own guest account is free.
    if (!reopen) await limit(req, Limits.guestPerAddress, clientAddress(req));
    return ok(reopen ? await signIn(known, now) : await signIn(await createGuest(app.db, now), now, true));
  });

  app.post('/sendVerificationCode', async (req) => {
    const { mobile } = parse(sendCodeBody, req.body);
    await limit(req, Limits.smsPerAddress, clientAddress(req));
    await limit(req, Limits.smsPerMobile, mobile);
    await sendCode(app.db, app.providers.sms, mobile, app.clock.now());
    return { ...ok(null), message: Messages.codeSent };
  });

  app.post('/loginByMobile', async (req) => {
    const { mobile, verificationCode } = parse(loginByMobileBody, req.body);
    const now = app.clock.now();
    await verifyCode(app.db, mobile, verificationCode, now, { consume: true });
    const user = await findOrCreateUser(app.db, eq(users.mobile, mobile), { mobile, createdAt: now });
    return ok(await signIn(user, now));
  });

  app.post('/loginByUsername', async (req) => {
    // Counted in the database (every process shares them), against the TCP peer or a trusted
    // proxy's address; every request counts, well-formed or not.
    await limit(req, Limits.usernameLoginPerAddress, clientAddress(req));
    const { username, password } = parse(loginByUsernameBody, req.body);
    await limit(req, Limits.usernameLoginPerName, `${clientAddress(req)}|${username.trim().toLowerCase()}`);
    const now = app.clock.now();
    const user = await findUser(app.db, byUsername(username));
    const matches = await verifyPassword(password, user?.passwordHash);
    if (!user || !matches) throw new AppError(Status.badCredentials, '用户名或密码错误');
    return ok(await signIn(user, now));
  });

  app.post('/loginByWechat', async (req) => {
    const { code } = parse(loginByWechatBody, req.body);
    const now = app.clock.now();
    const identity = await app.providers.wechat.exchange(app.db, code, now);
    if (!identity) throw new AppError(Status.badCredentials, '微信授权已失效，请重新扫码');
    const user = await findOrCreateUser(app.db, eq(users.wechatOpenid, identity.openid), {
      wechatOpenid: identity.openid,
      wechatNickname: identity.nickname,
      createdAt: now,
    });
    if (user.wechatNickname !== identity.nickname) await app.db.update(users).set({ wechatNickname: identity.nickname }).where(eq(users.id, user.id));
    return ok(await signIn(user, now));
  });
}
