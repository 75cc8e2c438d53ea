import type { ClassLesson, LessonCreateBody, LessonPreview, LessonPreviewBody } from '../../contract/classLessons';
import type { ChapterRules } from '../../contract/classSettings';
import type { ProgressBody, ProgressResult } from '../../contract/student';
import { request } from './http';

// 老师的课 (docs/API-lessons.md).
const L = '/classLesson';
const seg = encodeURIComponent;

/** the editor shows the refusals itself, beside the text */
export const previewLessonApi = (body: LessonPreviewBody) => request<LessonPreview>(`${L}/preview`, { method: 'POST', body, silent: true });
export const createLessonApi = (body: LessonCreateBody) => request<ClassLesson>(`${L}/create`, { method: 'POST', body, silent: true });
/** the page says itself when the class is not the teacher's */
export const classLessonsApi = (groupId: string) => request<ClassLesson[]>(`${L}/class/${seg(groupId)}`, { silent: true });
export const deleteLessonApi = (id: string) => request<null>(`${L}/${seg(id)}/delete`, { method: 'POST', silent: true });
export const myLessonsApi = () => request<ClassLesson[]>(`${L}/mine`);
export const classLessonApi = (id: string) => request<ClassLesson & { rules?: ChapterRules }>(`${L}/${seg(id)}`, { silent: true });
export const postLessonProgressApi = (id: string, body: ProgressBody) => request<ProgressResult>(`${L}/${seg(id)}/progress`, { method: 'POST', body, silent: true });
