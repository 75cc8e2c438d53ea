import type { Chapter, Course, Lesson, Section } from '../contract/levels';

/**
 * Pure look-ups over a list of courses (usually `courses` from levels/index.ts). They take the
 * list as an argument, so tests and the server can pass any curriculum.
 */

/** Where a chapter sits; `index` is its position in allChapters(courses). */
export interface ChapterLocation {
  course: Course;
  section: Section;
  lesson: Lesson;
  chapter: Chapter;
  index: number;
}

/** Every chapter in the order a child walks through them: course by course, section, lesson, chapter. */
export function allChapters(courses: readonly Course[]): ChapterLocation[] {
  const out: ChapterLocation[] = [];
  for (const course of courses)
    for (const section of course.sections)
      for (const lesson of section.lessons)
        for (const chapter of lesson.chapters) out.push({ course, section, lesson, chapter, index: out.length });
  return out;
}

/** The chapter with this id and where it sits, or null when no course has it. */
export function findChapter(courses: readonly Course[], chapterId: string): ChapterLocation | null {
  return allChapters(courses).find((l) => l.chapter.id === chapterId) ?? null;
}

/** The page of a chapter, /chapter/{sectionId}/{lessonId}/{chapterId} (SPEC.md routes), or null. */
export function chapterPath(courses: readonly Course[], chapterId: string): string | null {
  const at = findChapter(courses, chapterId);
  return at ? `/chapter/${at.section.id}/${at.lesson.id}/${at.chapter.id}` : null;
}

/**
 * The chapter after this one: the next in its lesson, else the first of the next lesson, else the
 * first of the next section. Null after the course's last chapter (a course never runs into the
 * next one) and for an unknown id.
 */
export function nextChapter(courses: readonly Course[], chapterId: string): ChapterLocation | null {
  const chapters = allChapters(courses);
  const at = chapters.find((l) => l.chapter.id === chapterId);
  if (!at) return null;
  const next = chapters[at.index + 1];
  return next && next.course === at.course ? next : null;
}
