import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { Status } from '../../../contract/envelope';
import type { ClassCards, LoginCard, PictureId } from '../../../contract/school';
import type { Db } from '../../db/client';
import { classCards, roles, sessions } from '../../db/schema';
import type { RoleRow } from '../../context';
import { AppError } from '../../errors';
import { ownGroup } from '../groups';
import type { DbOrTx } from '../points';
import { cardKey, cardToken, newCardCode, newPictures } from './cardTokens';
import { ensureClassCode } from './students';

export type CardRow = typeof classCards.$inferSelect;
type CardWithRole = { card: CardRow; role: RoleRow };

const CARD_NOT_FOUND = '这张登录卡不存在或学生已删除';

function printed(key: Buffer, { card, role }: CardWithRole): LoginCard {
  return {
    cardId: card.cardId, roleId: role.id, roleName: role.roleName, avatar: role.avatar, studentNo: card.studentNo, code: card.code,
    qrPath: `/card#${cardToken(key, card.cardId, card.generation)}`, pictures: card.pictures.split(',') as PictureId[], locked: !!card.lockedAt,
  };
}

/** A card with its live role, or null. */
export async function cardWithRole(db: DbOrTx, where: SQL | undefined): Promise<CardWithRole | null> {
  const [row] = await db.select({ card: classCards, role: roles }).from(classCards).innerJoin(roles, and(eq(roles.id, classCards.roleId), isNull(roles.deletedAt))).where(where).limit(1);
  return row ?? null;
}

/** The cards of a class for its teacher's card page (the students the teacher made, in the order made). */
export async function classCardsOf(db: Db, groupId: string, teacher: RoleRow, now: Date): Promise<ClassCards> {
  const group = await ownGroup(db, groupId, teacher);
  const classCode = await ensureClassCode(db, groupId, now);
  const rows = await db
    .select({ card: classCards, role: roles })
    .from(classCards)
    .innerJoin(roles, and(eq(roles.id, classCards.roleId), isNull(roles.deletedAt)))
    .where(eq(classCards.groupId, groupId))
    .orderBy(asc(classCards.createdAt), asc(roles.roleName));
  const key = await cardKey(db);
  return { groupId, className: group.name, classCode, cards: rows.map((r) => printed(key, r)) };
}

/** A card of one of the teacher's classes (40300 for another teacher's, 40400 when gone). */
export async function teachersCard(db: DbOrTx, cardId: string, teacher: RoleRow): Promise<CardWithRole> {
  const found = await cardWithRole(db, eq(classCards.cardId, cardId));
  if (!found) throw new AppError(Status.notFound, CARD_NOT_FOUND);
  await ownGroup(db as Db, found.card.groupId, teacher);
  return found;
}

/** Ends the live sessions of a card's child (a revoked card signs out whoever holds it). */
export const endChildSessions = (db: DbOrTx, userId: string, now: Date) =>
  db.update(sessions).set({ endedAt: now, endReason: 'logout' }).where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));

type CardChange = 'revoke' | 'resetPictures' | 'unlock';

/**
 * The teacher's card actions. revoke: a new generation (every printed QR stops at once) and a new
 * written code, and the child's sessions end; resetPictures: a new picture password, the card
 * unlocked; unlock: the misses forgotten. Each answers the card as it now prints.
 */
export async function changeCard(db: Db, cardId: string, teacher: RoleRow, change: CardChange, now: Date): Promise<LoginCard> {
  const { card, role } = await teachersCard(db, cardId, teacher);
  const set =
    change === 'revoke'
      ? { generation: sql`${classCards.generation} + 1`, code: newCardCode() }
      : change === 'resetPictures'
        ? { pictures: newPictures().join(','), misses: 0, lockedAt: null }
        : { misses: 0, lockedAt: null };
  const updated = await db.transaction(async (tx) => {
    // a clash of the new written code (about 1 in 10^11) fails the statement: the teacher tries again
    const [row] = await tx.update(classCards).set(set).where(eq(classCards.cardId, card.cardId)).returning();
    if (change === 'revoke') await endChildSessions(tx, role.userId, now);
    return row!;
  });
  return printed(await cardKey(db), { card: updated, role });
}
