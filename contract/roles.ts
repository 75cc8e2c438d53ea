import { z } from 'zod';

export const roleTypeSchema = z.enum(['STUDENT', 'TEACHER'], { error: '请选择角色类型' });
export type RoleType = z.infer<typeof roleTypeSchema>;

export const createRoleBody = z.object({
  roleName: z.string({ error: '请输入角色名' }).trim().min(1, '请输入角色名').max(12, '角色名最多12个字'),
  roleType: roleTypeSchema,
  avatar: z.string({ error: '请选择头像' }).regex(/^[a-z0-9-]+\.svg$/, '请选择头像'),
});
export type CreateRoleBody = z.infer<typeof createRoleBody>;

/** A role name as two roles of one account may not share it: trimmed, full-width folded (NFKC), any case. */
export const roleNameKey = (name: string) => name.trim().normalize('NFKC').toLowerCase();

/** The kind refusal of a name another live role of the account already has. */
export const duplicateRoleNameMessage = (name: string) => `这个账户里已经有叫“${name.trim()}”的角色了，换一个名字吧`;

/**
 * Why this name cannot be a new role of an account that has `existing` roles, or '' when it can:
 * the form's check before sending and the server's check in the create transaction.
 */
export function roleNameProblem(name: string, existing: readonly { roleName: string }[]): string {
  const parsed = createRoleBody.shape.roleName.safeParse(name);
  if (!parsed.success) return parsed.error.issues[0].message;
  const key = roleNameKey(parsed.data);
  return existing.some((r) => roleNameKey(r.roleName) === key) ? duplicateRoleNameMessage(parsed.data) : '';
}

export interface Role {
  id: string;
  roleName: string;
  roleType: RoleType;
  /** file name under public/avatars/ */
  avatar: string;
}
