import type { AssignBody, AssignResult, Gradebook, HomeworkCatalog, StudentAssignment, TeacherAssignment } from '../../contract/homework';
import type { Sort } from '../../contract/gradebookSort';
import { request, requestFile } from './http';

// Homework and the gradebook (docs/API-homework.md) for the active role.
const seg = encodeURIComponent;

export const homeworkListApi = (groupId: string) => request<TeacherAssignment[]>(`/student/studyGroup/${seg(groupId)}/homework`);
/** the list asked again while the teacher watches it: a failure says nothing (the page keeps what it shows) */
export const homeworkListApiQuiet = (groupId: string) => request<TeacherAssignment[]>(`/student/studyGroup/${seg(groupId)}/homework`, { silent: true });
// silent: the list beside it says the same refusal once
export const homeworkCatalogApi = (groupId: string) => request<HomeworkCatalog>(`/student/studyGroup/${seg(groupId)}/homework/catalog`, { silent: true });
export const assignHomeworkApi = (groupId: string, body: AssignBody) => request<AssignResult>(`/student/studyGroup/${seg(groupId)}/homework`, { method: 'POST', body });
export const removeHomeworkApi = (groupId: string, id: string) => request<null>(`/student/studyGroup/${seg(groupId)}/homework/${seg(id)}/remove`, { method: 'POST' });
/** silent: the child's home and course pages stay whole when it fails */
export const myHomeworkApi = () => request<StudentAssignment[]>('/student/homework/mine', { silent: true });
export const gradebookApi = (groupId: string) => request<Gradebook>(`/student/studyGroup/${seg(groupId)}/gradebook`);

/** Downloads the gradebook CSV under the server's Chinese file name, its children in the screen's order. */
export async function downloadGradebookCsv(groupId: string, sort: Sort): Promise<void> {
  const query = `sort=${seg(sort.key)}&dir=${sort.dir}`;
  const { blob, filename } = await requestFile(`/student/studyGroup/${seg(groupId)}/gradebook.csv?${query}`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename ?? 'gradebook.csv';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
