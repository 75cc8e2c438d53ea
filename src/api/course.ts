import type { ChapterDetail, CourseList, LessonDetail, SectionDetail } from '../../contract/course';
import { request } from './http';

const seg = encodeURIComponent;

/** /course calls of API.md: readable signed out; progress is the active role's. */
export const courseListApi = () => request<CourseList>('/course/list');
export const sectionApi = (sectionId: string) => request<SectionDetail>(`/course/section/${seg(sectionId)}`);
export const lessonApi = (sectionId: string, lessonId: string) => request<LessonDetail>(`/course/lesson/${seg(sectionId)}/${seg(lessonId)}`);
/** A chapter's content (signed-in student; VIP for a VIP section, else 40300 开通会员，解锁课程). */
export const chapterApi = (sectionId: string, lessonId: string, chapterId: string, opts: { silent?: boolean } = {}) =>
  request<ChapterDetail>(`/course/chapter/${seg(sectionId)}/${seg(lessonId)}/${seg(chapterId)}`, { silent: opts.silent });
