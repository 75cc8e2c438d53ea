import type { BoardRow, GroupMember, StudyGroup } from '../../contract/account';
import { request } from './http';

// Classes (API.md Groups) for the active role.
const seg = encodeURIComponent;

export const groupListApi = () => request<StudyGroup[]>('/student/studyGroup/list');
export const createGroupApi = (name: string) => request<StudyGroup>('/student/studyGroup/create', { method: 'POST', body: { name } });
export const groupInfoApi = (id: string) => request<StudyGroup>(`/student/studyGroup/${seg(id)}`, { silent: true });
export const joinGroupApi = (id: string) => request<StudyGroup>(`/student/studyGroup/join/${seg(id)}`, { method: 'POST' });
export const leaveGroupApi = (id: string) => request<null>(`/student/studyGroup/leave/${seg(id)}`, { method: 'POST' });
export const groupMembersApi = (id: string) => request<GroupMember[]>(`/student/studyGroup/${seg(id)}/members`);
export const removeMemberApi = (id: string, roleId: string) => request<null>(`/student/studyGroup/${seg(id)}/remove`, { method: 'POST', body: { roleId } });
export const groupBoardApi = (id: string) => request<BoardRow[]>(`/student/studyGroup/${seg(id)}/board`);
