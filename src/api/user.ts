import type { CreateRoleBody, Role } from '../../contract/roles';
import { request } from './http';

/** /user calls of API.md: roles and their avatars. */
export const listRoles = () => request<Role[]>('/user/role/list');
export const createRoleApi = (body: CreateRoleBody, opts: { silent?: boolean } = {}) =>
  request<Role>('/user/role/create', { method: 'POST', body, silent: opts.silent });
export const deleteRoleApi = (id: string) => request<null>(`/user/role/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const listRoleAvatars = () => request<string[]>('/user/roleAvatar/list');

/** Where a role avatar file is served from (public/avatars, the "user roles static folder"). */
export const avatarUrl = (file: string | null | undefined) => (file ? `/avatars/${file}` : '/avatars/default.svg');
