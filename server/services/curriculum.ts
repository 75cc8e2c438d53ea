import type { Chapter, Course, Lesson, RenderEngineName, Section, Targets } from '../../contract/levels';
import { DEFAULT_TARGETS } from '../../contract/scoring';
import { ENGINE_FACTS, factsOf } from '../../engines/engineFacts';
import { courses } from '../../levels';

/** Where a chapter sits in the curriculum; `order` is its position in the whole course list. */
export interface ChapterPlace {
  course: Course;
  section: Section;
  lesson: Lesson;
  chapter: Chapter;
  order: number;
}

export interface Curriculum {
  courses: readonly Course[];
  /** every chapter in the order a child walks through them */
  chapters: readonly ChapterPlace[];
  chapter(chapterId: string): ChapterPlace | undefined;
  section(sectionId: string): { course: Course; section: Section } | undefined;
  /** the lesson only when it belongs to that section */
  lesson(sectionId: string, lessonId: string): { course: Course; section: Section; lesson: Lesson } | undefined;
  /** the chapter after this one in its course (the next lesson's or section's first); null at the course's end */
  nextChapter(chapterId: string): ChapterPlace | null;
}

/** Indexes courses once, so every lookup on a request is a map read. */
export function buildCurriculum(list: readonly Course[]): Curriculum {
  const chapters: ChapterPlace[] = [];
  const byChapter = new Map<string, ChapterPlace>();
  const bySection = new Map<string, { course: Course; section: Section }>();
  for (const course of list)
    for (const section of course.sections) {
      bySection.set(section.id, { course, section });
      for (const lesson of section.lessons)
        for (const chapter of lesson.chapters) {
          const place = { course, section, lesson, chapter, order: chapters.length };
          chapters.push(place);
          byChapter.set(chapter.id, place);
        }
    }
  return {
    courses: list,
    chapters,
    chapter: (id) => byChapter.get(id),
    section: (id) => bySection.get(id),
    lesson(sectionId, lessonId) {
      const found = bySection.get(sectionId);
      const lesson = found?.section.lessons.find((l) => l.id === lessonId);
      return found && lesson ? { ...found, lesson } : undefined;
    },
    nextChapter(id) {
      const place = byChapter.get(id);
      const next = place ? chapters[place.order + 1] : undefined;
      // a child who finishes a course is not sent on into another one
      return next && next.course === place!.course ? next : null;
    },
  };
}

/** The curriculum of levels/, indexed when the server starts. */
export const curriculum: Curriculum = buildCurriculum(courses);

/** The chapter's star targets, DEFAULT_TARGETS when it names none. */
export const targetsOf = (chapter: Chapter): Targets => chapter.targets ?? DEFAULT_TARGETS;

/** How many characters (keystrokes) a child types to finish the chapter once; 0 for a video. */
export const chapterLength = (chapter: Chapter): number => factsOf(chapter.activity).length(chapter.activity);

/** The fastest believable speed for an engine, in the units its cpm counts (engines/engineFacts.ts). */
export const cpmCeiling = (engine: RenderEngineName): number => ENGINE_FACTS[engine].speedCeiling;

/** Key strokes a minute no child (nor a typing champion, about 13 a second) reaches. */
export const MAX_STROKES_PER_MINUTE = 900;
