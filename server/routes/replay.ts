import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REPLAY_KINDS } from '../../contract/replay';
import { ok, requireRole } from '../context';
import { parse } from '../errors';
import { attemptReplay, classAttempts } from '../services/attemptReplays';

const groupParams = z.object({ groupId: z.uuid({ error: '班级不存在或已解散' }) });
const listQuery = z.object({ roleId: z.string().min(1).max(80).optional(), chapterId: z.string().min(1).max(80).optional() });
const attemptParams = groupParams.extend({
  roleId: z.string().min(1).max(80),
  kind: z.enum(REPLAY_KINDS, { error: '不认识的练习类型' }),
  id: z.string().min(1).max(120),
});

/**
 * /api/client/v1/school — a replay of how a child typed (issue 42 item 5, docs/API-replay.md): the
 * class teacher's list of a class's attempts and one attempt's key log, as the server scored it.
 */
export async function replayRoutes(app: FastifyInstance): Promise<void> {
  app.get('/:groupId/attempts', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    return ok(await classAttempts(app.db, parse(groupParams, req.params).groupId, role, parse(listQuery, req.query ?? {})));
  });
  app.get('/:groupId/attempt/:roleId/:kind/:id', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    const p = parse(attemptParams, req.params);
    return ok(await attemptReplay(app.db, p.groupId, role, p.roleId, p.kind, p.id));
  });
}
