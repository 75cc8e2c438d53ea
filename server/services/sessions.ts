import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Status } from '../../contract/envelope';
import { TOKEN_TTL_MS } from '../../contract/constants';
import type { Db } from '../db/client';
import { roles, sessions, users } from '../db/schema';
import { AppError } from '../errors';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;

/**
 * Starts a session for the user and ends every other live session of the account
 * (one account, one live session: the older tab then gets 10002).
 */
export async function startSession(db: Db, userId: string, now: Date, brandNew = false): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const row = { id, userId, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) };
  // an account made by this very request has no other session to end
  if (brandNew) {
    await db.insert(sessions).values(row);
    return token;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ endedAt: now, endReason: 'replaced' })
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), ne(sessions.id, id)));
    await tx.insert(sessions).values(row);
  });
  return token;
}

/**
 * How long after a session was replaced by a newer login (or expired) the work begun in it is still
 * taken: a child mid-chapter or mid-round on the PC while a parent signs in on the phone. Only the
 * two result routes use it (docs/API-NOTES.md, "Work of an ended session").
 */
export const WORK_GRACE_MS = 10 * 60_000;

/**
 * The session lookups every signed-in request makes, built once per database and prepared (named on
 * PostgreSQL, so each connection parses and plans them once): building a drizzle query is a
 * measurable share of a request's CPU (docs/SCALING.md, "Where a request spends its time").
 */
function prepareLookUps(db: Db) {
  const hash = sql.placeholder('hash');
  return {
    byToken: db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, hash))
      .limit(1)
      .prepare('session_by_token'),
    withRole: db
      .select({ session: sessions, user: users, role: roles })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(roles, and(eq(roles.id, sql.placeholder('roleId')), eq(roles.userId, users.id), isNull(roles.deletedAt)))
      .where(eq(sessions.tokenHash, hash))
      .limit(1)
      .prepare('session_by_token_with_role'),
  };
}
const preparedLookUps = new WeakMap<Db, ReturnType<typeof prepareLookUps>>();
function lookUpStatements(db: Db) {
  let statements = preparedLookUps.get(db);
  if (!statements) preparedLookUps.set(db, (statements = prepareLookUps(db)));
  return statements;
}

/**
 * A resolved token. `role` is there only when a role id was asked for: the live role of that id if
 * it belongs to the token's account, else null.
 */
type Resolved = { sessionId: string; user: UserRow; role?: RoleRow | null };

/** Why a session is no longer live (null while it is): when it ended, and the 1000x answer it gives. */
export type SessionEnd = { at: Date; error: AppError } | null;

/**
 * The session of a token and why it is no longer live (null while live); throws 10000 for an unknown
 * token. With `roleId` (the userRoleId header) the same statement looks up that role of the account:
 * one round trip instead of two on every signed-in request (docs/SCALING.md).
 */
async function lookUp(db: Db, token: string | undefined, now: Date, roleId?: string): Promise<Resolved & { ended: SessionEnd }> {
  if (!token) throw new AppError(Status.notSignedIn, '请先登录');
  const statements = lookUpStatements(db);
  const rows: Array<{ session: typeof sessions.$inferSelect; user: UserRow; role?: RoleRow | null }> =
    roleId === undefined ? await statements.byToken.execute({ hash: hashToken(token) }) : await statements.withRole.execute({ hash: hashToken(token), roleId });
  const row = rows[0];
  if (!row || row.user.deletedAt) throw new AppError(Status.notSignedIn, '登录已失效，请重新登录');
  const live: Resolved = { sessionId: row.session.id, user: row.user, ...(roleId === undefined ? {} : { role: row.role ?? null }) };
  const { endedAt, endReason, expiresAt } = row.session;
  if (endedAt) {
    if (endReason === 'replaced') return { ...live, ended: { at: endedAt, error: new AppError(Status.signedInElsewhere, '您的账号已在其他地方登录') } };
    throw new AppError(Status.notSignedIn, '您已退出登录，请重新登录');
  }
  if (expiresAt.getTime() <= now.getTime()) return { ...live, ended: { at: expiresAt, error: new AppError(Status.tokenExpired, '登录已过期，请重新登录') } };
  return { ...live, ended: null };
}

/** Resolves a token to its live session and user (and the role of `roleId`, see lookUp), or throws 10000 / 10001 / 10002. */
export async function resolveToken(db: Db, token: string | undefined, now: Date, roleId?: string): Promise<Resolved> {
  const { ended, ...live } = await lookUp(db, token, now, roleId);
  if (ended) throw ended.error;
  return live;
}

/**
 * Like resolveToken, but a session replaced or expired less than WORK_GRACE_MS ago still resolves,
 * with `ended`: when it ended and the error it answers otherwise. The caller takes only work that
 * began before `ended.at` and throws `ended.error` for anything else. Logout gets no grace.
 */
export async function resolveTokenForWork(db: Db, token: string | undefined, now: Date, roleId?: string): Promise<Resolved & { ended: SessionEnd }> {
  const found = await lookUp(db, token, now, roleId);
  if (found.ended && now.getTime() - found.ended.at.getTime() > WORK_GRACE_MS) throw found.ended.error;
  return found;
}

/** Ends one session (logout). */
export async function endSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ endedAt: now, endReason: 'logout' }).where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** True when the account's VIP is live at `now`. */
export function isVip(user: Pick<UserRow, 'vipForever' | 'vipExpireAt'>, now: Date): boolean {
  return user.vipForever || (user.vipExpireAt !== null && user.vipExpireAt.getTime() > now.getTime());
}
