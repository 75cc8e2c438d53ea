import type { FastifyInstance } from 'fastify';
import { DEFAULT_DAY_LIMIT } from '../../contract/constants';
import { chinaDay } from '../clock';
import { ok, requireRole } from '../context';
import { drawGamePoint, todayDraw } from '../services/gameDraw';

/**
 * The daily points draw before a game, under /api/client/v1/student (API.md, Student): 150 points,
 * dayLimit times a China day (1: no account sets another limit yet). A draw is pushed to every
 * open tab of the account as {type: 'points', point}.
 */
export async function studentDrawRoutes(app: FastifyInstance): Promise<void> {
  app.post('/point/getTodayCanDraw', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    return ok(await todayDraw(app.db, role.id, chinaDay(app.clock.now()), DEFAULT_DAY_LIMIT));
  });

  app.post('/point/drawGamePoint', async (req) => {
    const { user, role } = await requireRole(req, 'STUDENT');
    const now = app.clock.now();
    const result = await drawGamePoint(app.db, { roleId: role.id, day: chinaDay(now), dayLimit: DEFAULT_DAY_LIMIT, now });
    app.push.publish(user.id, { type: 'points', point: result.point });
    return ok(result);
  });
}
