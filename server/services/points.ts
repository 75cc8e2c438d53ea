import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { Messages, Status } from '../../contract/envelope';
import type { Db } from '../db/client';
import { executedRows } from '../db/rows';
import { idAfter } from '../db/prefixedId';
import { pointsLedger } from '../db/schema';
import { AppError } from '../errors';

/** A database handle or an open transaction: the ledger helpers work inside either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface LedgerEntry {
  roleId: string;
  delta: number;
  /** 'chapter' | 'draw' | 'signIn' | 'game' | … */
  reason: string;
  /** unique per change: the same ref never counts twice */
  ref: string;
  /** the Asia/Shanghai day (chinaDay) the change counts for */
  day: string;
  /** when it happened, from the app's clock (the ledger shows it); the database's clock when absent */
  createdAt?: Date;
}

/**
 * Serialises every points change of one role: the caller's transaction holds the role row until it
 * ends, so a balance or daily total read after this cannot be changed by a concurrent request.
 */
export async function lockRole(tx: DbOrTx, roleId: string): Promise<void> {
  await tx.execute(lockRoleStatement(roleId));
}

/**
 * The statement that locks the role's row: lockRole's, and the first of a one-trip script that
 * changes points (roundStart.ts). FOR NO KEY UPDATE, not FOR UPDATE: it serialises the lock's
 * holders as before, but a row that merely references the role (its foreign key takes FOR KEY
 * SHARE) is not held up by it. With FOR UPDATE a round's finish, adding its key counts and its
 * best, waited on a chapter submit's role lock while holding a key total the submit needed next: a
 * deadlock (requestCost.test.ts, "a role's key counts", on PostgreSQL).
 */
export const lockRoleStatement = (roleId: string): SQL => sql`select id from roles where id = ${roleId} for no key update`;

/** The role's points as a scalar subquery: the sum of its ledger. */
export const balanceOf = (roleId: string): SQL => sql`(select coalesce(sum(delta), 0) from points_ledger where role_id = ${roleId})`;

/** The ledger ref of what a chapter attempt earned: this, then the attempt's id. */
export const CHAPTER_REF = 'chapter:';

/** The attempt a ledger row's ref names, found by the attempts' key (db/prefixedId.ts): null for a ref of another kind. */
export const attemptIdOfRef = (ref: SQLWrapper): SQL => idAfter(CHAPTER_REF, ref);

/** The role's points: the sum of its ledger. */
export async function balance(db: DbOrTx, roleId: string): Promise<number> {
  const rows = executedRows<{ total: string | number }>(await db.execute(sql`select ${balanceOf(roleId)} as total`));
  return Number(rows[0]?.total ?? 0);
}

/** Points of one reason that the role got on one day (the daily caps count this). */
export async function pointsOnDay(db: DbOrTx, roleId: string, reason: string, day: string): Promise<number> {
  const rows = await db
    .select({ total: sql<string | number>`coalesce(sum(${pointsLedger.delta}), 0)` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.roleId, roleId), eq(pointsLedger.reason, reason), eq(pointsLedger.day, day)));
  return Number(rows[0]?.total ?? 0);
}

/**
 * Writes one ledger row. Returns false (and changes nothing) when a row with this ref exists:
 * a retried or replayed change is counted once.
 */
export async function addPoints(tx: DbOrTx, entry: LedgerEntry): Promise<boolean> {
  if (!Number.isInteger(entry.delta)) throw new Error('points delta must be an integer');
  const inserted = await tx.insert(pointsLedger).values(entry).onConflictDoNothing({ target: pointsLedger.ref }).returning({ id: pointsLedger.id });
  return inserted.length > 0;
}

/**
 * Takes `amount` points from the role in one transaction, or throws 60001 '您的学习积分不够了'
 * without writing anything. The role row is locked first so two spends cannot both pass the check.
 * The same ref spent again is charged once. Returns the balance afterwards.
 */
export async function spendPoints(db: Db, entry: Omit<LedgerEntry, 'delta'> & { amount: number }): Promise<number> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) throw new Error('spend amount must be a positive integer');
  return db.transaction(async (tx) => {
    await lockRole(tx, entry.roleId);
    const already = await tx.select({ id: pointsLedger.id }).from(pointsLedger).where(eq(pointsLedger.ref, entry.ref)).limit(1);
    if (already.length) return balance(tx, entry.roleId);
    const before = await balance(tx, entry.roleId);
    if (before < entry.amount) throw new AppError(Status.notEnoughPoints, Messages.notEnoughPoints);
    await addPoints(tx, { roleId: entry.roleId, delta: -entry.amount, reason: entry.reason, ref: entry.ref, day: entry.day, createdAt: entry.createdAt });
    return before - entry.amount;
  });
}
