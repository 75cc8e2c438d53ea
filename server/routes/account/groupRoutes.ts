import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GROUP_MEMBER_MAX, GROUP_NAME_MAX } from '../../../contract/account';
import { chinaDay } from '../../clock';
import { ok, requireRole } from '../../context';
import { parse } from '../../errors';
import { createGroup, groupBoard, groupInfo, groupMembers, joinGroup, leaveGroup, listGroups, removeMember } from '../../services/groups';

const createBody = z.object({
  name: z
    .string({ error: '请输入班级名称' })
    .trim()
    .min(1, '请输入班级名称')
    .max(GROUP_NAME_MAX, `班级名称最多${GROUP_NAME_MAX}个字`)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), '班级名称里有不能使用的字符'),
});
const idParams = z.object({ id: z.uuid({ error: '班级不存在或已解散' }) });
const removeBody = z.object({ roleId: z.string({ error: '请选择学生' }).min(1, '请选择学生').max(80) });

/** /student/studyGroup…: classes. Teachers create and manage; students join, list and leave (API.md Groups). */
export async function groupRoutes(app: FastifyInstance): Promise<void> {
  app.get('/studyGroup/list', async (req) => {
    const { role } = await requireRole(req);
    return ok(await listGroups(app.db, role));
  });

  app.post('/studyGroup/create', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    const { name } = parse(createBody, req.body);
    return ok(await createGroup(app.db, role, name, app.clock.now()));
  });

  app.get('/studyGroup/:id', async (req) => {
    const { role } = await requireRole(req);
    return ok(await groupInfo(app.db, parse(idParams, req.params).id, role));
  });

  app.post('/studyGroup/join/:id', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    return ok(await joinGroup(app.db, parse(idParams, req.params).id, role, app.clock.now(), app.config.groupMemberMax ?? GROUP_MEMBER_MAX));
  });

  app.post('/studyGroup/leave/:id', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    await leaveGroup(app.db, parse(idParams, req.params).id, role);
    return ok(null);
  });

  app.get('/studyGroup/:id/members', async (req) => {
    const { role } = await requireRole(req);
    return ok(await groupMembers(app.db, parse(idParams, req.params).id, role, chinaDay(app.clock.now())));
  });

  app.post('/studyGroup/:id/remove', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    const { id } = parse(idParams, req.params);
    await removeMember(app.db, id, role, parse(removeBody, req.body).roleId);
    return ok(null);
  });

  app.get('/studyGroup/:id/board', async (req) => {
    const { role } = await requireRole(req);
    return ok(await groupBoard(app.db, parse(idParams, req.params).id, role, chinaDay(app.clock.now())));
  });
}
