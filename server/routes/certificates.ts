import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { certificateCodeParam, medalsSeenBody } from '../../contract/certificates';
import { Status } from '../../contract/envelope';
import { ok, requireRole, requireUser } from '../context';
import { roles } from '../db/schema';
import { AppError, parse } from '../errors';
import { Limits } from '../limits';
import { certificateByCode, certificatesOf } from '../services/certificates';
import { clientAddress, limit } from '../services/limiter';
import { markMedalsSeen, medalShelf } from '../services/medals';

/** GET /certificate/{code}: the public verify lookup, no sign-in, counted per address before anything else. */
export async function certificatePublicRoutes(app: FastifyInstance): Promise<void> {
  app.get('/:code', async (req) => {
    await limit(req, Limits.certificateLookupPerAddress, clientAddress(req));
    const { code } = parse(certificateCodeParam, req.params);
    const found = await certificateByCode(app.db, code);
    if (!found) throw new AppError(Status.notFound, '没有这张奖状：编号不在小键盘侠的记录里');
    return ok(found);
  });
}

/** The student's certificates and medals, and the parent's view of the family's certificates (under /student). */
export async function certificateStudentRoutes(app: FastifyInstance): Promise<void> {
  app.get('/certificates', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    return ok(await certificatesOf(app.db, [role.id]));
  });

  app.get('/family/certificates', async (req) => {
    const { user } = await requireUser(req);
    const kids = await app.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.userId, user.id), eq(roles.roleType, 'STUDENT'), isNull(roles.deletedAt)))
      .orderBy(asc(roles.createdAt));
    return ok(await certificatesOf(app.db, kids.map((k) => k.id)));
  });

  app.get('/medals', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    return ok(await medalShelf(app.db, role.id));
  });

  app.post('/medals/seen', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    const { ids } = parse(medalsSeenBody, req.body);
    await markMedalsSeen(app.db, role.id, ids, app.clock.now());
    return ok(await medalShelf(app.db, role.id));
  });
}
