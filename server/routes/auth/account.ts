import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { findByTradeNoQuery, setAccountBody, updatePasswordBody, type AccountByTradeNo, type SignInWay } from '../../../contract/auth';
import { Messages, Status } from '../../../contract/envelope';
import { users, vipOrders } from '../../db/schema';
import { ok, optionalUser, requireUser, roleOf, tokenOf } from '../../context';
import { clientAddress, limit } from '../../services/limiter';
import { Limits } from '../../limits';
import { AppError, parse } from '../../errors';
import { byUsername, findUser, maskMobile, userInfoOf } from '../../services/accounts';
import { hashPassword } from '../../services/password';
import { isCardAccount } from '../../services/school/cardAccount';
import { endSession, hashToken, resolveToken } from '../../services/sessions';

/** The signed-in account: userInfo, logout, check, username and password, and finding an account by its order. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.get('/userInfo', async (req) => {
    const now = app.clock.now();
    // The Authorization header only: a ?token= in the URL would end up in access logs (issue 25).
    const { user, sessionId } = await resolveToken(app.db, tokenOf(req), now);
    // a foreign userRoleId header: 40300; whether the account is a class card's is one indexed look-up beside it
    const [, classCard] = await Promise.all([roleOf(req, { user, sessionId, vip: false }), isCardAccount(app.db, user.id)]);
    return ok(userInfoOf(user, now, classCard));
  });

  // Logging out is always a success for the caller: a token that is already gone stays gone.
  app.get('/logout', async (req) => {
    const now = app.clock.now();
    const session = await resolveToken(app.db, tokenOf(req), now).catch(() => null);
    if (session) {
      await endSession(app.db, session.sessionId, now);
      app.push.endSession(session.user.id, hashToken(tokenOf(req)!));
    }
    return ok(null);
  });

  app.post('/check', async (req) => {
    const valid = await resolveToken(app.db, tokenOf(req), app.clock.now()).then(
      () => true,
      () => false,
    );
    return ok({ valid });
  });

  app.post('/setAccount', async (req) => {
    const { user } = await requireUser(req);
    const { account, password } = parse(setAccountBody, req.body);
    await limit(req, Limits.passwordPerAccount, user.id);
    if (user.username) throw new AppError(Status.conflict, '已经设置过用户名，不能修改');
    if (await findUser(app.db, byUsername(account))) throw new AppError(Status.conflict, '用户名已被占用');
    const passwordHash = await hashPassword(password);
    const updated = await app.db
      .update(users)
      .set({ username: account, passwordHash })
      .where(and(eq(users.id, user.id), isNull(users.username)))
      .returning({ id: users.id })
      // The unique index decides a race between two accounts choosing the same name.
      .catch(() => {
        throw new AppError(Status.conflict, '用户名已被占用');
      });
    if (updated.length === 0) throw new AppError(Status.conflict, '已经设置过用户名，不能修改');
    app.push.publish(user.id, { type: 'userInfo' });
    return { ...ok(null), message: Messages.usernameSet };
  });

  app.post('/updatePassword', async (req) => {
    const { user } = await requireUser(req);
    const { newPassword } = parse(updatePasswordBody, req.body);
    await limit(req, Limits.passwordPerAccount, user.id);
    await app.db.update(users).set({ passwordHash: await hashPassword(newPassword) }).where(eq(users.id, user.id));
    return { ...ok(null), message: Messages.passwordSet };
  });

  // The help menu's 找回会员账号: who paid this order? Only paid orders answer, and the mobile is masked.
  app.post('/findByTradeNo', async (req) => {
    const { tradeNo } = parse(findByTradeNoQuery, req.query);
    await limit(req, Limits.findByTradeNoPerAddress, clientAddress(req));
    const [row] = await app.db
      .select({ user: users })
      .from(vipOrders)
      .innerJoin(users, eq(users.id, vipOrders.userId))
      .where(and(eq(vipOrders.tradeNo, tradeNo), eq(vipOrders.status, 'paid'), isNull(users.deletedAt)))
      .limit(1);
    if (!row) throw new AppError(Status.notFound, '没有找到该订单对应的会员账号');
    const u = row.user;
    const signInBy: SignInWay[] = [...(u.mobile ? ['mobile' as const] : []), ...(u.username ? ['username' as const] : []), ...(u.wechatOpenid ? ['wechat' as const] : [])];
    // a stale or ended token on this device is not an error here: the caller is simply not that account
    const me = await optionalUser(req).catch(() => null);
    const found: AccountByTradeNo = { userId: u.id, username: u.username, mobile: maskMobile(u.mobile), signInBy, current: me?.user.id === u.id };
    return ok(found);
  });
}
