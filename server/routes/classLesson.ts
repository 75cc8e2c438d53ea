import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { lessonCreateBody, lessonPreviewBody, LessonMessages } from '../../contract/classLessons';
import { Status } from '../../contract/envelope';
import { progressBody } from '../../contract/student';
import { chinaDay } from '../clock';
import { ok, requireRole } from '../context';
import { AppError, parse } from '../errors';
import { Limits } from '../limits';
import { createLesson, deleteLesson, lessonFor, lessonsOfClass, myLessons, previewLesson } from '../services/classLessons';
import { limit } from '../services/limiter';
import { recordProgress } from '../services/progress';

const idParams = z.object({ id: z.uuid({ error: LessonMessages.notFound }) });
const groupParams = z.object({ groupId: z.uuid({ error: '班级不存在或已解散' }) });

/** /api/client/v1/classLesson: 老师的课, the class's own lessons (docs/API-lessons.md). */
export async function classLessonRoutes(app: FastifyInstance): Promise<void> {
  // the teacher's side
  app.post('/preview', async (req) => {
    await requireRole(req, 'TEACHER');
    return ok(previewLesson(parse(lessonPreviewBody, req.body)));
  });
  app.post('/create', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    return ok(await createLesson(app.db, role, parse(lessonCreateBody, req.body), app.clock.now()));
  });
  app.get('/class/:groupId', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    return ok(await lessonsOfClass(app.db, parse(groupParams, req.params).groupId, role));
  });
  app.post('/:id/delete', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    await deleteLesson(app.db, parse(idParams, req.params).id, role, app.clock.now());
    return ok(null);
  });

  // the children's side (and the teacher's own look at one)
  app.get('/mine', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    return ok(await myLessons(app.db, role));
  });
  app.get('/:id', async (req) => {
    const { role } = await requireRole(req);
    return ok((await lessonFor(app.db, role, parse(idParams, req.params).id)).lesson);
  });
  // a finished lesson: judged, replayed and counted as a chapter is (stars, best, the daily cap, the key log kept)
  app.post('/:id/progress', async (req) => {
    const { user, vip, role } = await requireRole(req, 'STUDENT');
    const { id } = parse(idParams, req.params);
    const body = parse(progressBody, req.body);
    await limit(req, Limits.progressPerRole, role.id);
    const { lesson, chapter } = await lessonFor(app.db, role, id);
    if (body.chapterId !== lesson.chapterId) throw new AppError(Status.invalid, '章节不存在');
    const now = app.clock.now();
    const place = { section: { vip: false }, chapter };
    const { fresh, ...result } = await recordProgress(app.db, { roleId: role.id, vip, body, now, day: chinaDay(now), place, replays: app.replays });
    if (fresh && result.pointsEarned > 0) app.push.publish(user.id, { type: 'points', point: result.point });
    return ok(result);
  });
}
