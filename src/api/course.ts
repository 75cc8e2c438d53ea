import type { CourseList, LessonDetail, SectionDetail } from '../../contract/course';
import { request } from './http';

const seg = encodeURIComponent;

/** /course calls of API.md: readable signed out; progress is the active role's. */
export const courseListApi = () => request<CourseList>('/course/list');
export const sectionApi = (sectionId: string) => request<SectionDetail>(`/course/section/${seg(sectionId)}`);
export const lessonApi = (sectionId: string, lessonId: string) => request<LessonDetail>(`/course/lesson/${seg(sectionId)}/${seg(lessonId)}`);
