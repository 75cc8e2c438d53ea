import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assignBody } from '../../../contract/homework';
import { gradebookCsvQuery, sortOfQuery } from '../../../contract/gradebookSort';
import { chinaDay } from '../../clock';
import { ok, requireRole } from '../../context';
import { parse } from '../../errors';
import { gradebook } from '../../services/gradebook';
import { attachmentHeader, gradebookCsv } from '../../services/gradebookCsv';
import { assignHomework, catalogFor, listHomework, myHomework, removeHomework } from '../../services/homework';

const idParams = z.object({ id: z.uuid({ error: '班级不存在或已解散' }) });
const homeworkParams = idParams.extend({ homeworkId: z.uuid({ error: '这项作业不存在或已删除' }) });

/** /student/studyGroup/:id/homework…, /gradebook… (teacher) and /student/homework/mine (child): docs/API-homework.md. */
export async function homeworkRoutes(app: FastifyInstance): Promise<void> {
  app.get('/studyGroup/:id/homework', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    return ok(await listHomework(app.db, parse(idParams, req.params).id, role, app.clock.now()));
  });

  app.get('/studyGroup/:id/homework/catalog', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    return ok(await catalogFor(app.db, parse(idParams, req.params).id, role, app.clock.now()));
  });

  app.post('/studyGroup/:id/homework', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    const { id } = parse(idParams, req.params);
    return ok(await assignHomework(app.db, id, role, parse(assignBody, req.body), app.clock.now()));
  });

  app.post('/studyGroup/:id/homework/:homeworkId/remove', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    const { id, homeworkId } = parse(homeworkParams, req.params);
    await removeHomework(app.db, id, role, homeworkId, app.clock.now());
    return ok(null);
  });

  app.get('/homework/mine', async (req) => {
    const { role, vip } = await requireRole(req, 'STUDENT');
    return ok(await myHomework(app.db, role, vip, app.clock.now()));
  });

  app.get('/studyGroup/:id/gradebook', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    return ok(await gradebook(app.db, parse(idParams, req.params).id, role, app.clock.now()));
  });

  app.get('/studyGroup/:id/gradebook.csv', async (req, reply) => {
    const { role } = await requireRole(req, 'TEACHER');
    // the screen's order, which the page sends (the name A→Z when absent)
    const sort = sortOfQuery(parse(gradebookCsvQuery, req.query));
    const now = app.clock.now();
    const book = await gradebook(app.db, parse(idParams, req.params).id, role, now);
    const day = chinaDay(now);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(`gradebook-${day}.csv`, `${book.groupName}-成绩册-${day}.csv`))
      .header('cache-control', 'no-store')
      .send(gradebookCsv(book, sort));
  });
}
