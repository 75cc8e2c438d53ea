import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { Status, type Envelope } from '../contract/envelope';
import type { RoleType } from '../contract/roles';
import { roles } from './db/schema';
import { AppError } from './errors';
import { isVip, resolveToken, resolveTokenForWork, type UserRow } from './services/sessions';

/** A success envelope. */
export const ok = <T>(data: T): Envelope<T> => ({ status: Status.ok, message: 'success', data });

export type RoleRow = typeof roles.$inferSelect;

export interface Signed {
  user: UserRow;
  sessionId: string;
  vip: boolean;
}

/** The Authorization header (a bare token, or "Bearer <token>"). */
export function tokenOf(req: FastifyRequest): string | undefined {
  const raw = req.headers.authorization;
  if (!raw) return undefined;
  return raw.startsWith('Bearer ') ? raw.slice(7) : raw;
}

/** The role already checked for a request (requireUser checks it, requireRole then reuses it). */
const checkedRoles = new WeakMap<FastifyRequest, RoleRow>();

const ROLE_NOT_YOURS = '角色不属于当前账号';

/** The role id of the userRoleId header, if one is sent. */
function headerRoleId(req: FastifyRequest): string | undefined {
  const header = req.headers.userroleid;
  return (Array.isArray(header) ? header[0] : header) || undefined;
}

/** Keeps the role the session lookup found for the header (roleOf then answers from it); a foreign or missing role is 40300. */
function rememberRole(req: FastifyRequest, role: RoleRow | null | undefined): void {
  if (role === undefined) return;
  if (!role) throw new AppError(Status.forbidden, ROLE_NOT_YOURS);
  checkedRoles.set(req, role);
}

/** The signed-in account of this request, or 10000/10001/10002. */
export async function requireUser(req: FastifyRequest): Promise<Signed> {
  const { db, clock } = req.server;
  const now = clock.now();
  // A userRoleId header naming another account's role is refused on every signed-in route (40300);
  // the role comes with the session, in one statement.
  const { user, sessionId, role } = await resolveToken(db, tokenOf(req), now, headerRoleId(req));
  rememberRole(req, role);
  return { user, sessionId, vip: isVip(user, now) };
}

/** Like requireUser, but a request without a token is a guest (null); a bad token still fails. */
export async function optionalUser(req: FastifyRequest): Promise<Signed | null> {
  if (!tokenOf(req)) return null;
  return requireUser(req);
}

/**
 * The active role named by the userRoleId header. It must belong to the token's account (40300);
 * with `type` it must be of that role type (40300).
 */
export async function requireRole(req: FastifyRequest, type?: RoleType): Promise<Signed & { role: RoleRow }> {
  return withRole(req, await requireUser(req), type);
}

/**
 * requireRole for a finished chapter or game round: a session replaced by a newer login (or
 * expired) less than WORK_GRACE_MS ago still passes, with `ended` set. The route then takes the
 * work only if it began before `ended.at`, and throws `ended.error` (10002/10001) otherwise.
 */
export async function requireRoleForWork(req: FastifyRequest, type: RoleType) {
  const now = req.server.clock.now();
  const { ended, role, ...found } = await resolveTokenForWork(req.server.db, tokenOf(req), now, headerRoleId(req));
  rememberRole(req, role);
  const signed = await withRole(req, { ...found, vip: isVip(found.user, now) }, type);
  return { ...signed, ended };
}

async function withRole(req: FastifyRequest, signed: Signed, type?: RoleType): Promise<Signed & { role: RoleRow }> {
  const role = await roleOf(req, signed);
  if (!role) throw new AppError(Status.forbidden, '请先选择角色');
  if (type && role.roleType !== type) throw new AppError(Status.forbidden, type === 'STUDENT' ? '只有学生角色可以这样做' : '只有老师角色可以这样做');
  return { ...signed, role };
}

/** The role of the userRoleId header if one is sent (checked against the account), else null. */
export async function roleOf(req: FastifyRequest, signed: Signed): Promise<RoleRow | null> {
  const roleId = headerRoleId(req);
  if (!roleId) return null;
  const cached = checkedRoles.get(req);
  if (cached && cached.userId === signed.user.id) return cached;
  const rows = await req.server.db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), isNull(roles.deletedAt)))
    .limit(1);
  const role = rows[0];
  if (!role || role.userId !== signed.user.id) throw new AppError(Status.forbidden, ROLE_NOT_YOURS);
  checkedRoles.set(req, role);
  return role;
}
