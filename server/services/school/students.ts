import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Status } from '../../../contract/envelope';
import type { CreateStudentsBody, ImportPreview, ImportPreviewBody } from '../../../contract/school';
import type { Db } from '../../db/client';
import { classCards, classCodes, roles, studyGroupMembers, users } from '../../db/schema';
import type { RoleRow } from '../../context';
import { AppError } from '../../errors';
import type { DbOrTx } from '../points';
import { ownGroup } from '../groups';
import { newCardCode, newCardId, newClassCode, newPictures } from './cardTokens';
import { checkedRows, listProblem, ListError, rowsOf, tableOf } from './importList';

/** The live members' names (made or joined) and how many more the class takes. */
async function classRoom(db: DbOrTx, groupId: string, max: number): Promise<{ names: string[]; room: number }> {
  const rows = await db
    .select({ roleName: roles.roleName })
    .from(studyGroupMembers)
    .innerJoin(roles, and(eq(roles.id, studyGroupMembers.roleId), isNull(roles.deletedAt)))
    .where(eq(studyGroupMembers.groupId, groupId));
  return { names: rows.map((r) => r.roleName), room: max - rows.length };
}

/** 添加学生's preview: the list read (text or file), each row checked; nothing is made. */
export async function previewStudents(db: Db, groupId: string, teacher: RoleRow, body: ImportPreviewBody, max: number): Promise<ImportPreview> {
  await ownGroup(db, groupId, teacher);
  const { names, room } = await classRoom(db, groupId, max);
  let table: string[][];
  try {
    table = tableOf(body);
  } catch (e) {
    if (e instanceof ListError) return { rows: [], ok: false, problem: e.message };
    throw e;
  }
  const rows = rowsOf(table, names);
  const problem = listProblem(rows, room);
  return { rows, ok: !problem && rows.every((r) => !r.problem), problem };
}

/** The class's code of 班级登录, made on first need (a clash of random codes only means drawing again). */
export async function ensureClassCode(db: DbOrTx, groupId: string, now: Date): Promise<string> {
  for (let tries = 0; tries < 8; tries++) {
    const [found] = await db.select({ code: classCodes.code }).from(classCodes).where(eq(classCodes.groupId, groupId)).limit(1);
    if (found) return found.code;
    await db.insert(classCodes).values({ groupId, code: newClassCode(), createdAt: now }).onConflictDoNothing();
  }
  throw new Error('could not make a class code');
}

/**
 * Inserts rows whose random unique keys may clash with rows already stored (account ids, card
 * codes): `insert` does nothing on a clash and returns the keys it made; the others draw again.
 */
async function insertAll<T>(rows: T[], keyOf: (row: T) => string, insert: (rows: T[]) => Promise<string[]>, redraw: (row: T) => T): Promise<T[]> {
  const done: T[] = [];
  let pending = rows;
  for (let tries = 0; pending.length; tries++) {
    if (tries > 5) throw new Error('could not insert rows with fresh random keys');
    const made = new Set(await insert(pending));
    done.push(...pending.filter((r) => made.has(keyOf(r))));
    pending = pending.filter((r) => !made.has(keyOf(r))).map(redraw);
  }
  return done;
}

const newAccountId = () => String(randomInt(1_000_000_000, 10_000_000_000));

/**
 * Makes the confirmed list at once or nothing: each student a STUDENT role (name and avatar, no
 * phone) in a sign-in-less account of its own, a member of the class, with a login card. Under the
 * class row's lock, so two confirms cannot both pass the checks (duplicates, room).
 */
export async function createStudents(db: Db, groupId: string, teacher: RoleRow, body: CreateStudentsBody, max: number, avatars: readonly string[], now: Date) {
  await ownGroup(db, groupId, teacher);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from study_groups where id = ${groupId} for update`);
    const { names, room } = await classRoom(tx, groupId, max);
    const rows = checkedRows(body.students, names);
    const whole = listProblem(rows, room);
    const bad = rows.find((r) => r.problem);
    if (whole || bad) throw new AppError(Status.invalid, whole || `第${bad!.line}行“${bad!.name}”：${bad!.problem}`);
    await ensureClassCode(tx, groupId, now);
    // one millisecond apart: the class page, the cards and the roster keep the list's order
    const at = (i: number) => new Date(now.getTime() + i);
    // an account per child (10-digit ids, as accounts.ts draws them), then its role, membership and card
    const accounts = await insertAll(
      rows.map((row) => ({ id: newAccountId(), row })),
      (a) => a.id,
      async (list) => (await tx.insert(users).values(list.map((a) => ({ id: a.id, createdAt: now }))).onConflictDoNothing().returning({ id: users.id })).map((u) => u.id),
      (a) => ({ ...a, id: newAccountId() }),
    );
    accounts.sort((a, b) => rows.indexOf(a.row) - rows.indexOf(b.row));
    const made = accounts.map((a, i) => ({ id: randomUUID(), userId: a.id, roleName: a.row.name, roleType: 'STUDENT', avatar: avatars[(names.length + i) % avatars.length]!, createdAt: at(i), studentNo: a.row.studentNo }));
    await tx.insert(roles).values(made.map(({ studentNo: _, ...role }) => role));
    await tx.insert(studyGroupMembers).values(made.map((m) => ({ groupId, roleId: m.id, joinedAt: m.createdAt })));
    await insertAll(
      made.map((m) => ({ cardId: newCardId(), roleId: m.id, groupId, schoolUserId: teacher.userId, code: newCardCode(), pictures: newPictures().join(','), studentNo: m.studentNo, createdAt: m.createdAt })),
      (c) => c.cardId,
      async (list) => (await tx.insert(classCards).values(list).onConflictDoNothing().returning({ c: classCards.cardId })).map((r) => r.c),
      (c) => ({ ...c, code: newCardCode() }),
    );
    return made.map((m) => ({ roleId: m.id, roleName: m.roleName, avatar: m.avatar }));
  });
}

