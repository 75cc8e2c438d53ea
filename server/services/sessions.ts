import { and, eq, isNull, ne } from 'drizzle-orm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Status } from '../../contract/envelope';
import { TOKEN_TTL_MS } from '../../contract/constants';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { AppError } from '../errors';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type UserRow = typeof users.$inferSelect;

/**
 * Starts a session for the user and ends every other live session of the account
 * (one account, one live session: the older tab then gets 10002).
 */
export async function startSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ endedAt: now, endReason: 'replaced' })
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), ne(sessions.id, id)));
    await tx.insert(sessions).values({ id, userId, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) });
  });
  return token;
}

/** Resolves a token to its live session and user, or throws 10000 / 10001 / 10002. */
export async function resolveToken(db: Db, token: string | undefined, now: Date): Promise<{ sessionId: string; user: UserRow }> {
  if (!token) throw new AppError(Status.notSignedIn, '请先登录');
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  const row = rows[0];
  if (!row || row.user.deletedAt) throw new AppError(Status.notSignedIn, '登录已失效，请重新登录');
  if (row.session.endedAt) {
    if (row.session.endReason === 'replaced') throw new AppError(Status.signedInElsewhere, '您的账号已在其他地方登录');
    throw new AppError(Status.notSignedIn, '您已退出登录，请重新登录');
  }
  if (row.session.expiresAt.getTime() <= now.getTime()) throw new AppError(Status.tokenExpired, '登录已过期，请重新登录');
  return { sessionId: row.session.id, user: row.user };
}

/** Ends one session (logout). */
export async function endSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ endedAt: now, endReason: 'logout' }).where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** True when the account's VIP is live at `now`. */
export function isVip(user: Pick<UserRow, 'vipForever' | 'vipExpireAt'>, now: Date): boolean {
  return user.vipForever || (user.vipExpireAt !== null && user.vipExpireAt.getTime() > now.getTime());
}
