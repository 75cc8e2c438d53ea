import type { FastifyInstance } from 'fastify';
import { testStartBody, testSubmitBody } from '../../contract/typingTest';
import { chinaDay } from '../clock';
import { ok, requireRole } from '../context';
import { parse } from '../errors';
import { Limits } from '../limits';
import { limit } from '../services/limiter';
import { finishedTest, repeatedHandIn, startTest, submitTest, testHistory } from '../services/typingTests';

/** /api/client/v1/typingTest — 打字测试 (docs/API-typingTest.md). Students only. */
export async function typingTestRoutes(app: FastifyInstance): Promise<void> {
  app.post('/start', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    const body = parse(testStartBody, req.body);
    await limit(req, Limits.typingTestStartPerRole, role.id);
    const now = app.clock.now();
    return ok(await startTest(app.db, { roleId: role.id, kind: body.kind, minutes: body.minutes, now, day: chinaDay(now) }));
  });

  app.post('/submit', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    // a repeat of a stored hand-in (a retry, a duplicate) answers its result and is not counted
    const repeated = await repeatedHandIn(app.db, role.id, req.body);
    if (repeated) return ok(repeated);
    await limit(req, Limits.typingTestSubmitPerRole, role.id);
    const body = parse(testSubmitBody, req.body);
    const { fresh: _fresh, ...result } = await submitTest(app.db, { roleId: role.id, body, now: app.clock.now(), replays: app.replays });
    return ok(result);
  });

  app.get('/history', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    return ok(await testHistory(app.db, role.id));
  });

  app.get<{ Params: { testId: string } }>('/result/:testId', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    return ok(await finishedTest(app.db, role.id, req.params.testId));
  });
}
