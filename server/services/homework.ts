import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { HOMEWORK_MAX_DAYS_AHEAD, HOMEWORK_PER_GROUP, type AssignBody, type AssignResult, type HomeworkCatalog, type StudentAssignment, type TeacherAssignment } from '../../contract/homework';
import { Status } from '../../contract/envelope';
import type { Db } from '../db/client';
import { homeworkAssignments, roles, studyGroupMembers, studyGroups, users } from '../db/schema';
import type { RoleRow } from '../context';
import { chinaDateTime, chinaDay } from '../clock';
import { AppError } from '../errors';
import { addDays } from './days';
import { ownGroup } from './groups';
import { homeworkResults } from './homeworkDone';
import { chapterItem, describeAssignment, gameItem, homeworkCatalog, lessonItem, lessonsNamed, type HomeworkItem } from './homeworkItems';
import { lessonRow, lessonsOfClass } from './classLessons';
import type { RaceKind } from '../../contract/race';
import { isVip } from './sessions';

type Row = typeof homeworkAssignments.$inferSelect;

/** Live members of a class with whether each can open 会员 chapters. */
export async function classMembers(db: Db, groupId: string, now: Date) {
  const rows = await db
    .select({ roleId: roles.id, roleName: roles.roleName, avatar: roles.avatar, vipForever: users.vipForever, vipExpireAt: users.vipExpireAt })
    .from(studyGroupMembers)
    .innerJoin(roles, and(eq(roles.id, studyGroupMembers.roleId), isNull(roles.deletedAt)))
    .innerJoin(users, eq(users.id, roles.userId))
    .where(eq(studyGroupMembers.groupId, groupId))
    .orderBy(studyGroupMembers.joinedAt);
  return rows.map((r) => ({ roleId: r.roleId, roleName: r.roleName, avatar: r.avatar, vip: isVip(r, now) }));
}

/** A class's live assignments, the newest due last. */
export const liveAssignments = (db: Db, groupIds: string[]) =>
  groupIds.length
    ? db.select().from(homeworkAssignments).where(and(inArray(homeworkAssignments.groupId, groupIds), isNull(homeworkAssignments.deletedAt))).orderBy(homeworkAssignments.dueDay, homeworkAssignments.createdAt)
    : Promise.resolve([] as Row[]);

/** The teacher's rows: each assignment with each member by name and status, how many have done it and how many cannot open it. */
async function teacherRows(db: Db, groupId: string, list: Row[], now: Date): Promise<TeacherAssignment[]> {
  const members = await classMembers(db, groupId, now);
  const results = await homeworkResults(db, members.map((m) => m.roleId), list);
  const lessons = await lessonsNamed(db, list);
  return list.map((a) => {
    const base = describeAssignment(a, chinaDateTime(a.createdAt), lessons);
    const mine = members.map((m) => ({ roleId: m.roleId, roleName: m.roleName, avatar: m.avatar, locked: base.vip && !m.vip, ...results.get(`${m.roleId}|${a.id}`)! }));
    return {
      ...base, memberCount: members.length,
      doneCount: mine.filter((m) => m.status === 'done').length,
      lockedCount: mine.filter((m) => m.locked).length,
      members: mine,
    };
  });
}

/** The class's homework for its teacher. */
export async function listHomework(db: Db, groupId: string, teacher: RoleRow, now: Date): Promise<TeacherAssignment[]> {
  await ownGroup(db, groupId, teacher);
  return teacherRows(db, groupId, await liveAssignments(db, [groupId]), now);
}

/** The picker for a class: its teacher only; says how many members are not VIP. */
export async function catalogFor(db: Db, groupId: string, teacher: RoleRow, now: Date): Promise<HomeworkCatalog> {
  await ownGroup(db, groupId, teacher);
  const members = await classMembers(db, groupId, now);
  const lessons = (await lessonsOfClass(db, groupId, teacher)).map((l) => ({ id: l.id, title: l.title, kind: l.kind }));
  return { ...homeworkCatalog(), lessons, nonVipMembers: members.filter((m) => !m.vip).length };
}

