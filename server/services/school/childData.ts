import { and, eq, isNull, sql } from 'drizzle-orm';
import { ROLE_LIMIT_FREE, ROLE_LIMIT_VIP } from '../../../contract/constants';
import { Status } from '../../../contract/envelope';
import { roleNameProblem, type Role, type RoleType } from '../../../contract/roles';
import type { Db } from '../../db/client';
import { classCards, roles, sessions, studyGroups, users } from '../../db/schema';
import { executedRows } from '../../db/rows';
import type { RoleRow } from '../../context';
import { AppError } from '../../errors';
import { isVip, type UserRow } from '../sessions';
import type { DbOrTx } from '../points';
import { endChildSessions, teachersCard } from './cards';
import { isCardAccount } from './cardAccount';
import { cardOf } from './classLogin';

/**
 * A made child's whole record, wherever it is kept: every table with a foreign key to roles, read
 * from the database's own catalogue, so a table added later (by any feature) is exported and
 * deleted with the rest without a list here to forget.
 */
async function roleTables(db: DbOrTx): Promise<Array<{ table: string; column: string }>> {
  const result = await db.execute(sql`
    select cl.relname as "table", a.attname as "column"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'public.roles'::regclass and array_length(c.conkey, 1) = 1
    order by 1, 2`);
  return executedRows<{ table: string; column: string }>(result);
}

/** A teacher's made child (its card in one of the teacher's classes): family children who joined by invite are not the teacher's to export or delete. */
async function teachersChild(db: DbOrTx, roleId: string, teacher: RoleRow) {
  const [card] = await db.select({ cardId: classCards.cardId }).from(classCards).where(eq(classCards.roleId, roleId)).limit(1);
  if (!card) throw new AppError(Status.notFound, '只能导出或删除老师添加的学生');
  return teachersCard(db, card.cardId, teacher);
}

/** 导出: the child's data as JSON — the role, the class, and every row of every table that names the role (the card's secrets left out). */
export async function exportChild(db: Db, roleId: string, teacher: RoleRow, now: Date) {
  const { card, role } = await teachersChild(db, roleId, teacher);
  const [group] = await db.select({ name: studyGroups.name }).from(studyGroups).where(eq(studyGroups.id, card.groupId)).limit(1);
  const tables: Record<string, unknown[]> = {};
  for (const { table, column } of await roleTables(db)) {
    if (table === 'class_cards') continue;
    const rows = executedRows<Record<string, unknown>>(await db.execute(sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${roleId}`));
    if (rows.length) tables[table] = [...(tables[table] ?? []), ...rows];
  }
  return {
    exportedAt: now.toISOString(),
    student: { roleId: role.id, name: role.roleName, avatar: role.avatar, studentNo: card.studentNo, createdAt: role.createdAt.toISOString(), className: group?.name ?? null },
    tables,
  };
}

/** 删除: the child and everything that names it (points, attempts, rounds, certificates, medals, the card, the class place) and its account, in one transaction. */
export async function deleteChild(db: Db, roleId: string, teacher: RoleRow): Promise<void> {
  const { role } = await teachersChild(db, roleId, teacher);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from roles where id = ${roleId} for update`);
    for (const { table, column } of await roleTables(tx)) await tx.execute(sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${roleId}`);
    await tx.delete(roles).where(eq(roles.id, roleId));
    await tx.delete(sessions).where(eq(sessions.userId, role.userId));
    await tx.delete(users).where(eq(users.id, role.userId));
  });
}

/**
 * A parent brings a class child into the family account: the very role moves (its id, so every
 * point, attempt and certificate, and its place in the class, stay with it — never split in two);
 * the card stops (it would otherwise sign into the parent's account) and the child's own account
 * is closed. The family's role limit and name rule hold as for role/create.
 */
export async function adoptChild(db: Db, parent: UserRow, input: { token?: string; code?: string }, now: Date): Promise<Role> {
  if (await isCardAccount(db, parent.id)) throw new AppError(Status.forbidden, '请先用家长的账号登录，再扫描登录卡');
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, parent.id)).for('update');
    const { card, role } = await cardOf(tx, input);
    await tx.execute(sql`select card_id from class_cards where card_id = ${card.cardId} for update`);
    const names = await tx.select({ roleName: roles.roleName }).from(roles).where(and(eq(roles.userId, parent.id), isNull(roles.deletedAt)));
    const limit = isVip(user!, now) ? ROLE_LIMIT_VIP : ROLE_LIMIT_FREE;
    if (names.length >= limit)
      throw new AppError(Status.conflict, limit === ROLE_LIMIT_VIP ? `会员账户最多可以有${ROLE_LIMIT_VIP}个角色` : `普通账户只能有${ROLE_LIMIT_FREE}个角色，开通会员后最多可以有${ROLE_LIMIT_VIP}个`);
    const problem = roleNameProblem(role.roleName, names);
    if (problem) throw new AppError(Status.invalid, problem);
    const gone = await tx.delete(classCards).where(eq(classCards.cardId, card.cardId)).returning({ c: classCards.cardId });
    if (!gone.length) throw new AppError(Status.conflict, '这张登录卡刚刚已经用过了');
    await tx.update(roles).set({ userId: parent.id }).where(eq(roles.id, role.id));
    await endChildSessions(tx, role.userId, now);
    await tx.update(users).set({ deletedAt: now }).where(eq(users.id, role.userId));
    return { id: role.id, roleName: role.roleName, roleType: role.roleType as RoleType, avatar: role.avatar };
  });
}
