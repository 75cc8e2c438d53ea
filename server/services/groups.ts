import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { GROUP_MEMBER_MAX, GROUPS_PER_TEACHER, boardScore, type BoardRow, type GroupMember, type MemberWeek, type StudyGroup } from '../../contract/account';
import { Status } from '../../contract/envelope';
import type { Db } from '../db/client';
import { chapterAttempts, gameRounds, roles, signIns, studyGroupMembers, studyGroups } from '../db/schema';
import type { RoleRow } from '../context';
import { chinaDateTime } from '../clock';
import { AppError } from '../errors';
import { addDays, mondayOf, streakOf } from './days';
import { lockRole } from './points';
import { medalsOfRoles } from './medals';
import { rangeReport } from './report';

export type GroupRow = typeof studyGroups.$inferSelect;
const NOT_FOUND = '班级不存在或已解散';

export async function groupRow(db: Db, id: string): Promise<GroupRow> {
  const rows = await db.select().from(studyGroups).where(and(eq(studyGroups.id, id), isNull(studyGroups.deletedAt))).limit(1);
  if (!rows[0]) throw new AppError(Status.notFound, NOT_FOUND);
  return rows[0];
}

export async function isMember(db: Db, groupId: string, roleId: string): Promise<boolean> {
  const rows = await db.select({ g: studyGroupMembers.groupId }).from(studyGroupMembers).where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.roleId, roleId))).limit(1);
  return rows.length > 0;
}

/** The group only for its own teacher (40300 for anyone else). */
export async function ownGroup(db: Db, id: string, role: RoleRow): Promise<GroupRow> {
  const g = await groupRow(db, id);
  if (g.ownerRoleId !== role.id) throw new AppError(Status.forbidden, '只有这个班级的老师可以这样做');
  return g;
}

/** Groups with their teacher and member count, as the active role sees them. */
async function describe(db: Db, list: GroupRow[], role: RoleRow): Promise<StudyGroup[]> {
  if (!list.length) return [];
  const ids = list.map((g) => g.id);
  const teachers = await db.select().from(roles).where(inArray(roles.id, list.map((g) => g.ownerRoleId)));
  const counts = await db
    .select({ id: studyGroupMembers.groupId, n: count() })
    .from(studyGroupMembers)
    .innerJoin(roles, and(eq(roles.id, studyGroupMembers.roleId), isNull(roles.deletedAt)))
    .where(inArray(studyGroupMembers.groupId, ids))
    .groupBy(studyGroupMembers.groupId);
  const mine = await db.select({ id: studyGroupMembers.groupId }).from(studyGroupMembers).where(and(inArray(studyGroupMembers.groupId, ids), eq(studyGroupMembers.roleId, role.id)));
  return list.map((g) => {
    const t = teachers.find((r) => r.id === g.ownerRoleId);
    return {
      id: g.id, name: g.name, teacherName: t?.roleName ?? '老师', teacherAvatar: t?.avatar ?? 'owl.svg',
      memberCount: Number(counts.find((c) => c.id === g.id)?.n ?? 0), owner: g.ownerRoleId === role.id, joined: mine.some((m) => m.id === g.id),
    };
  });
}

/** A teacher makes a class (at most GROUPS_PER_TEACHER). */
export async function createGroup(db: Db, role: RoleRow, name: string, now: Date): Promise<StudyGroup> {
  const row = { id: randomUUID(), ownerRoleId: role.id, name, createdAt: now, deletedAt: null };
  await db.transaction(async (tx) => {
    // the teacher's role row locked: one teacher's creates count and insert one after another, so the cap is exact
    await lockRole(tx, role.id);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(studyGroups).where(and(eq(studyGroups.ownerRoleId, role.id), isNull(studyGroups.deletedAt)));
    if (Number(n) >= GROUPS_PER_TEACHER) throw new AppError(Status.conflict, `最多可以创建${GROUPS_PER_TEACHER}个班级`);
    await tx.insert(studyGroups).values(row);
  });
  return (await describe(db, [row], role))[0]!;
}

