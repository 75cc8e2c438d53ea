import type { Activity, RenderEngineName, Targets } from './levels';
import type { ChapterRules } from './classSettings';

/** Course API shapes (API.md "Courses"). Progress fields are for the active role; empty when signed out. */
export interface ChapterSummary {
  id: string;
  name: string;
  lesson_type: 'video' | 'practice';
  is_game: boolean;
  render_engine: RenderEngineName;
  /** best stars of the active role, 0 when never finished */
  stars: number;
  /** the child's class keeps it closed, and why (contract/classSettings.ts chapterLock) */
  classLock?: string;
}
export interface LessonSummary {
  id: string;
  name: string;
  chapterCount: number;
  starsEarned: number;
  starsTotal: number;
}
export interface SectionSummary {
  id: string;
  courseId: string;
  name: string;
  description?: string;
  vip: boolean;
  /** true when the section is VIP and the caller is not */
  locked: boolean;
  /** the child's class has not opened the course, and why */
  classLock?: string;
  lessonCount: number;
  chapterCount: number;
  chaptersDone: number;
}
export interface CourseSummary {
  id: string;
  name: string;
  description: string;
  color: string;
  icon: string;
  sections: SectionSummary[];
}
/** Where 继续学习 takes the role: the first unfinished chapter after its latest finished one. */
export interface ResumePoint {
  courseId: string;
  sectionId: string;
  lessonId: string;
  chapterId: string;
  chapterName: string;
}
export interface CourseList {
  courses: CourseSummary[];
  resume: ResumePoint | null;
}
export interface SectionDetail extends SectionSummary {
  courseName: string;
  color: string;
  lessons: LessonSummary[];
}
export interface LessonDetail {
  id: string;
  name: string;
  sectionId: string;
  sectionName: string;
  courseId: string;
  courseName: string;
  color: string;
  vip: boolean;
  locked: boolean;
  chapters: ChapterSummary[];
}
export interface ChapterDetail {
  id: string;
  name: string;
  lesson_type: 'video' | 'practice';
  is_game: boolean;
  activity: Activity;
  targets: Targets;
  hint?: string;
  /** the next chapter in the lesson (or the next lesson's first), for the result card */
  next: { sectionId: string; lessonId: string; chapterId: string } | null;
  /** what the child's classes ask of the chapter page (absent: nothing asked) */
  rules?: ChapterRules;
}
