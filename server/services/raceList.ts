import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Status } from '../../contract/envelope';
import { RaceMessages, type RaceEndReason, type RaceKind, type RaceSummary } from '../../contract/race';
import { raceStandings } from '../../contract/raceStandings';
import type { Db } from '../db/client';
import { raceRacers, races, roles, studyGroupMembers, studyGroups } from '../db/schema';
import type { RoleRow } from '../context';
import { AppError } from '../errors';
import { racerView, stateOf, type RaceRow } from './races';

const GROUP_GONE = '班级不存在或已解散';

/**
 * Races as a list shows them: once ended, every racer's result in the standings' order (the one the
 * podium and the phones show, contract/raceStandings.ts) and its first three as the podium — a race
 * that timed out with nobody at the finish has one too, ranked by how far each got.
 */
async function summaries(db: Db, list: RaceRow[], now: Date): Promise<RaceSummary[]> {
  if (!list.length) return [];
  const groups = await db.select({ id: studyGroups.id, name: studyGroups.name }).from(studyGroups).where(inArray(studyGroups.id, [...new Set(list.map((r) => r.groupId))]));
  const racers = await db
    .select({ r: raceRacers, roleName: roles.roleName, avatar: roles.avatar })
    .from(raceRacers).innerJoin(roles, eq(roles.id, raceRacers.roleId))
    .where(inArray(raceRacers.raceId, list.map((r) => r.id)));
  return list.map((r) => {
    const mine = racers.filter((x) => x.r.raceId === r.id && x.r.status !== 'removed').map((x) => racerView({ ...x.r, roleName: x.roleName, avatar: x.avatar }));
    const ended = r.state === 'ended';
    const results = ended
      ? raceStandings(mine).map(({ racer: x, rank }) => ({ roleId: x.roleId, roleName: x.roleName, avatar: x.avatar, rank, status: x.status, progress: x.progress, cpm: x.cpm, accuracy: x.accuracy, review: x.review }))
      : [];
    const podium = results.filter((x) => x.rank !== null && x.rank <= 3 && !x.review).map((x) => ({ roleName: x.roleName, avatar: x.avatar, place: x.rank!, cpm: x.cpm, accuracy: x.accuracy }));
    return {
      id: r.id, code: r.code, groupId: r.groupId, groupName: groups.find((g) => g.id === r.groupId)?.name ?? '', kind: r.kind as RaceKind,
      title: r.title, state: stateOf(r, now), racerCount: mine.length, createdAt: r.createdAt.getTime(),
      endReason: (r.endReason as RaceEndReason | null) ?? null, podium, results,
    };
  });
}

/** GET race/list: a class's newest races (not the lobbies that expired unstarted), for its teacher and members. */
export async function listRaces(db: Db, role: RoleRow, groupId: string, now: Date): Promise<RaceSummary[]> {
  const [group] = await db.select().from(studyGroups).where(and(eq(studyGroups.id, groupId), isNull(studyGroups.deletedAt))).limit(1);
  if (!group) throw new AppError(Status.notFound, GROUP_GONE);
  if (group.ownerRoleId !== role.id) {
    const member = await db.select({ g: studyGroupMembers.groupId }).from(studyGroupMembers).where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.roleId, role.id))).limit(1);
    if (!member.length) throw new AppError(Status.forbidden, RaceMessages.notInClass);
  }
  const rows = await db.select().from(races)
    .where(and(eq(races.groupId, groupId), sql`coalesce(${races.endReason}, '') <> 'expired'`)).orderBy(desc(races.createdAt)).limit(20);
  return summaries(db, rows, now);
}

/** GET race/active: open races of the role's classes (a teacher's own, a student's joined). */
export async function activeRaces(db: Db, role: RoleRow, now: Date): Promise<RaceSummary[]> {
  const groupIds =
    role.roleType === 'TEACHER'
      ? (await db.select({ id: studyGroups.id }).from(studyGroups).where(and(eq(studyGroups.ownerRoleId, role.id), isNull(studyGroups.deletedAt)))).map((g) => g.id)
      : (await db.select({ id: studyGroupMembers.groupId }).from(studyGroupMembers).where(eq(studyGroupMembers.roleId, role.id))).map((g) => g.id);
  if (!groupIds.length) return [];
  return summaries(db, await db.select().from(races).where(and(inArray(races.groupId, groupIds), isNull(races.endedAt))).orderBy(desc(races.createdAt)), now);
}
