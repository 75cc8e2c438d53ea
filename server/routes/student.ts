import type { FastifyInstance } from 'fastify';
import { dayLimitFor } from '../../contract/economy';
import { progressBody, type PointBalance } from '../../contract/student';
import { chinaDay } from '../clock';
import { ok, requireRole, requireRoleForWork } from '../context';
import { parse } from '../errors';
import { limit } from '../services/limiter';
import { Limits } from '../limits';
import { balance } from '../services/points';
import { recordProgress } from '../services/progress';
import { keyStatsOf } from '../services/keyTotals';
import { chapterBeganInTime, lateNote } from '../services/lateWork';

/** /api/client/v1/student — see API.md "Student". Everything here is the active student role's. */
export async function studentRoutes(app: FastifyInstance): Promise<void> {
  app.post('/progress', async (req) => {
    // a session replaced by a newer login a moment ago still delivers the chapter it was in (docs/API-NOTES.md)
    const { user, vip, role, ended } = await requireRoleForWork(req, 'STUDENT');
    const body = parse(progressBody, req.body);
    await limit(req, Limits.progressPerRole, role.id);
    const now = app.clock.now();
    chapterBeganInTime(ended, now, body.durationMs);
    const { fresh, ...result } = await recordProgress(app.db, { roleId: role.id, vip, body, now, day: chinaDay(now), replays: app.replays });
    if (fresh && result.pointsEarned > 0) app.push.publish(user.id, { type: 'points', point: result.point });
    return ok({ ...result, ...lateNote(ended) });
  });

  app.get('/point/balance', async (req) => {
    const { role, vip } = await requireRole(req, 'STUDENT');
    const answer: PointBalance = { point: await balance(app.db, role.id), dayLimit: dayLimitFor(vip) };
    return ok(answer);
  });

  app.get('/keyStats', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    return ok(await keyStatsOf(app.db, role.id));
  });
}
