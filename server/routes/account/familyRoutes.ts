import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FamilyWeek } from '../../../contract/account';
import { chinaDay } from '../../clock';
import { ok, requireUser } from '../../context';
import { roles } from '../../db/schema';
import { addDays, mondayOf } from '../../services/days';
import { rangeReport } from '../../services/report';

/** GET /student/family/week: every student role of the signed-in account, this week beside last week (the parent's view). */
export async function familyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/family/week', async (req) => {
    const { user } = await requireUser(req);
    const today = chinaDay(app.clock.now());
    const monday = mondayOf(today);
    const kids = await app.db
      .select()
      .from(roles)
      .where(and(eq(roles.userId, user.id), eq(roles.roleType, 'STUDENT'), isNull(roles.deletedAt)))
      .orderBy(asc(roles.createdAt));
    const ids = kids.map((k) => k.id);
    const now = await rangeReport(app.db, ids, monday, today);
    const before = await rangeReport(app.db, ids, addDays(monday, -7), addDays(monday, -1));
    const week: FamilyWeek = {
      from: monday,
      to: today,
      children: kids.map((k) => ({ ...now.get(k.id)!, roleId: k.id, roleName: k.roleName, avatar: k.avatar, lastWeek: before.get(k.id)! })),
    };
    return ok(week);
  });
}
