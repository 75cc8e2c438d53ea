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

/** Guesses of one username from one address allowed per window, before 42900. */
export const USERNAME_LOGIN_MAX = 10;
export const USERNAME_LOGIN_WINDOW_MS = 10 * 60_000;
/** Username logins allowed per address per window, whatever the username (against trying many names). */
export const USERNAME_LOGIN_MAX_PER_IP = 100;

/** The five ways in: guest, SMS code, username + password, WeChat code. */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const perAddress = app.createRateLimit({ max: USERNAME_LOGIN_MAX_PER_IP, timeWindow: USERNAME_LOGIN_WINDOW_MS });

  app.post('/loginByGuest', async (req) => {
    const { visitId } = parse(loginByGuestBody, req.body);
    const now = app.clock.now();
    // A visitId only opens a pure guest account: once a mobile, username or WeChat is bound, the
    // visitId kept in a browser's storage must not be a way into it.
    const known = visitId ? await findUser(app.db, eq(users.visitId, visitId)) : undefined;
    const user = known && loginMethods(known).length === 0 ? known : await createGuest(app.db, now);
    return ok(await loginResult(app.db, user, now));
  });

  app.post('/sendVerificationCode', async (req) => {
    const { mobile } = parse(sendCodeBody, req.body);
    await sendCode(app.db, app.providers.sms, mobile, app.clock.now());
    return { ...ok(null), message: Messages.codeSent };
  });

  app.post('/loginByMobile', async (req) => {
    const { mobile, verificationCode } = parse(loginByMobileBody, req.body);
    const now = app.clock.now();
    await verifyCode(app.db, mobile, verificationCode, now, { consume: true });
    const user = await findOrCreateUser(app.db, eq(users.mobile, mobile), { mobile, createdAt: now });
    return ok(await loginResult(app.db, user, now));
  });

  app.post(
    '/loginByUsername',
    {
      // A second, per-address limit; the plugin runs one limiter per request, so this one is checked by hand.
      onRequest: async (req) => {
        const limit = await perAddress(req);
        if (!limit.isAllowed && limit.isExceeded) throw Object.assign(new Error('too many username logins'), { statusCode: 429 });
      },
      config: {
        rateLimit: {
          max: USERNAME_LOGIN_MAX,
          timeWindow: USERNAME_LOGIN_WINDOW_MS,
          // After body parsing, so the key can name the account being guessed at.
          hook: 'preHandler',
          keyGenerator: (req) => {
            const name = (req.body as { username?: unknown } | undefined)?.username;
            return `${req.ip}|${typeof name === 'string' ? name.trim().toLowerCase() : ''}`;
          },
        },
      },
    },
    async (req) => {
      const { username, password } = parse(loginByUsernameBody, req.body);
      const now = app.clock.now();
      const user = await findUser(app.db, byUsername(username));
      const matches = await verifyPassword(password, user?.passwordHash);
      if (!user || !matches) throw new AppError(Status.badCredentials, '用户名或密码错误');
      return ok(await loginResult(app.db, user, now));
    },
  );

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
    return ok(await loginResult(app.db, user, now));
  });
}
