import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { bindMobileBody, bindWechatBody, checkMobileBody, checkWechatBody, type BindConflict } from '../../../contract/auth';
import { Messages, Status } from '../../../contract/envelope';
import { users } from '../../db/schema';
import { ok, requireUser } from '../../context';
import { AppError, parse } from '../../errors';
import { findUser, loginMethods, maskMobile, softDeleteUser } from '../../services/accounts';
import type { UserRow } from '../../services/sessions';
import { verifyCode } from '../../services/smsCodes';
import { WECHAT_CODE_TTL_MS, type WechatIdentity } from '../../services/wechat';

type Kind = 'mobile' | 'wechat';
type Mode = 'bind' | 'unbindOther' | 'deleteOther';

/** The other account holding a mobile or WeChat, as checkMobile / checkWechat show it. */
function conflictOf(kind: Kind, holder: UserRow, typedMobile?: string): BindConflict {
  const methods = loginMethods(holder);
  return {
    mobile: typedMobile ?? maskMobile(holder.mobile),
    userId: holder.id,
    username: holder.username,
    // The holder can sign in only with this mobile (or this WeChat): taking it away strands that
    // account, so the only choice offered is deleting it (deleteOther, behind a risk checkbox).
    onlySingleLogin: methods.length === 1 && methods[0] === kind,
  };
}

/**
 * Binds a mobile or WeChat to `me`, resolving a holder account by `mode`: 'bind' refuses (40900),
 * 'unbindOther' takes it from a holder that keeps another login method, 'deleteOther' soft-deletes a
 * holder whose only login method it is. All in one transaction.
 */
async function bindTo(
  app: FastifyInstance,
  me: UserRow,
  kind: Kind,
  holder: UserRow | undefined,
  mode: Mode,
  set: Partial<UserRow>,
  /** uses up the proof (the SMS code) once the mode is accepted */
  claim: () => Promise<void> = async () => {},
) {
  const now = app.clock.now();
  const other = holder && holder.id !== me.id ? holder : undefined;
  const label = kind === 'mobile' ? '手机号' : '微信';
  if (other) {
    const single = conflictOf(kind, other).onlySingleLogin;
    if (mode === 'bind') throw new AppError(Status.conflict, `该${label}已绑定其他账号`);
    if (mode === 'unbindOther' && single) throw new AppError(Status.conflict, `该${label}是另一个账号唯一的登录方式，只能删除那个账号后绑定`);
    if (mode === 'deleteOther' && !single) throw new AppError(Status.conflict, `另一个账号还有其他登录方式，请选择解绑后绑定`);
  }
  await claim();
  const clear = kind === 'mobile' ? { mobile: null } : { wechatOpenid: null, wechatNickname: null };
  await app.db
    .transaction(async (tx) => {
      if (other && mode === 'unbindOther') await tx.update(users).set(clear).where(eq(users.id, other.id));
      if (other && mode === 'deleteOther') await softDeleteUser(tx, other.id, now);
      await tx.update(users).set(set).where(eq(users.id, me.id));
    })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      // A unique index refused: someone else bound it in the meantime.
      throw new AppError(Status.conflict, `该${label}已绑定其他账号`);
    });
  app.push.publish(me.id, { type: 'userInfo' });
  if (other) app.push.publish(other.id, { type: 'userInfo' });
  if (other && mode === 'deleteOther') app.push.endOtherSessions(other.id, undefined, 10000);
}

/** Refuses to remove the last way into an account. */
function keepOneMethod(user: UserRow, kind: Kind): void {
  const methods = loginMethods(user);
  if (!methods.includes(kind)) throw new AppError(Status.conflict, kind === 'mobile' ? '当前账号没有绑定手机号' : '当前账号没有绑定微信');
  if (methods.length === 1) throw new AppError(Status.conflict, kind === 'mobile' ? '解绑后将无法登录，请先设置用户名或绑定微信' : '解绑后将无法登录，请先绑定手机号或设置用户名');
}