/** A teacher's own classes, or the classes a student has joined. */
export async function listGroups(db: Db, role: RoleRow): Promise<StudyGroup[]> {
  const list =
    role.roleType === 'TEACHER'
      ? await db.select().from(studyGroups).where(and(eq(studyGroups.ownerRoleId, role.id), isNull(studyGroups.deletedAt))).orderBy(desc(studyGroups.createdAt))
      : (await db
          .select({ g: studyGroups })
          .from(studyGroupMembers)
          .innerJoin(studyGroups, eq(studyGroups.id, studyGroupMembers.groupId))
          .where(and(eq(studyGroupMembers.roleId, role.id), isNull(studyGroups.deletedAt)))
          .orderBy(desc(studyGroupMembers.joinedAt))).map((r) => r.g);
  return describe(db, list, role);
}

/** What the invite page shows: readable by any signed-in role that has the link. */
export async function groupInfo(db: Db, id: string, role: RoleRow): Promise<StudyGroup> {
  return (await describe(db, [await groupRow(db, id)], role))[0]!;
}

/** A student joins (again joining changes nothing); a class takes `max` members. */
export async function joinGroup(db: Db, id: string, role: RoleRow, now: Date, max = GROUP_MEMBER_MAX): Promise<StudyGroup> {
  const g = await groupRow(db, id);
  if (!(await isMember(db, id, role.id))) {
    await db.transaction(async (tx) => {
      // the class row locked: its joins count and insert one after another, so the cap is exact
      await tx.execute(sql`select id from study_groups where id = ${id} for update`);
      // live members only, as the class page counts them: a deleted child frees its place
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(studyGroupMembers)
        .innerJoin(roles, and(eq(roles.id, studyGroupMembers.roleId), isNull(roles.deletedAt)))
        .where(eq(studyGroupMembers.groupId, id));
      const joined = await tx.select({ g: studyGroupMembers.groupId }).from(studyGroupMembers).where(and(eq(studyGroupMembers.groupId, id), eq(studyGroupMembers.roleId, role.id))).limit(1);
      if (joined.length > 0) return;
      if (Number(n) >= max) throw new AppError(Status.conflict, '这个班级已经满员了');
      await tx.insert(studyGroupMembers).values({ groupId: id, roleId: role.id, joinedAt: now }).onConflictDoNothing();
    });
  }
  return (await describe(db, [g], role))[0]!;
}

/** A student leaves; 40400 when not a member. */
export async function leaveGroup(db: Db, id: string, role: RoleRow): Promise<void> {
  await groupRow(db, id);
  const gone = await db.delete(studyGroupMembers).where(and(eq(studyGroupMembers.groupId, id), eq(studyGroupMembers.roleId, role.id))).returning({ r: studyGroupMembers.roleId });
  if (!gone.length) throw new AppError(Status.notFound, '你不在这个班级里');
}

/** The class's teacher removes a member. */
export async function removeMember(db: Db, id: string, teacher: RoleRow, memberRoleId: string): Promise<void> {
  await ownGroup(db, id, teacher);
  const gone = await db.delete(studyGroupMembers).where(and(eq(studyGroupMembers.groupId, id), eq(studyGroupMembers.roleId, memberRoleId))).returning({ r: studyGroupMembers.roleId });
  if (!gone.length) throw new AppError(Status.notFound, '这个学生不在班级里');
}

