import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Status } from '../../contract/envelope';
import type { Activity } from '../../contract/levels';
import {
  RACE_COUNTDOWN_MS, RACE_LOBBY_EXPIRY_MS, RACE_MAX_RACERS, RaceMessages,
  type RaceCreateBody, type RaceEndReason, type RaceKind, type RacerStatus, type RacerView, type RaceState, type RaceView,
} from '../../contract/race';
import type { Db } from '../db/client';
import { raceRacers, races, roles, studyGroupMembers, studyGroups } from '../db/schema';
import type { RoleRow } from '../context';
import { AppError } from '../errors';
import { lessonRaceText } from './classLessons';
import { raceText, type RaceText } from './raceText';

export type RaceRow = typeof races.$inferSelect;
export type RacerRow = typeof raceRacers.$inferSelect;
export type ViewerAs = RaceView['me']['as'];

const GROUP_GONE = '班级不存在或已解散';

/** lobby, countdown (started, before startsAt), running, ended. */
export function stateOf(race: RaceRow, now: Date): RaceState {
  if (race.state === 'ended') return 'ended';
  if (race.state === 'lobby') return 'lobby';
  return race.startsAt && now < race.startsAt ? 'countdown' : 'running';
}

export async function raceRow(db: Db, id: string): Promise<RaceRow> {
  const [row] = await db.select().from(races).where(eq(races.id, id)).limit(1);
  if (!row) throw new AppError(Status.notFound, RaceMessages.notFound);
  return row;
}

/** The race only for the teacher who opened it (40300 for anyone else). */
export async function ownRace(db: Db, id: string, teacher: RoleRow): Promise<RaceRow> {
  const race = await raceRow(db, id);
  if (race.teacherRoleId !== teacher.id) throw new AppError(Status.forbidden, RaceMessages.teacherOnly);
  return race;
}

/** How the role sees the race: its teacher, a racer (not removed), a member of the class watching; anyone else 40300. */
export async function viewerAs(db: Db, race: RaceRow, role: RoleRow): Promise<ViewerAs> {
  if (race.teacherRoleId === role.id) return 'teacher';
  const [racer] = await db.select({ status: raceRacers.status }).from(raceRacers).where(and(eq(raceRacers.raceId, race.id), eq(raceRacers.roleId, role.id))).limit(1);
  if (racer && racer.status !== 'removed') return 'racer';
  const [member] = await db.select({ g: studyGroupMembers.groupId }).from(studyGroupMembers).where(and(eq(studyGroupMembers.groupId, race.groupId), eq(studyGroupMembers.roleId, role.id))).limit(1);
  if (member || racer) return 'watcher';
  throw new AppError(Status.forbidden, RaceMessages.notInClass);
}

export const racerView = (r: RacerRow & { roleName: string; avatar: string }): RacerView => ({
  roleId: r.roleId, roleName: r.roleName, avatar: r.avatar, lane: r.lane, status: r.status as RacerStatus,
  progress: r.progress, cpm: r.cpm, accuracy: r.accuracy, keys: r.keys, finishMs: r.finishMs, place: r.place, review: r.review,
});

export async function racerRows(db: Db, raceId: string) {
  const rows = await db
    .select({ r: raceRacers, roleName: roles.roleName, avatar: roles.avatar })
    .from(raceRacers)
    .innerJoin(roles, eq(roles.id, raceRacers.roleId))
    .where(eq(raceRacers.raceId, raceId))
    .orderBy(asc(raceRacers.lane));
  return rows.map((x) => ({ ...x.r, roleName: x.roleName, avatar: x.avatar }));
}

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** The race as `me` sees it, at `now`. */
export async function raceView(db: Db, race: RaceRow, me: { roleId: string; as: ViewerAs }, now: Date): Promise<RaceView> {
  const [group] = await db.select({ name: studyGroups.name }).from(studyGroups).where(eq(studyGroups.id, race.groupId)).limit(1);
  const [teacher] = await db.select({ name: roles.roleName }).from(roles).where(eq(roles.id, race.teacherRoleId)).limit(1);
  return {
    id: race.id, code: race.code, groupId: race.groupId, groupName: group?.name ?? '', teacherName: teacher?.name ?? '老师',
    kind: race.kind as RaceKind, title: race.title, activity: race.activity as Activity, state: stateOf(race, now),
    endReason: (race.endReason as RaceEndReason | null) ?? null, serverNow: now.getTime(), startsAt: ms(race.startsAt), endsAt: ms(race.endsAt),
    endedAt: ms(race.endedAt), limitSeconds: race.limitSeconds, expiresAt: race.expiresAt.getTime(),
    racers: (await racerRows(db, race.id)).map(racerView), next: await nextRace(db, race), me,
  };
}