/** checkMobile / bindMobile / unbindMobile and the same for WeChat (SPEC.md §4 "Bind mobile"). */
export async function bindRoutes(app: FastifyInstance): Promise<void> {
  // A WeChat code can be exchanged only once, but binding takes two calls (checkWechat, then bindWechat
  // with a mode): the identity from the check is kept here for the same account for the code's lifetime.
  const checkedWechat = new Map<string, { userId: string; identity: WechatIdentity; at: number }>();
  const wechatIdentity = async (userId: string, code: string, keep: boolean): Promise<WechatIdentity> => {
    const now = app.clock.now();
    for (const [key, entry] of checkedWechat) if (now.getTime() - entry.at > WECHAT_CODE_TTL_MS) checkedWechat.delete(key);
    const kept = checkedWechat.get(code);
    if (kept && kept.userId === userId) return kept.identity;
    const identity = await app.providers.wechat.exchange(app.db, code, now);
    if (!identity) throw new AppError(Status.badCredentials, '微信授权已失效，请重新扫码');
    if (keep) checkedWechat.set(code, { userId, identity, at: now.getTime() });
    return identity;
  };

  app.post('/checkMobile', async (req) => {
    const { user } = await requireUser(req);
    const { mobile, verificationCode } = parse(checkMobileBody, req.body);
    await verifyCode(app.db, mobile, verificationCode, app.clock.now(), { consume: false });
    const holder = await findUser(app.db, eq(users.mobile, mobile));
    return ok(holder && holder.id !== user.id ? conflictOf('mobile', holder, mobile) : null);
  });

  app.post('/bindMobile', async (req) => {
    const { user } = await requireUser(req);
    const { mobile, verificationCode, mode } = parse(bindMobileBody, req.body);
    // Checked first without using the code up, so a refused mode can be retried with the same code.
    await verifyCode(app.db, mobile, verificationCode, app.clock.now(), { consume: false });
    const holder = await findUser(app.db, eq(users.mobile, mobile));
    const claim = () => verifyCode(app.db, mobile, verificationCode, app.clock.now(), { consume: true });
    if (holder?.id !== user.id) await bindTo(app, user, 'mobile', holder, mode, { mobile }, claim);
    return { ...ok(null), message: Messages.mobileBound };
  });

  app.post('/unbindMobile', async (req) => {
    const { user } = await requireUser(req);
    keepOneMethod(user, 'mobile');
    await app.db.update(users).set({ mobile: null }).where(eq(users.id, user.id));
    app.push.publish(user.id, { type: 'userInfo' });
    return { ...ok(null), message: Messages.mobileUnbound };
  });

  app.post('/checkWechat', async (req) => {
    const { user } = await requireUser(req);
    const { code } = parse(checkWechatBody, req.body);
    const identity = await wechatIdentity(user.id, code, true);
    const holder = await findUser(app.db, eq(users.wechatOpenid, identity.openid));
    return ok(holder && holder.id !== user.id ? conflictOf('wechat', holder) : null);
  });

  app.post('/bindWechat', async (req) => {
    const { user } = await requireUser(req);
    const { code, mode } = parse(bindWechatBody, req.body);
    const identity = await wechatIdentity(user.id, code, true);
    const holder = await findUser(app.db, eq(users.wechatOpenid, identity.openid));
    if (holder?.id !== user.id) await bindTo(app, user, 'wechat', holder, mode, { wechatOpenid: identity.openid, wechatNickname: identity.nickname });
    checkedWechat.delete(code);
    return { ...ok(null), message: '成功绑定微信！' };
  });

  app.post('/unbindWechat', async (req) => {
    const { user } = await requireUser(req);
    keepOneMethod(user, 'wechat');
    await app.db.update(users).set({ wechatOpenid: null, wechatNickname: null }).where(eq(users.id, user.id));
    app.push.publish(user.id, { type: 'userInfo' });
    return { ...ok(null), message: Messages.wechatUnbound };
  });
}
