import type { Role } from '../../contract/roles';
import type { ClassSettings } from '../../contract/classSettings';
import type { ClassCards, ClassLoginResult, ImportPreview, ImportPreviewBody, LoginCard, PictureId, Roster } from '../../contract/school';
import { request } from './http';

// The school edition (docs/API-school.md).
const S = '/school';
const seg = encodeURIComponent;

export const previewStudentsApi = (groupId: string, body: ImportPreviewBody) => request<ImportPreview>(`${S}/${seg(groupId)}/students/preview`, { method: 'POST', body });
export const createStudentsApi = (groupId: string, students: Array<{ name: string; studentNo: string | null }>) =>
  request<Array<{ roleId: string; roleName: string; avatar: string }>>(`${S}/${seg(groupId)}/students/create`, { method: 'POST', body: { students } });
export const classCardsApi = (groupId: string) => request<ClassCards>(`${S}/${seg(groupId)}/cards`);
export const changeCardApi = (cardId: string, change: 'revoke' | 'resetPictures' | 'unlock') => request<LoginCard>(`${S}/card/${seg(cardId)}/${change}`, { method: 'POST' });
export const exportChildApi = (roleId: string) => request<unknown>(`${S}/child/${seg(roleId)}/export`);
export const deleteChildApi = (roleId: string) => request<null>(`${S}/child/${seg(roleId)}/delete`, { method: 'POST' });
/** 班级登录: the page shows the refusals itself, calmly, where the child looks */
export const rosterApi = (classCode: string) => request<Roster>(`${S}/login/roster`, { method: 'POST', body: { classCode }, silent: true });
export const pictureLoginApi = (classCode: string, cardId: string, pictures: PictureId[]) =>
  request<ClassLoginResult>(`${S}/login/pictures`, { method: 'POST', body: { classCode, cardId, pictures }, silent: true });
export const cardLoginApi = (card: { token?: string; code?: string }) => request<ClassLoginResult>(`${S}/login/card`, { method: 'POST', body: card, silent: true });
export const adoptApi = (card: { token?: string; code?: string }) => request<Role>(`${S}/adopt`, { method: 'POST', body: card, silent: true });
export const classSettingsApi = (groupId: string) => request<ClassSettings>(`${S}/${seg(groupId)}/settings`);
export const saveClassSettingsApi = (groupId: string, body: ClassSettings) => request<ClassSettings>(`${S}/${seg(groupId)}/settings`, { method: 'POST', body });
