import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { signInReward, type Calendar, type SignInResult } from '../../contract/account';
import { Status } from '../../contract/envelope';
import type { Db } from '../db/client';
import { signIns } from '../db/schema';
import { AppError } from '../errors';
import { addDays, monthRange, streakOf } from './days';
import { addPoints, balance, lockRole, type DbOrTx } from './points';
import { streakCertificate } from './certificates';
import { medalsAfterSignIn } from './medals';

/** Signed days of the role, newest first, back as far as a streak can matter. */
async function recentDays(db: DbOrTx, roleId: string, today: string): Promise<string[]> {
  const rows = await db
    .select({ day: signIns.day })
    .from(signIns)
    .where(and(eq(signIns.roleId, roleId), lte(signIns.day, today), gte(signIns.day, addDays(today, -400))))
    .orderBy(desc(signIns.day));
  return rows.map((r) => r.day);
}

/**
 * Today's check-in (China day `today`): one row and one ledger entry, both once. A second check-in
 * the same day is refused with 40900 and changes nothing; concurrent ones are serialised on the role.
 */
export async function signIn(db: Db, roleId: string, today: string, now: Date): Promise<SignInResult> {
  return db.transaction(async (tx) => {
    await lockRole(tx, roleId);
    const inserted = await tx.insert(signIns).values({ roleId, day: today, createdAt: now }).onConflictDoNothing().returning({ day: signIns.day });
    if (!inserted.length) throw new AppError(Status.conflict, '今天已经签到过啦，明天再来吧');
    const streak = streakOf(await recentDays(tx, roleId, today), today);
    const pointsEarned = signInReward(streak);
    await addPoints(tx, { roleId, delta: pointsEarned, reason: 'signIn', ref: `signIn:${roleId}:${today}`, day: today, createdAt: now });
    await medalsAfterSignIn(tx, roleId, streak, now);
    await streakCertificate(tx, roleId, streak, today, now);
    return { pointsEarned, streak, point: await balance(tx, roleId) };
  });
}

/** The month's signed days and the current streak. */
export async function calendar(db: Db, roleId: string, month: string, today: string): Promise<Calendar> {
  const { first, last } = monthRange(month);
  const rows = await db
    .select({ day: signIns.day })
    .from(signIns)
    .where(and(eq(signIns.roleId, roleId), gte(signIns.day, first), lte(signIns.day, last)));
  const recent = await recentDays(db, roleId, today);
  const streak = streakOf(recent, today);
  const signedToday = recent[0] === today;
  return {
    signedDays: rows.map((r) => Number(r.day.slice(8, 10))).sort((a, b) => a - b),
    streak,
    today,
    signedToday,
    todayReward: signInReward(signedToday ? streak : streak + 1),
  };
}
