import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { chinaDay } from '../../clock';
import { ok, requireRole } from '../../context';
import { parse } from '../../errors';
import { calendar, signIn } from '../../services/signIn';

const calendarQuery = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM').optional() });

/** /student/signIn and /student/calendar: the daily check-in of the active student role. */
export async function signInRoutes(app: FastifyInstance): Promise<void> {
  app.post('/signIn', async (req) => {
    const { user, role } = await requireRole(req, 'STUDENT');
    const now = app.clock.now();
    const result = await signIn(app.db, role.id, chinaDay(now), now);
    app.push.publish(user.id, { type: 'points', point: result.point });
    return ok(result);
  });

  app.get('/calendar', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    const today = chinaDay(app.clock.now());
    const { month = today.slice(0, 7) } = parse(calendarQuery, req.query);
    return ok(await calendar(app.db, role.id, month, today));
  });
}
