import { and, desc, eq, inArray, isNotNull, isNull, like, not, sql } from 'drizzle-orm';
import { Status } from '../../contract/envelope';
import type { Activity } from '../../contract/levels';
import type { AttemptReplay, AttemptSummary, ReplayKind } from '../../contract/replay';
import { TEST_KIND_LABELS, type TestKind } from '../../contract/typingTest';
import type { KeyLogEntry } from '../../engines/core/keyLog';
import { chinaDateTime } from '../clock';
import type { RoleRow } from '../context';
import type { Db } from '../db/client';
import { attemptLogs, chapterAttempts, raceRacers, races, roles, studyGroupMembers, typingTests, weakPractices } from '../db/schema';
import { AppError } from '../errors';
import { unpackLog } from './attemptLogs';
import { curriculum } from './curriculum';
import { ownGroup } from './groups';
import { practiceChapter } from './weakPractice';
import { lessonChapter, lessonRow, lessonTitles } from './classLessons';
import { LESSON_CHAPTER_PREFIX } from '../../contract/classLessons';

/** How many attempts a list gives at most (the newest). */
export const ATTEMPT_LIST_MAX = 60;
export const NOT_IN_CLASS = '这个学生不在班级里';
export const NO_SUCH_ATTEMPT = '没有找到这次练习';
export const LOG_NOT_KEPT = '这次练习没有保存按键记录，不能回放';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The class's live members (all, or the one asked for): 40300 for a class that is not the teacher's, 40400 for a child not in it. */
async function classChildren(db: Db, groupId: string, teacher: RoleRow, roleId?: string): Promise<Map<string, string>> {
  await ownGroup(db, groupId, teacher);
  const rows = await db
    .select({ roleId: roles.id, roleName: roles.roleName })
    .from(studyGroupMembers)
    .innerJoin(roles, and(eq(roles.id, studyGroupMembers.roleId), isNull(roles.deletedAt)))
    .where(and(eq(studyGroupMembers.groupId, groupId), roleId ? eq(studyGroupMembers.roleId, roleId) : undefined));
  if (roleId && !rows.length) throw new AppError(Status.notFound, NOT_IN_CLASS);
  return new Map(rows.map((r) => [r.roleId, r.roleName]));
}

/** A chapter attempt's activity and title: the curriculum's chapter, the class lesson (deleted or not) or the stored weak practice it was. */
async function chapterOf(db: Db, chapterId: string): Promise<{ activity: Activity; title: string } | null> {
  const place = curriculum.chapter(chapterId);
  if (place) return { activity: place.chapter.activity, title: place.chapter.name };
  if (chapterId.startsWith(LESSON_CHAPTER_PREFIX)) {
    const row = await lessonRow(db, chapterId.slice(LESSON_CHAPTER_PREFIX.length), true).catch(() => null);
    return row && { activity: lessonChapter(row).activity, title: `老师的课：${row.title}` };
  }
  if (!chapterId.startsWith('weak:')) return null;
  const [row] = await db.select().from(weakPractices).where(eq(weakPractices.id, chapterId.slice(5))).limit(1);
  if (!row) return null;
  const chapter = practiceChapter(row);
  return { activity: chapter.activity, title: chapter.name };
}
const chapterTitle = (chapterId: string, lessons: ReadonlyMap<string, { title: string }>) =>
  curriculum.chapter(chapterId)?.chapter.name
  ?? (chapterId.startsWith('weak:') ? '练习薄弱键'
    : chapterId.startsWith(LESSON_CHAPTER_PREFIX) ? `老师的课：${lessons.get(chapterId.slice(LESSON_CHAPTER_PREFIX.length))?.title ?? ''}`
    : chapterId);

/**
 * A class's attempts for its teacher (newest first, at most ATTEMPT_LIST_MAX): chapter attempts
 * (homework tries among them; a race's record row is the race's), the class's races and typing
 * tests of its live members, or of one (`roleId`), or of one chapter (`chapterId`).
 */
