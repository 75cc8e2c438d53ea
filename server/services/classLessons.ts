import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CLASS_LESSONS_MAX, LESSON_TARGETS, LessonMessages, lessonChapterId, type ClassLesson, type LessonCreateBody, type LessonPreview, type LessonPreviewBody } from '../../contract/classLessons';
import type { ChapterRules } from '../../contract/classSettings';
import { Status } from '../../contract/envelope';
import type { Activity, Chapter } from '../../contract/levels';
import type { RaceKind } from '../../contract/race';
import { chinaDateTime } from '../clock';
import type { RoleRow } from '../context';
import type { Db } from '../db/client';
import { chapterBest, classLessons, homeworkAssignments, studyGroupMembers, studyGroups } from '../db/schema';
import { executedRows } from '../db/rows';
import { AppError } from '../errors';
import { ownGroup } from './groups';
import { pastedActivity, withReadings } from './pastedText';
import { previewOf, raceLength } from './raceText';
import { classRulesSql, rulesOf } from './school/classRules';

/** 老师的课 (issue 42 item 4, docs/API-lessons.md): make, list and delete a class's own lessons; what a child types of them. */

type Row = typeof classLessons.$inferSelect;

const kindOf = (row: Row) => row.kind as RaceKind;

/** The chapter a lesson is typed and scored as: its stored activity, its kind's targets, under `lesson:<id>`. */
export function lessonChapter(row: Row): Chapter {
  return { id: lessonChapterId(row.id), name: row.title, lesson_type: 'practice', is_game: false, activity: row.activity as Activity, targets: LESSON_TARGETS[kindOf(row)] };
}

function view(row: Row, groupName: string, stars = 0): ClassLesson {
  const activity = row.activity as Activity;
  return {
    id: row.id, groupId: row.groupId, groupName, title: row.title, kind: kindOf(row), chapterId: lessonChapterId(row.id), activity,
    targets: LESSON_TARGETS[kindOf(row)], length: raceLength(activity), preview: previewOf(activity), createdAt: chinaDateTime(row.createdAt), stars,
  };
}

/** POST classLesson/preview: what the text becomes, made exactly as create makes it (nothing stored). */
export function previewLesson(body: LessonPreviewBody): LessonPreview {
  const activity = pastedActivity(body.kind, body.text);
  return { kind: body.kind, activity, length: raceLength(activity) };
}

/**
 * A teacher's new lesson for one of their classes: the text checked and made as the race's pasted
 * text is, with the teacher's readings for 拼音; at most CLASS_LESSONS_MAX live ones (the class row
 * locked, so two tabs cannot pass the cap together).
 */
