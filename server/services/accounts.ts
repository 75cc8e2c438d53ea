import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import type { LoginResult, UserInfo } from '../../contract/auth';
import { chinaDateTime } from '../clock';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { isVip, startSession, type UserRow } from './sessions';

type NewUser = typeof users.$inferInsert;
/** A transaction handle or the database: account helpers work inside either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** 138****1234 */
export function maskMobile(mobile: string | null): string | null {
  return mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : null;
}

/** The account as GET userInfo shows it (API.md); `classCard`: whether its role has a class card (isCardAccount). */
export function userInfoOf(user: UserRow, now: Date, classCard: boolean): UserInfo {
  return {
    userId: user.id,
    mobile: maskMobile(user.mobile),
    username: user.username,
    wechatNickname: user.wechatNickname,
    wechatOpenid: user.wechatOpenid,
    isVip: isVip(user, now),
    isVipForever: user.vipForever,
    vipExpireTime: user.vipExpireAt ? chinaDateTime(user.vipExpireAt) : null,
    classCard,
  };
}

/** The ways an account can sign in with a credential (the guest visitId is not one). */
export function loginMethods(user: UserRow): Array<'mobile' | 'username' | 'wechat'> {
  const methods: Array<'mobile' | 'username' | 'wechat'> = [];
  if (user.mobile) methods.push('mobile');
  if (user.username && user.passwordHash) methods.push('username');
  if (user.wechatOpenid) methods.push('wechat');
  return methods;
}

/** A live (not deleted) account matching the condition. */
export async function findUser(db: Tx, where: SQL | undefined): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(where, isNull(users.deletedAt))).limit(1);
  return row;
}

export const byUsername = (username: string) => eq(sql`lower(${users.username})`, username.toLowerCase());

/** A 10-digit account id: short enough for a child to read out to a parent or to support. */
const newUserId = () => String(randomInt(1_000_000_000, 10_000_000_000));

/**
 * The live account matching `where`, or a new one made from `values`. Races (two first logins of the
 * same mobile at once) end with both callers on the same account, thanks to the unique columns.
 */
export async function findOrCreateUser(db: Db, where: SQL, values: Omit<NewUser, 'id'>): Promise<UserRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await findUser(db, where);
    if (found) return found;
    const [created] = await db.insert(users).values({ ...values, id: newUserId() }).onConflictDoNothing().returning();
    if (created) return created;
  }
  throw new Error('could not create an account');
}

/**
 * A new guest account with a fresh visitId: one insert (a random visitId has no account to find; the
 * unique indexes still refuse a clash, and a clash draws again).
 */
export async function createGuest(db: Db, now: Date): Promise<UserRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [created] = await db.insert(users).values({ id: newUserId(), visitId: randomUUID(), createdAt: now }).onConflictDoNothing().returning();
    if (created) return created;
  }
  throw new Error('could not create an account');
}

/**
 * Starts the session of a login and shapes its answer. `brandNew`: the account was created by this
 * request, so it has no session to end (a guest's first sign-in: one insert instead of a transaction).
 */
export async function loginResult(db: Db, user: UserRow, now: Date, brandNew = false): Promise<LoginResult> {
  const accessToken = await startSession(db, user.id, now, brandNew);
  return { accessToken, mobile: user.mobile, visitId: user.visitId };
}

/** Soft-deletes an account (deleteOther): frees its mobile, username, WeChat and visitId and ends its sessions. */
export async function softDeleteUser(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ deletedAt: now, mobile: null, username: null, passwordHash: null, wechatOpenid: null, visitId: null })
    .where(eq(users.id, userId));
  await tx.update(sessions).set({ endedAt: now, endReason: 'logout' }).where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}