export async function classAttempts(db: Db, groupId: string, teacher: RoleRow, filter: { roleId?: string; chapterId?: string }): Promise<AttemptSummary[]> {
  const children = await classChildren(db, groupId, teacher, filter.roleId);
  const ids = [...children.keys()];
  if (!ids.length) return [];
  const name = (id: string) => children.get(id) ?? '';
  const chapters = await db
    .select({ id: chapterAttempts.attemptId, roleId: chapterAttempts.roleId, chapterId: chapterAttempts.chapterId, at: chapterAttempts.createdAt, cpm: chapterAttempts.cpm, accuracy: chapterAttempts.accuracy, kept: sql<boolean>`${attemptLogs.log} is not null` })
    .from(chapterAttempts)
    .leftJoin(attemptLogs, eq(attemptLogs.attemptId, chapterAttempts.attemptId))
    .where(and(inArray(chapterAttempts.roleId, ids), filter.chapterId ? eq(chapterAttempts.chapterId, filter.chapterId) : not(like(chapterAttempts.chapterId, 'race:%'))))
    .orderBy(desc(chapterAttempts.createdAt))
    .limit(ATTEMPT_LIST_MAX);
  const lessons = await lessonTitles(db, chapters.filter((r) => r.chapterId.startsWith(LESSON_CHAPTER_PREFIX)).map((r) => r.chapterId.slice(LESSON_CHAPTER_PREFIX.length)));
  const list: Array<AttemptSummary & { time: number }> = chapters.map((r) => ({
    kind: 'chapter', id: r.id, roleId: r.roleId, roleName: name(r.roleId), title: chapterTitle(r.chapterId, lessons), chapterId: r.chapterId,
    at: chinaDateTime(r.at), time: r.at.getTime(), cpm: Math.round(r.cpm), accuracy: round1(r.accuracy), playable: !!r.kept,
  }));
  if (!filter.chapterId) {
    const raced = await db
      .select({ id: races.id, roleId: raceRacers.roleId, title: races.title, at: races.startsAt, cpm: raceRacers.cpm, accuracy: raceRacers.accuracy, keys: raceRacers.keys })
      .from(raceRacers)
      .innerJoin(races, eq(races.id, raceRacers.raceId))
      .where(and(eq(races.groupId, groupId), inArray(raceRacers.roleId, ids), isNotNull(races.startsAt)))
      .orderBy(desc(races.startsAt))
      .limit(ATTEMPT_LIST_MAX);
    for (const r of raced)
      list.push({ kind: 'race', id: r.id, roleId: r.roleId, roleName: name(r.roleId), title: `班级比赛：${r.title}`, chapterId: null, at: chinaDateTime(r.at!), time: r.at!.getTime(), cpm: Math.round(r.cpm), accuracy: round1(r.accuracy), playable: r.keys > 0 });
    const tests = await db
      .select({ id: typingTests.id, roleId: typingTests.roleId, kind: typingTests.kind, minutes: typingTests.minutes, at: typingTests.finishedAt, cpm: typingTests.cpm, accuracy: typingTests.accuracy })
      .from(typingTests)
      .where(and(inArray(typingTests.roleId, ids), isNotNull(typingTests.finishedAt)))
      .orderBy(desc(typingTests.finishedAt))
      .limit(ATTEMPT_LIST_MAX);
    for (const r of tests)
      list.push({ kind: 'test', id: r.id, roleId: r.roleId, roleName: name(r.roleId), title: `打字测试：${TEST_KIND_LABELS[r.kind as TestKind] ?? r.kind} ${r.minutes} 分钟`, chapterId: null, at: chinaDateTime(r.at!), time: r.at!.getTime(), cpm: r.cpm ?? 0, accuracy: round1(r.accuracy ?? 0), playable: true });
  }
  return list.sort((a, b) => b.time - a.time).slice(0, ATTEMPT_LIST_MAX).map(({ time: _time, ...a }) => a);
}

/**
 * One attempt of a child in the teacher's class, with its log exactly as the server scored it and
 * the activity it was typed on: 40300 for a class that is not the teacher's, 40400 for a child not
 * in the class, an attempt that is not the child's (a race of another class too), or a log not kept.
 */
export async function attemptReplay(db: Db, groupId: string, teacher: RoleRow, roleId: string, kind: ReplayKind, id: string): Promise<AttemptReplay> {
  const roleName = (await classChildren(db, groupId, teacher, roleId)).get(roleId)!;
  const base = { kind, id, roleId, roleName };
  if (kind === 'chapter') {
    const [row] = await db.select({ a: chapterAttempts, log: attemptLogs.log }).from(chapterAttempts).leftJoin(attemptLogs, eq(attemptLogs.attemptId, chapterAttempts.attemptId))
      .where(and(eq(chapterAttempts.attemptId, id), eq(chapterAttempts.roleId, roleId))).limit(1);
    if (!row || row.a.chapterId.startsWith('race:')) throw new AppError(Status.notFound, NO_SUCH_ATTEMPT);
    const chapter = await chapterOf(db, row.a.chapterId);
    if (!row.log || !chapter) throw new AppError(Status.notFound, LOG_NOT_KEPT);
    const a = row.a;
    return { ...base, title: chapter.title, chapterId: a.chapterId, at: chinaDateTime(a.createdAt), cpm: Math.round(a.cpm), accuracy: round1(a.accuracy), playable: true,
      activity: chapter.activity, log: unpackLog(row.log), durationMs: a.durationMs, correct: a.correct, wrong: a.wrong };
  }
  if (kind === 'race') {
    const [row] = await db.select({ r: raceRacers, race: races }).from(raceRacers).innerJoin(races, eq(races.id, raceRacers.raceId))
      .where(and(eq(raceRacers.raceId, id), eq(raceRacers.roleId, roleId), eq(races.groupId, groupId), isNotNull(races.startsAt))).limit(1);
    if (!row) throw new AppError(Status.notFound, NO_SUCH_ATTEMPT);
    const log = row.r.log as KeyLogEntry[];
    if (!log.length) throw new AppError(Status.notFound, LOG_NOT_KEPT);
    return { ...base, title: `班级比赛：${row.race.title}`, chapterId: null, at: chinaDateTime(row.race.startsAt!), cpm: Math.round(row.r.cpm), accuracy: round1(row.r.accuracy), playable: true,
      activity: row.race.activity as Activity, log, durationMs: row.r.finishMs ?? log[log.length - 1]![0], correct: row.r.correct, wrong: row.r.wrong };
  }
  const [t] = await db.select().from(typingTests).where(and(eq(typingTests.id, id), eq(typingTests.roleId, roleId), isNotNull(typingTests.finishedAt))).limit(1);
  if (!t) throw new AppError(Status.notFound, NO_SUCH_ATTEMPT);
  if (!t.log) throw new AppError(Status.notFound, LOG_NOT_KEPT);
  const figures = t.figures as { correct: number; wrong: number } | null;
  return { ...base, title: `打字测试：${TEST_KIND_LABELS[t.kind as TestKind] ?? t.kind} ${t.minutes} 分钟`, chapterId: null, at: chinaDateTime(t.finishedAt!), cpm: t.cpm ?? 0, accuracy: round1(t.accuracy ?? 0), playable: true,
    activity: t.activity as Activity, log: t.log as KeyLogEntry[], durationMs: t.durationMs, correct: figures?.correct ?? 0, wrong: figures?.wrong ?? 0 };
}