/** A real calendar day between today and HOMEWORK_MAX_DAYS_AHEAD ahead, or a Chinese refusal. */
function checkDueDay(dueDay: string, today: string): void {
  const d = new Date(`${dueDay}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== dueDay) throw new AppError(Status.invalid, '请选择截止日期');
  if (dueDay < today) throw new AppError(Status.invalid, '截止日期不能早于今天');
  if (dueDay > addDays(today, HOMEWORK_MAX_DAYS_AHEAD)) throw new AppError(Status.invalid, `截止日期最多选在${HOMEWORK_MAX_DAYS_AHEAD}天以内`);
}

/**
 * Assigns one item to the class. Assigning an item the class already has live returns that one
 * (`created` false) and changes nothing: a double click, two tabs or a retry create it once.
 */
export async function assignHomework(db: Db, groupId: string, teacher: RoleRow, body: AssignBody, now: Date): Promise<AssignResult> {
  await ownGroup(db, groupId, teacher);
  const item: HomeworkItem | null =
    body.kind === 'chapter' ? chapterItem(body.chapterId)
    : body.kind === 'game' ? gameItem(body.courseId, body.levelId)
    : await classLessonItem(db, groupId, body.lessonId);
  if (!item) throw new AppError(Status.invalid, body.kind === 'chapter' ? '没有这个章节，请重新选择' : body.kind === 'game' ? '没有这个游戏关卡，请重新选择' : '没有这课，请重新选择');
  checkDueDay(body.dueDay, chinaDay(now));
  const created = await db.transaction(async (tx) => {
    // the class row locked: its assignments count and insert one after another, so the cap is exact
    await tx.execute(sql`select id from study_groups where id = ${groupId} for update`);
    const same = await tx.select({ id: homeworkAssignments.id }).from(homeworkAssignments)
      .where(and(eq(homeworkAssignments.groupId, groupId), eq(homeworkAssignments.itemKey, item.itemKey), isNull(homeworkAssignments.deletedAt))).limit(1);
    if (same.length) return false;
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(homeworkAssignments).where(and(eq(homeworkAssignments.groupId, groupId), isNull(homeworkAssignments.deletedAt)));
    if (Number(n) >= HOMEWORK_PER_GROUP) throw new AppError(Status.conflict, `一个班级最多同时布置${HOMEWORK_PER_GROUP}项作业，请先删掉旧的`);
    const inserted = await tx.insert(homeworkAssignments)
      .values({ id: randomUUID(), groupId, createdBy: teacher.id, kind: item.kind, itemKey: item.itemKey, dueDay: body.dueDay, createdAt: now })
      .onConflictDoNothing().returning({ id: homeworkAssignments.id });
    return inserted.length > 0;
  });
  const row = (await db.select().from(homeworkAssignments)
    .where(and(eq(homeworkAssignments.groupId, groupId), eq(homeworkAssignments.itemKey, item.itemKey), isNull(homeworkAssignments.deletedAt))).limit(1))[0]!;
  const [assignment] = await teacherRows(db, groupId, [row], now);
  const notice = !created
    ? `「${item.title}」已经布置过了（截止 ${row.dueDay}），没有重复布置`
    : assignment!.lockedCount > 0
      ? `「${item.title}」是会员内容：班里有${assignment!.lockedCount}位同学还不是会员，开通会员后才能完成`
      : null;
  return { assignment: assignment!, created, notice };
}

/** One of the class's live lessons as an item, or null (another class's, deleted, unknown). */
async function classLessonItem(db: Db, groupId: string, lessonId: string): Promise<HomeworkItem | null> {
  const row = await lessonRow(db, lessonId).catch(() => null);
  return row && row.groupId === groupId ? lessonItem(row.id, { title: row.title, kind: row.kind as RaceKind }) : null;
}

/** The teacher removes an assignment (kept as a record, gone from every list). */
export async function removeHomework(db: Db, groupId: string, teacher: RoleRow, homeworkId: string, now: Date): Promise<void> {
  await ownGroup(db, groupId, teacher);
  const gone = await db.update(homeworkAssignments).set({ deletedAt: now })
    .where(and(eq(homeworkAssignments.id, homeworkId), eq(homeworkAssignments.groupId, groupId), isNull(homeworkAssignments.deletedAt))).returning({ id: homeworkAssignments.id });
  if (!gone.length) throw new AppError(Status.notFound, '这项作业不存在或已删除');
}

/** How long a done assignment stays on the child's list after its due day. */
const SHOWN_AFTER_DUE_DAYS = 14;

/** A student's homework from every class joined: not done first, then by due day. */
export async function myHomework(db: Db, student: RoleRow, vip: boolean, now: Date): Promise<StudentAssignment[]> {
  const groups = await db
    .select({ id: studyGroups.id, name: studyGroups.name, teacherName: roles.roleName })
    .from(studyGroupMembers)
    .innerJoin(studyGroups, and(eq(studyGroups.id, studyGroupMembers.groupId), isNull(studyGroups.deletedAt)))
    .innerJoin(roles, eq(roles.id, studyGroups.ownerRoleId))
    .where(eq(studyGroupMembers.roleId, student.id))
    .orderBy(desc(studyGroupMembers.joinedAt));
  const today = chinaDay(now);
  const list = await liveAssignments(db, groups.map((g) => g.id));
  const results = await homeworkResults(db, [student.id], list);
  const lessons = await lessonsNamed(db, list);
  const rows = list.map((a): StudentAssignment => {
    const g = groups.find((x) => x.id === a.groupId)!;
    const base = describeAssignment(a, chinaDateTime(a.createdAt), lessons);
    const r = results.get(`${student.id}|${a.id}`)!;
    return { ...base, ...r, groupName: g.name, teacherName: g.teacherName, locked: base.vip && !vip, overdue: r.status !== 'done' && a.dueDay < today };
  });
  // long-past done work leaves the list; what is not done stays until the teacher removes it
  const shown = rows.filter((r) => r.status !== 'done' || r.dueDay >= addDays(today, -SHOWN_AFTER_DUE_DAYS));
  const rank = (r: StudentAssignment) => (r.status === 'done' ? 1 : 0);
  return shown.sort((x, y) => rank(x) - rank(y) || x.dueDay.localeCompare(y.dueDay));
}
