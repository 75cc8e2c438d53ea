import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { HOMEWORK_FREE_ROUNDS_PER_DAY, type GameHomework } from '../../contract/homework';
import type { RoundStart } from '../../contract/game';
import type { Db } from '../db/client';
import { gameRounds, homeworkAssignments, roles, studyGroupMembers, studyGroups } from '../db/schema';
import { homeworkResults } from './homeworkDone';
import { itemOf } from './homeworkItems';
import { balance, lockRole, type DbOrTx } from './points';

/** Free rounds the child has begun today for one homework (counted under the role's lock when it matters). */
async function freeRoundsToday(db: DbOrTx, roleId: string, homeworkId: string, day: string): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(gameRounds)
    .where(and(eq(gameRounds.homeworkId, homeworkId), eq(gameRounds.roleId, roleId), eq(gameRounds.day, day)));
  return Number(n);
}

/**
 * The homework a game level is for this child now, decided by the server from the classes the child
 * is in (never by the client): a live assignment of this level (level mode) in a class the child is
 * a member of; of several, the first not done (the earliest due), else the first done. `freeLeft`
 * is what of HOMEWORK_FREE_ROUNDS_PER_DAY is left today while it is not done, 0 once it is.
 */
export async function homeworkGame(db: DbOrTx, roleId: string, courseId: string, levelId: string, day: string): Promise<GameHomework | null> {
  const rows = await db
    .select({ a: homeworkAssignments, teacherName: roles.roleName })
    .from(homeworkAssignments)
    .innerJoin(studyGroupMembers, and(eq(studyGroupMembers.groupId, homeworkAssignments.groupId), eq(studyGroupMembers.roleId, roleId)))
    .innerJoin(studyGroups, and(eq(studyGroups.id, homeworkAssignments.groupId), isNull(studyGroups.deletedAt)))
    .innerJoin(roles, eq(roles.id, studyGroups.ownerRoleId))
    .where(and(eq(homeworkAssignments.kind, 'game'), eq(homeworkAssignments.itemKey, `${courseId}/${levelId}`), isNull(homeworkAssignments.deletedAt)))
    .orderBy(asc(homeworkAssignments.dueDay), asc(homeworkAssignments.createdAt));
  if (!rows.length) return null;
  const results = await homeworkResults(db, [roleId], rows.map((r) => r.a));
  const status = (id: string) => results.get(`${roleId}|${id}`)!.status;
  const chosen = rows.find((r) => status(r.a.id) !== 'done') ?? rows[0]!;
  const { a } = chosen;
  const done = status(a.id) === 'done';
  const freeLeft = done ? 0 : Math.max(0, HOMEWORK_FREE_ROUNDS_PER_DAY - (await freeRoundsToday(db, roleId, a.id, day)));
  return { assignmentId: a.id, title: itemOf(a.kind, a.itemKey).title, teacherName: chosen.teacherName, dueDay: a.dueDay, bar: itemOf(a.kind, a.itemKey).bar, status: status(a.id), freeLeft };
}

export interface FreeRoundInput {
  roleId: string;
  courseId: string;
  levelId: string;
  renderEngine: string;
  roundId: string;
  seed: number;
  now: Date;
  day: string;
}

/**
 * Starts a round of homework at no cost, or returns null when the level is no homework of the child's
 * that is not done yet, or its free rounds of today are used (the caller then charges as usual). The
 * round carries its homework and no ledger row is written. The count and the insert run under the
 * role's lock, so concurrent starts cannot take more than HOMEWORK_FREE_ROUNDS_PER_DAY.
 */
export async function startFreeRound(db: Db, input: FreeRoundInput): Promise<RoundStart | null> {
  const homework = await homeworkGame(db, input.roleId, input.courseId, input.levelId, input.day);
  if (!homework || homework.freeLeft <= 0) return null;
  return db.transaction(async (tx) => {
    await lockRole(tx, input.roleId);
    if ((await freeRoundsToday(tx, input.roleId, homework.assignmentId, input.day)) >= HOMEWORK_FREE_ROUNDS_PER_DAY) return null;
    await tx.insert(gameRounds).values({
      id: input.roundId, roleId: input.roleId, courseId: input.courseId, levelId: input.levelId, renderEngine: input.renderEngine,
      mode: 'level', seed: input.seed, day: input.day, startedAt: input.now, homeworkId: homework.assignmentId,
    });
    return { roundId: input.roundId, seed: input.seed, point: await balance(tx, input.roleId), cost: 0 };
  });
}
