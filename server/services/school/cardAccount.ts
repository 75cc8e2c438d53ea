import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { Status } from '../../../contract/envelope';
import { SchoolMessages } from '../../../contract/school';
import { classCards, roles } from '../../db/schema';
import { requireUser } from '../../context';
import { AppError } from '../../errors';
import type { DbOrTx } from '../points';

/** True when the account is a made child's own (its role has a card). */
export async function isCardAccount(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ c: classCards.cardId }).from(classCards).innerJoin(roles, eq(roles.id, classCards.roleId)).where(eq(roles.userId, userId)).limit(1);
  return rows.length > 0;
}

/**
 * Account routes that make no sense for a class card's own account (docs/API-school.md): it signs
 * in by its card only, and its one role and class place are the teacher's to manage. A parent brings
 * the child into a family account by scanning the card instead (school/adopt).
 */
const refused: Record<string, string> = {
  '/api/client/v1/auth/checkMobile': SchoolMessages.cardAccountNoLogin,
  '/api/client/v1/auth/bindMobile': SchoolMessages.cardAccountNoLogin,
  '/api/client/v1/auth/unbindMobile': SchoolMessages.cardAccountNoLogin,
  '/api/client/v1/auth/checkWechat': SchoolMessages.cardAccountNoLogin,
  '/api/client/v1/auth/bindWechat': SchoolMessages.cardAccountNoLogin,
  '/api/client/v1/auth/unbindWechat': SchoolMessages.cardAccountNoLogin,
  '/api/client/v1/auth/setAccount': SchoolMessages.cardAccountNoLogin,
  '/api/client/v1/auth/updatePassword': SchoolMessages.cardAccountNoLogin,
  '/api/client/v1/user/role/create': SchoolMessages.cardAccountRoles,
  '/api/client/v1/user/role/delete/:id': SchoolMessages.cardAccountRoles,
  '/api/client/v1/student/studyGroup/leave/:id': SchoolMessages.cardAccountLeave,
  '/api/client/v1/vip/open': SchoolMessages.cardAccountVip,
};

export const cardAccountRefusedRoutes = Object.keys(refused);

/** preHandler: refuses the routes above to a card's account (40300, the reason); everyone else passes untouched. */
export async function refuseCardAccount(req: FastifyRequest): Promise<void> {
  const why = refused[req.routeOptions.url ?? ''];
  if (!why) return;
  const { user } = await requireUser(req);
  if (await isCardAccount(req.server.db, user.id)) throw new AppError(Status.forbidden, why);
}