/** An ended race's next one: the class's open race opened after it (再来一场), while it is open. */
async function nextRace(db: Db, race: RaceRow): Promise<RaceView['next']> {
  if (race.state !== 'ended') return null;
  const [open] = await db
    .select({ id: races.id, code: races.code })
    .from(races)
    .where(and(eq(races.groupId, race.groupId), isNull(races.endedAt), sql`${races.createdAt} >= ${race.createdAt.toISOString()}::timestamptz`, sql`${races.id} <> ${race.id}`))
    .limit(1);
  return open ?? null;
}

/** A teacher opens a race for one of their classes; one open race per class. */
export async function createRace(db: Db, teacher: RoleRow, body: RaceCreateBody, now: Date): Promise<RaceRow> {
  const text = body.lessonId !== undefined ? await lessonRaceText(db, body.groupId, body.kind, body.lessonId) : raceText(body.kind, body);
  return openRace(db, teacher, body.groupId, body.kind, text, body.limitSeconds, now);
}

/**
 * POST race/:id/again (再来一场): the same text, kind and time limit for the same class, opened once
 * the race has ended. The ended race's screens are told (`next`), so its racers are invited to it.
 */
export async function againRace(db: Db, teacher: RoleRow, id: string, now: Date): Promise<RaceRow> {
  const old = await ownRace(db, id, teacher);
  if (old.state !== 'ended') throw new AppError(Status.conflict, RaceMessages.notEnded);
  const text: RaceText = { title: old.title, chapterId: old.chapterId, activity: old.activity as Activity };
  return openRace(db, teacher, old.groupId, old.kind as RaceKind, text, old.limitSeconds, now);
}

async function openRace(db: Db, teacher: RoleRow, groupId: string, kind: RaceKind, text: RaceText, limitSeconds: number, now: Date): Promise<RaceRow> {
  const [group] = await db.select().from(studyGroups).where(and(eq(studyGroups.id, groupId), isNull(studyGroups.deletedAt))).limit(1);
  if (!group) throw new AppError(Status.notFound, GROUP_GONE);
  if (group.ownerRoleId !== teacher.id) throw new AppError(Status.forbidden, RaceMessages.teacherOnly);
  for (let attempt = 0; attempt < 8; attempt++) {
    const made = await db.transaction(async (tx) => {
      // the class row locked: two opens of one class run one after the other, so only one stays open
      await tx.execute(sql`select id from study_groups where id = ${group.id} for update`);
      const open = await tx.select({ id: races.id }).from(races).where(and(eq(races.groupId, group.id), isNull(races.endedAt))).limit(1);
      if (open.length) throw new AppError(Status.conflict, RaceMessages.alreadyOpen);
      const row = {
        id: randomUUID(), code: String(randomInt(0, 1_000_000)).padStart(6, '0'), groupId: group.id, teacherRoleId: teacher.id,
        kind, title: text.title, chapterId: text.chapterId, activity: text.activity, state: 'lobby', endReason: null,
        limitSeconds, createdAt: now, expiresAt: new Date(now.getTime() + RACE_LOBBY_EXPIRY_MS), startsAt: null, endsAt: null, endedAt: null,
      };
      // a code another open race holds: nothing inserted, try another
      const inserted = await tx.insert(races).values(row).onConflictDoNothing().returning({ id: races.id });
      return inserted.length ? row : null;
    });
    if (made) return made;
  }
  throw new AppError(Status.serverError, '比赛码用完了，请稍后再试');
}

/**
 * A student joins by code as a racer while the race is in its lobby (again: the same lane). Joining
 * a race never joins its class: a racer who is not a member is a racer of this race only (the race's
 * view and track, not the class's board, members or gradebook). After the start a member of the
 * class joins as a watcher; anyone else is told the race has started. `joined`: a new racer's row.
 */
