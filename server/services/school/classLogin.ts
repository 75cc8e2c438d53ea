import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { Status } from '../../../contract/envelope';
import { CARD_MISS_MAX, cardCodePattern, normaliseCardCode, SchoolMessages, type ClassLoginResult, type Roster } from '../../../contract/school';
import type { Db } from '../../db/client';
import { classCards, classCodes, roles, studyGroups } from '../../db/schema';
import { executedRows } from '../../db/rows';
import { AppError } from '../../errors';
import { startSession } from '../sessions';
import type { DbOrTx } from '../points';
import { storedCardKey, readCardToken, samePictures } from './cardTokens';
import { cardWithRole, type CardRow } from './cards';
import type { RoleRow } from '../../context';

/** The class of a class code (not a dissolved one), or 40400 with the calm message. */
export async function classOfCode(db: Db, classCode: string): Promise<{ id: string; name: string }> {
  const [row] = await db
    .select({ id: studyGroups.id, name: studyGroups.name })
    .from(classCodes)
    .innerJoin(studyGroups, and(eq(studyGroups.id, classCodes.groupId), isNull(studyGroups.deletedAt)))
    .where(eq(classCodes.code, classCode))
    .limit(1);
  if (!row) throw new AppError(Status.notFound, SchoolMessages.classCodeUnknown);
  return row;
}

/** 班级登录's name list: the made students' names and avatars, nothing else (no 学号, no ids of roles). */
export async function rosterOf(db: Db, classCode: string): Promise<Roster> {
  const group = await classOfCode(db, classCode);
  const rows = await db
    .select({ cardId: classCards.cardId, name: roles.roleName, avatar: roles.avatar })
    .from(classCards)
    .innerJoin(roles, and(eq(roles.id, classCards.roleId), isNull(roles.deletedAt)))
    .where(eq(classCards.groupId, group.id))
    .orderBy(asc(classCards.createdAt), asc(roles.roleName));
  return { className: group.name, students: rows };
}

async function signIn(db: Db, role: RoleRow, now: Date): Promise<ClassLoginResult> {
  // the child's own account: a sign-in here ends the child's session on another device, never anyone else's
  const accessToken = await startSession(db, role.userId, now);
  return { accessToken, mobile: null, visitId: null, roleId: role.id, roleName: role.roleName };
}

/**
 * A picture-password sign-in. A locked card refuses even the right pictures; a miss counts in the
 * same statement that may lock the card (concurrent misses all count, none past the lock).
 */
export async function pictureSignIn(db: Db, input: { classCode: string; cardId: string; pictures: string[] }, now: Date): Promise<ClassLoginResult> {
  const group = await classOfCode(db, input.classCode);
  const found = await cardWithRole(db, and(eq(classCards.cardId, input.cardId), eq(classCards.groupId, group.id)));
  if (!found) throw new AppError(Status.notFound, '没有找到你的名字，请找老师看看');
  if (found.card.lockedAt) throw new AppError(Status.forbidden, SchoolMessages.cardLocked);
  if (!samePictures(found.card.pictures, input.pictures)) {
    const result = await db.execute(sql`
      update class_cards set misses = misses + 1,
        locked_at = case when misses + 1 >= ${CARD_MISS_MAX} then ${now.toISOString()}::timestamptz else locked_at end
      where card_id = ${found.card.cardId} returning locked_at`);
    const locked = executedRows<{ locked_at: unknown }>(result)[0]?.locked_at;
    throw locked ? new AppError(Status.forbidden, SchoolMessages.cardLocked) : new AppError(Status.badCredentials, SchoolMessages.pictureWrong);
  }
  // the right pictures: the misses start again, unless the card locked meanwhile
  const reset = await db.update(classCards).set({ misses: 0 }).where(and(eq(classCards.cardId, found.card.cardId), isNull(classCards.lockedAt))).returning({ c: classCards.cardId });
  if (!reset.length) throw new AppError(Status.forbidden, SchoolMessages.cardLocked);
  return signIn(db, found.role, now);
}

/** The card of a QR token (signature, then the stored generation) or of a typed written code; 40100/40400 otherwise. */
export async function cardOf(db: DbOrTx, input: { token?: string; code?: string }): Promise<{ card: CardRow; role: RoleRow }> {
  if (input.token) {
    const key = await storedCardKey(db);
    const read = key && readCardToken(key, input.token);
    if (!read) throw new AppError(Status.badCredentials, SchoolMessages.cardRevoked);
    const found = await cardWithRole(db, eq(classCards.cardId, read.cardId));
    if (!found || found.card.generation !== read.generation) throw new AppError(Status.badCredentials, SchoolMessages.cardRevoked);
    return found;
  }
  const code = normaliseCardCode(input.code ?? '');
  const found = cardCodePattern.test(code) ? await cardWithRole(db, eq(classCards.code, code)) : null;
  if (!found) throw new AppError(Status.notFound, SchoolMessages.cardCodeUnknown);
  return found;
}

/** A card sign-in (the QR scanned, or its written code typed). A lock of the picture password does not stop the card itself. */
export async function cardSignIn(db: Db, input: { token?: string; code?: string }, now: Date): Promise<ClassLoginResult> {
  return signIn(db, (await cardOf(db, input)).role, now);
}

/** Wrong card tokens and codes are what the per-address limit counts. */
export const isWrongCard = (err: unknown) => err instanceof AppError && (err.message === SchoolMessages.cardRevoked || err.message === SchoolMessages.cardCodeUnknown);
export const isWrongClassCode = (err: unknown) => err instanceof AppError && err.message === SchoolMessages.classCodeUnknown;