/** Members with this week's and last week's figures and streaks. */
async function memberFigures(db: Db, id: string, today: string) {
  const rows = await db
    .select({ roleId: roles.id, roleName: roles.roleName, avatar: roles.avatar, joinedAt: studyGroupMembers.joinedAt })
    .from(studyGroupMembers)
    .innerJoin(roles, eq(roles.id, studyGroupMembers.roleId))
    // a deleted role leaves the board and the member list (its rows stay for its records)
    .where(and(eq(studyGroupMembers.groupId, id), isNull(roles.deletedAt)))
    .orderBy(studyGroupMembers.joinedAt);
  const ids = rows.map((r) => r.roleId);
  const monday = mondayOf(today);
  const thisWeek = await rangeReport(db, ids, monday, today);
  const lastWeek = await rangeReport(db, ids, addDays(monday, -7), addDays(monday, -1));
  const signed = ids.length
    ? await db.select({ roleId: signIns.roleId, day: signIns.day }).from(signIns).where(and(inArray(signIns.roleId, ids), gte(signIns.day, addDays(today, -120)))).orderBy(desc(signIns.day))
    : [];
  // practice is a finished chapter or a finished game round: the last of either is the last practice
  const lastChapter = ids.length
    ? await db.select({ roleId: chapterAttempts.roleId, at: sql<Date | string>`max(${chapterAttempts.createdAt})` }).from(chapterAttempts).where(inArray(chapterAttempts.roleId, ids)).groupBy(chapterAttempts.roleId)
    : [];
  const lastGame = ids.length
    ? await db.select({ roleId: gameRounds.roleId, at: sql<Date | string>`max(${gameRounds.finishedAt})` }).from(gameRounds).where(and(inArray(gameRounds.roleId, ids), isNotNull(gameRounds.finishedAt))).groupBy(gameRounds.roleId)
    : [];
  const lastOf = (roleId: string) => {
    const times = [...lastChapter, ...lastGame].filter((l) => l.roleId === roleId && l.at).map((l) => new Date(l.at).getTime());
    return times.length ? new Date(Math.max(...times)) : null;
  };
  return rows.map((r) => {
    const now = thisWeek.get(r.roleId)!;
    const before = lastWeek.get(r.roleId)!;
    const lastAt = lastOf(r.roleId);
    const week: MemberWeek = {
      lastPractice: lastAt ? chinaDateTime(lastAt) : null,
      practicesThisWeek: now.chapters + now.games + now.races, chaptersThisWeek: now.chapters, gamesThisWeek: now.games, racesThisWeek: now.races, minutesThisWeek: now.minutes,
      cpm: now.cpm, cpmLastWeek: before.cpm, accuracy: now.accuracy, accuracyLastWeek: before.accuracy,
      days: now.days, daysLastWeek: before.days, streak: streakOf(signed.filter((s) => s.roleId === r.roleId).map((s) => s.day), today),
    };
    return { ...r, now, before, week };
  });
}

/** The teacher's view of the members and their recent progress. */
export async function groupMembers(db: Db, id: string, teacher: RoleRow, today: string): Promise<GroupMember[]> {
  await ownGroup(db, id, teacher);
  return (await memberFigures(db, id, today)).map((m) => ({ roleId: m.roleId, roleName: m.roleName, avatar: m.avatar, joinedAt: chinaDateTime(m.joinedAt), ...m.week }));
}

/** A change since last week, or null when either week has no practice to compare. */
function change(now: number | null, before: number | null, comparable: boolean): number | null {
  if (!comparable || now === null || before === null) return null;
  return Math.round((now - before) * 10) / 10;
}

/** The class board of the week, for its teacher and its members: gains and persistence rank, not raw speed. */
export async function groupBoard(db: Db, id: string, role: RoleRow, today: string): Promise<BoardRow[]> {
  const g = await groupRow(db, id);
  if (g.ownerRoleId !== role.id && !(await isMember(db, id, role.id))) throw new AppError(Status.forbidden, '只有班级的老师和同学可以看');
  const teacher = g.ownerRoleId === role.id;
  const figures = await memberFigures(db, id, today);
  const medals = await medalsOfRoles(db, figures.map((m) => m.roleId));
  const rows = figures.map((m) => {
    const comparable = m.now.days > 0 && m.before.days > 0;
    const mine = m.roleId === role.id;
    const r = {
      roleId: m.roleId, roleName: m.roleName, avatar: m.avatar, rank: 0,
      cpmGain: change(m.now.cpm, m.before.cpm, comparable), accuracyGain: change(m.now.accuracy, m.before.accuracy, comparable),
      days: m.now.days, daysLastWeek: m.before.days, streak: m.week.streak, mine, week: mine || teacher ? m.week : null, medals: medals.get(m.roleId) ?? [],
    };
    return { ...r, score: boardScore(r) };
  });
  rows.sort((a, b) => b.score - a.score || b.days - a.days || a.roleName.localeCompare(b.roleName));
  rows.forEach((r, i) => (r.rank = i > 0 && rows[i - 1]!.score === r.score ? rows[i - 1]!.rank : i + 1));
  return rows;
}
