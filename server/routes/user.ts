import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROLE_LIMIT_FREE, ROLE_LIMIT_VIP } from '../../contract/constants';
import { Status } from '../../contract/envelope';
import { createRoleBody, roleNameProblem, type Role, type RoleType } from '../../contract/roles';
import { roles, users } from '../db/schema';
import { ok, requireUser, roleOf, type RoleRow } from '../context';
import { AppError, parse } from '../errors';
import { isVip } from '../services/sessions';

/** The avatars drawn for roles; used while public/avatars/ has none yet. */
export const DEFAULT_AVATARS = ['panda.svg', 'tiger.svg', 'rabbit.svg', 'cat.svg', 'fox.svg', 'owl.svg', 'penguin.svg', 'dino.svg'];

/** The .svg files of public/avatars/ (the "user roles static folder"), read once at start-up. */
export function avatarList(folder = resolve('public/avatars')): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((f) => /^[a-z0-9-]+\.svg$/.test(f));
  } catch {
    // no folder yet: the fixed list below
  }
  if (files.length === 0) return DEFAULT_AVATARS;
  // The drawn order first (panda is the default pick), then any new ones by name.
  const rank = (f: string) => (DEFAULT_AVATARS.includes(f) ? DEFAULT_AVATARS.indexOf(f) : DEFAULT_AVATARS.length);
  return files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

const roleOut = (r: RoleRow): Role => ({ id: r.id, roleName: r.roleName, roleType: r.roleType as RoleType, avatar: r.avatar });

/** /api/client/v1/user — the account's roles (child profiles) and the avatars to choose from. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const avatars = avatarList();

  app.get('/roleAvatar/list', async () => ok(avatars));

  app.get('/role/list', async (req) => {
    const { user } = await requireUser(req);
    const rows = await app.db
      .select()
      .from(roles)
      .where(and(eq(roles.userId, user.id), isNull(roles.deletedAt)))
      .orderBy(asc(roles.createdAt), asc(roles.id));
    return ok(rows.map(roleOut));
  });

  app.post('/role/create', async (req) => {
    const signed = await requireUser(req);
    await roleOf(req, signed); // a userRoleId header of another account is refused (40300)
    const body = parse(createRoleBody, req.body);
    if (!avatars.includes(body.avatar)) throw new AppError(Status.invalid, '请选择头像');
    const now = app.clock.now();
    const role = await app.db.transaction(async (tx) => {
      // Locking the account row makes concurrent creates count one after another.
      const [user] = await tx.select().from(users).where(eq(users.id, signed.user.id)).for('update');
      const limit = isVip(user!, now) ? ROLE_LIMIT_VIP : ROLE_LIMIT_FREE;
      // the live roles' names: their number is the count, and two children of one family with one
      // name could not tell their roles apart; read under the lock above
      const names = await tx
        .select({ roleName: roles.roleName })
        .from(roles)
        .where(and(eq(roles.userId, signed.user.id), isNull(roles.deletedAt)));
      if (names.length >= limit)
        throw new AppError(
          Status.conflict,
          limit === ROLE_LIMIT_VIP ? `会员账户最多可创建${ROLE_LIMIT_VIP}个角色` : `普通账户只能创建${ROLE_LIMIT_FREE}个角色，开通会员后最多可创建${ROLE_LIMIT_VIP}个`,
        );
      const problem = roleNameProblem(body.roleName, names);
      if (problem) throw new AppError(Status.invalid, problem);
      const [created] = await tx
        .insert(roles)
        .values({ id: randomUUID(), userId: signed.user.id, roleName: body.roleName, roleType: body.roleType, avatar: body.avatar, createdAt: now })
        .returning();
      return created!;
    });
    return ok(roleOut(role));
  });

  app.delete<{ Params: { id: string } }>('/role/delete/:id', async (req) => {
    const signed = await requireUser(req);
    await roleOf(req, signed);
    const [role] = await app.db
      .select()
      .from(roles)
      .where(and(eq(roles.id, req.params.id), isNull(roles.deletedAt)))
      .limit(1);
    if (!role) throw new AppError(Status.notFound, '角色不存在');
    if (role.userId !== signed.user.id) throw new AppError(Status.forbidden, '角色不属于当前账号');
    // Soft delete: points, progress and reports of the role stay intact for the records.
    await app.db.update(roles).set({ deletedAt: app.clock.now() }).where(eq(roles.id, role.id));
    return ok(null);
  });
}