export async function createLesson(db: Db, teacher: RoleRow, body: LessonCreateBody, now: Date): Promise<ClassLesson> {
  const group = await ownGroup(db, body.groupId, teacher);
  const activity = withReadings(pastedActivity(body.kind, body.text), body.readings);
  const row: Row = { id: randomUUID(), groupId: group.id, createdBy: teacher.id, title: body.title, kind: body.kind, source: body.text, activity, createdAt: now, deletedAt: null };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from study_groups where id = ${group.id} for update`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(classLessons).where(and(eq(classLessons.groupId, group.id), isNull(classLessons.deletedAt)));
    if (Number(n) >= CLASS_LESSONS_MAX) throw new AppError(Status.conflict, LessonMessages.full);
    await tx.insert(classLessons).values(row);
  });
  return view(row, group.name);
}

/** GET classLesson/class/:groupId: the class's live lessons for its teacher, newest first. */
export async function lessonsOfClass(db: Db, groupId: string, teacher: RoleRow): Promise<ClassLesson[]> {
  const group = await ownGroup(db, groupId, teacher);
  const rows = await db.select().from(classLessons).where(and(eq(classLessons.groupId, groupId), isNull(classLessons.deletedAt))).orderBy(desc(classLessons.createdAt));
  return rows.map((r) => view(r, group.name));
}

/** A stored lesson (deleted ones too when `deleted`), or 40400. */
export async function lessonRow(db: Db, id: string, deleted = false): Promise<Row> {
  const [row] = await db.select().from(classLessons).where(and(eq(classLessons.id, id), deleted ? undefined : isNull(classLessons.deletedAt))).limit(1);
  if (!row) throw new AppError(Status.notFound, LessonMessages.notFound);
  return row;
}

/**
 * POST classLesson/:id/delete: gone from every list. A lesson still set as live homework is kept
 * (40900, the teacher removes the homework first), so no child's homework points at nothing; the
 * row stays (deleted_at), so the attempts made on it keep their title and replay.
 */
export async function deleteLesson(db: Db, id: string, teacher: RoleRow, now: Date): Promise<void> {
  const row = await lessonRow(db, id);
  await ownGroup(db, row.groupId, teacher);
  const homework = await db.select({ id: homeworkAssignments.id }).from(homeworkAssignments)
    .where(and(eq(homeworkAssignments.itemKey, lessonChapterId(id)), isNull(homeworkAssignments.deletedAt))).limit(1);
  if (homework.length) throw new AppError(Status.conflict, LessonMessages.inHomework);
  await db.update(classLessons).set({ deletedAt: now }).where(and(eq(classLessons.id, id), isNull(classLessons.deletedAt)));
}

/** The live classes a student is a member of: id → name. */
async function classesOf(db: Db, roleId: string): Promise<Map<string, string>> {
  const rows = await db.select({ id: studyGroups.id, name: studyGroups.name }).from(studyGroupMembers)
    .innerJoin(studyGroups, and(eq(studyGroups.id, studyGroupMembers.groupId), isNull(studyGroups.deletedAt)))
    .where(eq(studyGroupMembers.roleId, roleId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** GET classLesson/mine: the live lessons of every class the child is in, newest first, with the child's best stars. */
export async function myLessons(db: Db, student: RoleRow): Promise<ClassLesson[]> {
  const classes = await classesOf(db, student.id);
  if (!classes.size) return [];
  const rows = await db.select({ l: classLessons, stars: chapterBest.stars }).from(classLessons)
    .leftJoin(chapterBest, and(eq(chapterBest.roleId, student.id), eq(chapterBest.chapterId, sql`${lessonChapterId('')} || ${classLessons.id}`)))
    .where(and(inArray(classLessons.groupId, [...classes.keys()]), isNull(classLessons.deletedAt)))
    .orderBy(desc(classLessons.createdAt));
  return rows.map((r) => view(r.l, classes.get(r.l.groupId) ?? '', r.stars ?? 0));
}

/**
 * A live lesson for a child of its class (with the class rules the chapter page and the replay
 * share) or its teacher: 40400 when gone, 40300 for anyone else.
 */
export async function lessonFor(db: Db, role: RoleRow, id: string): Promise<{ lesson: ClassLesson & { rules?: ChapterRules }; chapter: Chapter }> {
  const row = await lessonRow(db, id);
  if (role.roleType === 'TEACHER') {
    const group = await ownGroup(db, row.groupId, role);
    return { lesson: view(row, group.name), chapter: lessonChapter(row) };
  }
  const classes = await classesOf(db, role.id);
  if (!classes.has(row.groupId)) throw new AppError(Status.forbidden, LessonMessages.notInClass);
  const [found] = executedRows<{ rules: unknown; stars: number | null }>(await db.execute(sql`select ${classRulesSql(role.id)} as rules,
    (select stars from chapter_best where role_id = ${role.id} and chapter_id = ${lessonChapterId(id)}) as stars`));
  const rules = rulesOf(found?.rules);
  const asked = !rules.allowBackspace || !rules.showKeyboard || !rules.showHands;
  return {
    lesson: { ...view(row, classes.get(row.groupId)!, Number(found?.stars ?? 0)), ...(asked ? { rules: { allowBackspace: rules.allowBackspace, showKeyboard: rules.showKeyboard, showHands: rules.showHands } } : {}) },
    chapter: lessonChapter(row),
  };
}

/** A lesson of the class of a kind, as a race's text (POST race/create with lessonId). */
export async function lessonRaceText(db: Db, groupId: string, kind: RaceKind, lessonId: string): Promise<{ title: string; chapterId: null; activity: Activity }> {
  const row = await lessonRow(db, lessonId);
  if (row.groupId !== groupId) throw new AppError(Status.notFound, LessonMessages.notFound);
  if (row.kind !== kind) throw new AppError(Status.invalid, LessonMessages.wrongKind);
  return { title: row.title, chapterId: null, activity: row.activity as Activity };
}

/** Titles of lessons by id (deleted ones too): homework and the replay list name them. */
export async function lessonTitles(db: Db, ids: readonly string[]): Promise<Map<string, { title: string; groupId: string; kind: RaceKind }>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: classLessons.id, title: classLessons.title, groupId: classLessons.groupId, kind: classLessons.kind }).from(classLessons).where(inArray(classLessons.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { title: r.title, groupId: r.groupId, kind: r.kind as RaceKind }]));
}
