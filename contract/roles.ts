import { z } from 'zod';

export const roleTypeSchema = z.enum(['STUDENT', 'TEACHER'], { error: '请选择角色类型' });
export type RoleType = z.infer<typeof roleTypeSchema>;

export const createRoleBody = z.object({
  roleName: z.string({ error: '请输入角色名' }).trim().min(1, '请输入角色名').max(12, '角色名最多12个字'),
  roleType: roleTypeSchema,
  avatar: z.string({ error: '请选择头像' }).regex(/^[a-z0-9-]+\.svg$/, '请选择头像'),
});
export type CreateRoleBody = z.infer<typeof createRoleBody>;

export interface Role {
  id: string;
  roleName: string;
  roleType: RoleType;
  /** file name under public/avatars/ */
  avatar: string;
}