export async function joinRace(db: Db, role: RoleRow, code: string, now: Date): Promise<{ race: RaceRow; as: ViewerAs; joined: boolean }> {
  const [race] = await db.select().from(races).where(and(eq(races.code, code), isNull(races.endedAt))).limit(1);
  if (!race) throw new AppError(Status.notFound, RaceMessages.codeNotFound);
  if (race.state === 'lobby' && race.expiresAt <= now) {
    await endRace(db, race.id, 'expired', now);
    throw new AppError(Status.notFound, RaceMessages.codeNotFound);
  }
  const joined = await db.transaction(async (tx) => {
    // the race row locked: lanes and the racer cap count one join after another
    const [locked] = await tx.select({ state: races.state }).from(races).where(eq(races.id, race.id)).for('update');
    if (locked?.state !== 'lobby') return false;
    const lanes = await tx.select({ lane: raceRacers.lane }).from(raceRacers).where(eq(raceRacers.raceId, race.id));
    const mine = await tx.select({ s: raceRacers.status }).from(raceRacers).where(and(eq(raceRacers.raceId, race.id), eq(raceRacers.roleId, role.id))).limit(1);
    if (mine.length) return false;
    if (lanes.length >= RACE_MAX_RACERS) throw new AppError(Status.conflict, RaceMessages.full);
    const lane = lanes.reduce((m, l) => Math.max(m, l.lane + 1), 0);
    await tx.insert(raceRacers).values({ raceId: race.id, roleId: role.id, lane, joinedAt: now }).onConflictDoNothing();
    return true;
  });
  const as = await viewerAs(db, race, role).catch((err: unknown) => {
    // not a racer (the race had started) and not in the class: nothing of it to watch
    throw err instanceof AppError && err.status === Status.forbidden ? new AppError(Status.conflict, RaceMessages.started) : err;
  });
  return { race: await raceRow(db, race.id), as, joined };
}

/** The teacher starts: 3-2-1 to startsAt; the lobby's racers race. */
export async function startRace(db: Db, teacher: RoleRow, id: string, now: Date): Promise<RaceRow> {
  const race = await ownRace(db, id, teacher);
  if (race.state === 'ended') throw new AppError(Status.conflict, RaceMessages.ended);
  if (race.state !== 'lobby') throw new AppError(Status.conflict, RaceMessages.started);
  const startsAt = new Date(now.getTime() + RACE_COUNTDOWN_MS);
  const endsAt = new Date(startsAt.getTime() + race.limitSeconds * 1000);
  await db.transaction(async (tx) => {
    const racing = await tx.update(raceRacers).set({ status: 'racing' }).where(and(eq(raceRacers.raceId, id), eq(raceRacers.status, 'waiting'))).returning({ r: raceRacers.roleId });
    if (!racing.length) throw new AppError(Status.conflict, RaceMessages.noRacers);
    const started = await tx.update(races).set({ state: 'running', startsAt, endsAt }).where(and(eq(races.id, id), eq(races.state, 'lobby'))).returning({ id: races.id });
    if (!started.length) throw new AppError(Status.conflict, RaceMessages.started);
  });
  return raceRow(db, id);
}

/** Ends the race once (several processes may try): racers still racing are `unfinished`. True when this call ended it. */
export async function endRace(db: Db, id: string, reason: RaceEndReason, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx.update(races).set({ state: 'ended', endReason: reason, endedAt: now }).where(and(eq(races.id, id), isNull(races.endedAt))).returning({ id: races.id });
    if (!ended.length) return false;
    await tx.update(raceRacers).set({ status: 'unfinished' }).where(and(eq(raceRacers.raceId, id), inArray(raceRacers.status, ['waiting', 'racing'])));
    return true;
  });
}

/** The teacher removes a racer (lobby or race): its lane stays empty, its figures are not ranked. */
export async function removeRacer(db: Db, teacher: RoleRow, id: string, roleId: string): Promise<RaceRow> {
  const race = await ownRace(db, id, teacher);
  if (race.state === 'ended') throw new AppError(Status.conflict, RaceMessages.ended);
  const gone = await db.update(raceRacers).set({ status: 'removed', place: null }).where(and(eq(raceRacers.raceId, id), eq(raceRacers.roleId, roleId), sql`${raceRacers.status} <> 'removed'`)).returning({ r: raceRacers.roleId });
  if (!gone.length) throw new AppError(Status.notFound, RaceMessages.racerNotFound);
  return race;
}

/** Racers still to finish (waiting or racing). */
export async function racersLeft(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(raceRacers).where(and(eq(raceRacers.raceId, id), inArray(raceRacers.status, ['waiting', 'racing'])));
  return Number(row?.n ?? 0);
}

/** Races past their time: lobbies past expiresAt (expired), races past endsAt (timeout). Returns those this call ended. */
export async function dueRaces(db: Db, now: Date): Promise<Array<{ id: string; reason: RaceEndReason }>> {
  const due = await db
    .select({ id: races.id, state: races.state })
    .from(races)
    .where(and(isNull(races.endedAt), sql`((${races.state} = 'lobby' and ${races.expiresAt} <= ${now.toISOString()}::timestamptz) or (${races.state} = 'running' and ${races.endsAt} <= ${now.toISOString()}::timestamptz))`))
    .limit(200);
  const out: Array<{ id: string; reason: RaceEndReason }> = [];
  for (const r of due) {
    const reason: RaceEndReason = r.state === 'lobby' ? 'expired' : 'timeout';
    if (await endRace(db, r.id, reason, now)) out.push({ id: r.id, reason });
  }
  return out;
}
