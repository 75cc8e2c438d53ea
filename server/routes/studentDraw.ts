import type { FastifyInstance } from 'fastify';
import { dayLimitFor } from '../../contract/economy';
import { chinaDay } from '../clock';
import { ok, requireRole } from '../context';
import { drawGamePoint, todayDraw } from '../services/gameDraw';

/**
 * The daily points draw before a game, under /api/client/v1/student (API.md, Student): 150 points,
 * dayLimit times a China day (1, a VIP 2: contract/economy.ts, docs/POINTS.md). A draw is pushed to every
 * open tab of the account as {type: 'points', point}.
 */
export async function studentDrawRoutes(app: FastifyInstance): Promise<void> {
  app.post('/point/getTodayCanDraw', async (req) => {
    const { role, vip } = await requireRole(req, 'STUDENT');
    return ok(await todayDraw(app.db, role.id, chinaDay(app.clock.now()), dayLimitFor(vip)));
  });

  app.post('/point/drawGamePoint', async (req) => {
    const { user, role, vip } = await requireRole(req, 'STUDENT');
    const now = app.clock.now();
    const result = await drawGamePoint(app.db, { roleId: role.id, day: chinaDay(now), dayLimit: dayLimitFor(vip), now });
    app.push.publish(user.id, { type: 'points', point: result.point });
    return ok(result);
  });
}
