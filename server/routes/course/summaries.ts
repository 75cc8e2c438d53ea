import type { ChapterSummary, CourseSummary, LessonDetail, LessonSummary, ResumePoint, SectionDetail, SectionSummary } from '../../../contract/course';
import type { Course, Lesson, Section } from '../../../contract/levels';
import { ClassLockMessages, type ClassSettings } from '../../../contract/classSettings';
import { curriculum, type Curriculum } from '../../services/curriculum';
import { lockOf } from '../../services/school/classRules';

/** What the caller may see and has done: VIP access, best stars per chapter (empty when signed out) and its classes' rules. */
export interface Viewer {
  vip: boolean;
  stars: ReadonlyMap<string, number>;
  rules?: ClassSettings;
}

/** Why the viewer's class keeps the course closed, if it does. */
const courseClosed = (courseId: string, viewer: Viewer) => (viewer.rules?.openCourses && !viewer.rules.openCourses.includes(courseId) ? ClassLockMessages.courseClosed : undefined);

const MAX_STARS = 3;

const chaptersOf = (section: Section) => section.lessons.flatMap((l) => l.chapters);

export function sectionSummary(course: Course, section: Section, viewer: Viewer): SectionSummary {
  const chapters = chaptersOf(section);
  return {
    id: section.id,
    courseId: course.id,
    name: section.name,
    description: section.description,
    vip: section.vip,
    locked: section.vip && !viewer.vip,
    ...(courseClosed(course.id, viewer) ? { classLock: courseClosed(course.id, viewer) } : {}),
    lessonCount: section.lessons.length,
    chapterCount: chapters.length,
    chaptersDone: chapters.filter((c) => (viewer.stars.get(c.id) ?? 0) > 0).length,
  };
}

export function courseSummary(course: Course, viewer: Viewer): CourseSummary {
  const { id, name, description, color, icon } = course;
  return { id, name, description, color, icon, sections: course.sections.map((s) => sectionSummary(course, s, viewer)) };
}

export function lessonSummary(lesson: Lesson, viewer: Viewer): LessonSummary {
  return {
    id: lesson.id,
    name: lesson.name,
    chapterCount: lesson.chapters.length,
    starsEarned: lesson.chapters.reduce((n, c) => n + (viewer.stars.get(c.id) ?? 0), 0),
    starsTotal: lesson.chapters.length * MAX_STARS,
  };
}

export function sectionDetail(course: Course, section: Section, viewer: Viewer): SectionDetail {
  return { ...sectionSummary(course, section, viewer), courseName: course.name, color: course.color, lessons: section.lessons.map((l) => lessonSummary(l, viewer)) };
}

/** A chapter's class lock for the viewer ({} when open or not a class child). */
function classLockOf(chapterId: string, viewer: Viewer): { classLock?: string } {
  const place = viewer.rules && curriculum.chapter(chapterId);
  const lock = place ? lockOf(viewer.rules!, place, viewer.stars) : null;
  return lock ? { classLock: lock } : {};
}

export function lessonDetail(course: Course, section: Section, lesson: Lesson, viewer: Viewer): LessonDetail {
  const chapters: ChapterSummary[] = lesson.chapters.map((c) => ({
    id: c.id,
    name: c.name,
    lesson_type: c.lesson_type,
    is_game: c.is_game,
    render_engine: c.activity.render_engine,
    stars: viewer.stars.get(c.id) ?? 0,
    ...classLockOf(c.id, viewer),
  }));
  return {
    id: lesson.id, name: lesson.name, sectionId: section.id, sectionName: section.name,
    courseId: course.id, courseName: course.name, color: course.color,
    vip: section.vip, locked: section.vip && !viewer.vip, chapters,
  };
}

/**
 * Where 继续学习 takes the role: the first unfinished chapter after the one it finished most
 * recently (wrapping round to the start), or the very first chapter before it has finished any.
 */
export function resumePoint(curriculum: Curriculum, stars: ReadonlyMap<string, number>, latestChapterId: string | null): ResumePoint | null {
  const all = curriculum.chapters;
  if (!all.length) return null;
  const unfinished = (p: (typeof all)[number]) => !(stars.get(p.chapter.id) ?? 0);
  const latest = latestChapterId ? curriculum.chapter(latestChapterId) : undefined;
  // a latest chapter since removed from levels/: the first unfinished one anywhere
  let target = stars.size ? (all.find(unfinished) ?? all[0]) : all[0];
  if (latest) {
    const after = [...all.slice(latest.order + 1), ...all.slice(0, latest.order + 1)];
    target = after.find(unfinished) ?? all[latest.order + 1] ?? latest;
  }
  return { courseId: target.course.id, sectionId: target.section.id, lessonId: target.lesson.id, chapterId: target.chapter.id, chapterName: target.chapter.name };
}
