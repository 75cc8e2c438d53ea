import { sql, type SQL } from 'drizzle-orm';
import { Status } from '../../../contract/envelope';
import { chapterLock, DEFAULT_CLASS_SETTINGS, strictest, type ClassSettings } from '../../../contract/classSettings';
import type { Db } from '../../db/client';
import { classSettings } from '../../db/schema';
import { executedRows } from '../../db/rows';
import type { RoleRow } from '../../context';
import { AppError } from '../../errors';
import { ownGroup } from '../groups';
import { curriculum, type ChapterPlace } from '../curriculum';

/** A class's settings as its teacher sees them (the defaults before the first save). */
export async function settingsOfClass(db: Db, groupId: string, teacher: RoleRow): Promise<ClassSettings> {
  await ownGroup(db, groupId, teacher);
  const [row] = await db.select().from(classSettings).where(sql`${classSettings.groupId} = ${groupId}`).limit(1);
  if (!row) return DEFAULT_CLASS_SETTINGS;
  const { allowBackspace, showKeyboard, showHands, starsToOpen, openCourses } = row;
  return { allowBackspace, showKeyboard, showHands, starsToOpen, openCourses: openCourses ?? null };
}

/** Saves a class's settings (the whole set); an unknown course is refused and nothing changes. */
export async function saveClassSettings(db: Db, groupId: string, teacher: RoleRow, body: ClassSettings, now: Date): Promise<ClassSettings> {
  await ownGroup(db, groupId, teacher);
  const known = new Set(curriculum.courses.map((c) => c.id));
  const unknown = body.openCourses?.find((id) => !known.has(id));
  if (unknown) throw new AppError(Status.invalid, `没有这门课：${unknown}`);
  const openCourses = body.openCourses ? [...new Set(body.openCourses)] : null;
  const values = { ...body, openCourses, updatedAt: now };
  await db.insert(classSettings).values({ groupId, ...values }).onConflictDoUpdate({ target: classSettings.groupId, set: values });
  return { ...body, openCourses };
}

/**
 * A subselect (for a statement the request makes anyway): the saved settings of every live class
 * the role is a member of, as a JSON array of ClassSettings.
 */
export const classRulesSql = (roleId: string): SQL => sql`(select coalesce(json_agg(json_build_object(
    'allowBackspace', s.allow_backspace, 'showKeyboard', s.show_keyboard, 'showHands', s.show_hands,
    'starsToOpen', s.stars_to_open, 'openCourses', s.open_courses)), '[]'::json)
  from class_settings s
  join study_group_members m on m.group_id = s.group_id
  join study_groups g on g.id = s.group_id and g.deleted_at is null
  where m.role_id = ${roleId})`;

/** The strictest of the rows classRulesSql read (a driver may hand JSON back as text). */
export function rulesOf(value: unknown): ClassSettings {
  const list = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as ClassSettings[];
  return strictest(list);
}

/** The role's class rules alone, one statement (a replay that needs them before its transaction). */
export async function classRulesOf(db: Db, roleId: string): Promise<ClassSettings> {
  return rulesOf(executedRows<{ r: unknown }>(await db.execute(sql`select ${classRulesSql(roleId)} as r`))[0]?.r);
}

/** The chapter before this one in its course, or null for a course's first. */
export function previousChapter(place: ChapterPlace): ChapterPlace | null {
  const before = curriculum.chapters[place.order - 1];
  return before && before.course === place.course ? before : null;
}

/** Why the chapter is closed to the child (chapterLock), for a curriculum chapter. */
export const lockOf = (rules: ClassSettings, place: ChapterPlace, stars: ReadonlyMap<string, number>): string | null =>
  chapterLock(rules, { courseId: place.course.id, chapterId: place.chapter.id, previousId: previousChapter(place)?.chapter.id ?? null }, stars);

/** One statement: the role's class rules with its best stars on the chapter and the one before (a save's or a start's check). */
export async function rulesAt(db: Db, roleId: string, place: ChapterPlace): Promise<{ rules: ClassSettings; lock: string | null }> {
  const previous = previousChapter(place);
  const ids = [place.chapter.id, previous?.chapter.id ?? place.chapter.id];
  const result = await db.execute(sql`select ${classRulesSql(roleId)} as rules,
    (select coalesce(json_agg(json_build_array(b.chapter_id, b.stars)), '[]'::json) from chapter_best b where b.role_id = ${roleId} and b.chapter_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})) as stars`);
  const row = executedRows<{ rules: unknown; stars: unknown }>(result)[0]!;
  const rules = rulesOf(row.rules);
  const pairs = (typeof row.stars === 'string' ? JSON.parse(row.stars) : row.stars) as [string, number][];
  return { rules, lock: lockOf(rules, place, new Map(pairs)) };
}
