import { LESSON_CHAPTER_PREFIX, LESSON_TARGETS, lessonChapterId } from '../../contract/classLessons';
import { GAME_HOMEWORK_ACCURACY, type Assignment, type HomeworkCatalog } from '../../contract/homework';
import type { RaceKind } from '../../contract/race';
import type { DbOrTx } from './points';
import { lessonTitles } from './classLessons';
import { curriculum, targetsOf } from './curriculum';
import { games } from './games';

/** What an assignment points at, described from levels/ (the curriculum and the game catalog); `vip` is the course pages' and the chapter route's rule (section.vip). */
export interface HomeworkItem extends Pick<Assignment, 'kind' | 'itemKey' | 'title' | 'where' | 'link' | 'vip' | 'bar'> {
  /** the chapter id, for a chapter */
  chapterId?: string;
  /** the game course and level, for a game level */
  courseId?: string;
  levelId?: string;
}

/** The class lessons a list of assignments names, by lesson id (lessonsNamed). */
export type LessonNames = ReadonlyMap<string, { title: string; kind: RaceKind }>;

/** The lessons named by these assignments (deleted ones too): describeAssignment and the bars need their titles and kinds. */
export async function lessonsNamed(db: DbOrTx, list: readonly { kind: string; itemKey: string }[]): Promise<LessonNames> {
  const ids = list.filter((a) => a.kind === 'lesson').map((a) => a.itemKey.slice(LESSON_CHAPTER_PREFIX.length));
  return lessonTitles(db, ids);
}

/** A class lesson as an assignable item: typed as a chapter (its attempts under `lesson:<id>`), its kind's accuracy target as the bar. */
export function lessonItem(lessonId: string, lesson: { title: string; kind: RaceKind }): HomeworkItem {
  return {
    kind: 'lesson', itemKey: lessonChapterId(lessonId), title: lesson.title, where: '老师的课', link: `/class-lesson/${lessonId}`, vip: false,
    bar: { stars: 1, accuracy: LESSON_TARGETS[lesson.kind].minAccuracy },
  };
}

/** The chapter as an assignable item, or null when levels/ has no such chapter. */
export function chapterItem(chapterId: string): HomeworkItem | null {
  const place = curriculum.chapter(chapterId);
  if (!place) return null;
  const { course, section, lesson, chapter } = place;
  return {
    kind: 'chapter', itemKey: chapter.id, chapterId: chapter.id, title: chapter.name,
    where: `${course.name} › ${section.name} › ${lesson.name}`,
    link: `/chapter/${section.id}/${lesson.id}/${chapter.id}`, vip: section.vip,
    // the chapter's own accuracy target (its second star): finishing by mashing keys is not enough
    bar: { stars: 1, accuracy: targetsOf(chapter).minAccuracy },
  };
}

/** The game level as an assignable item (level mode, open to every child), or null when unknown. */
export function gameItem(courseId: string, levelId: string): HomeworkItem | null {
  const place = games().catalog.level(courseId, levelId);
  if (!place) return null;
  return {
    kind: 'game', itemKey: `${courseId}/${levelId}`, courseId, levelId, title: place.level.name,
    where: `打字游戏 › ${place.course.name}`, link: `/games/${courseId}-${levelId}`, vip: false,
    // the level's first star line, and the keys mostly right (the replay counts them)
    bar: { stars: 1, accuracy: GAME_HOMEWORK_ACCURACY },
  };
}

/** The item of a stored assignment; one removed from levels/ since keeps its key and says so. */
export function itemOf(kind: string, itemKey: string, lessons: LessonNames = new Map()): HomeworkItem {
  if (kind === 'lesson') {
    const id = itemKey.slice(LESSON_CHAPTER_PREFIX.length);
    const lesson = lessons.get(id);
    return lesson ? lessonItem(id, lesson) : { kind: 'lesson', itemKey, title: '已删除的课', where: '老师的课', link: '/course', vip: false, bar: { stars: 1, accuracy: GAME_HOMEWORK_ACCURACY } };
  }
  const found = kind === 'game' ? gameItem(itemKey.split('/')[0] ?? '', itemKey.split('/')[1] ?? '') : chapterItem(itemKey);
  if (found) return found;
  const [courseId, levelId] = itemKey.split('/');
  return {
    kind: kind === 'game' ? 'game' : 'chapter', itemKey, title: '已下架的内容', where: '', link: '/', vip: false, bar: { stars: 1, accuracy: GAME_HOMEWORK_ACCURACY },
    ...(kind === 'game' ? { courseId, levelId } : { chapterId: itemKey }),
  };
}

/** The wire shape of a stored assignment. */
export function describeAssignment(row: { id: string; groupId: string; kind: string; itemKey: string; dueDay: string }, createdAt: string, lessons?: LessonNames): Assignment {
  const item = itemOf(row.kind, row.itemKey, lessons);
  return { id: row.id, groupId: row.groupId, kind: item.kind, itemKey: row.itemKey, title: item.title, where: item.where, link: item.link, vip: item.vip, bar: item.bar, dueDay: row.dueDay, createdAt };
}

/** The teacher's picker: every course's chapters with its sections' 会员 marks, and every game level. */
export function homeworkCatalog(): Omit<HomeworkCatalog, 'nonVipMembers' | 'lessons'> {
  return {
    courses: curriculum.courses.map((c) => ({
      id: c.id, name: c.name, color: c.color,
      sections: c.sections.map((s) => ({
        id: s.id, name: s.name, vip: s.vip,
        lessons: s.lessons.map((l) => ({ id: l.id, name: l.name, chapters: l.chapters.map((ch) => ({ id: ch.id, name: ch.name })) })),
      })),
    })),
    games: games().catalog.groups.flatMap((g) => g.courses.map((c) => ({ id: c.id, name: c.name, levels: c.levels.map((l) => ({ id: l.id, name: l.name })) }))),
  };
}
