import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GROUP_MEMBER_MAX } from '../../contract/account';
import { cardBody, createStudentsBody, importPreviewBody, pictureLoginBody, rosterBody } from '../../contract/school';
import { ok, requireRole, requireUser } from '../context';
import { parse } from '../errors';
import { Limits } from '../limits';
import { clientAddress, limitFailures, limits } from '../services/limiter';
import { changeCard, classCardsOf } from '../services/school/cards';
import { saveClassSettings, settingsOfClass } from '../services/school/classRules';
import { classSettingsBody } from '../../contract/classSettings';
import { adoptChild, deleteChild, exportChild } from '../services/school/childData';
import { cardSignIn, isWrongCard, isWrongClassCode, pictureSignIn, rosterOf } from '../services/school/classLogin';
import { createStudents, previewStudents } from '../services/school/students';
import { avatarList } from './user';

const groupParams = z.object({ groupId: z.uuid({ error: '班级不存在或已解散' }) });
const cardParams = z.object({ cardId: z.string().min(1).max(40) });
const roleParams = z.object({ roleId: z.string().min(1).max(80) });

/** /api/client/v1/school: students made by the teacher, login cards, 班级登录, adopting (docs/API-school.md). */
export async function schoolRoutes(app: FastifyInstance): Promise<void> {
  const avatars = avatarList();
  const now = () => app.clock.now();
  const memberMax = () => app.config.groupMemberMax ?? GROUP_MEMBER_MAX;

  // the teacher's side
  app.post('/:groupId/students/preview', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    return ok(await previewStudents(app.db, parse(groupParams, req.params).groupId, role, parse(importPreviewBody, req.body), memberMax()));
  });
  app.post('/:groupId/students/create', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    return ok(await createStudents(app.db, parse(groupParams, req.params).groupId, role, parse(createStudentsBody, req.body), memberMax(), avatars, now()));
  });
  app.get('/:groupId/cards', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    return ok(await classCardsOf(app.db, parse(groupParams, req.params).groupId, role, now()));
  });
  // class settings (item 6): what the class's children meet in chapters and homework
  app.get('/:groupId/settings', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    return ok(await settingsOfClass(app.db, parse(groupParams, req.params).groupId, role));
  });
  app.post('/:groupId/settings', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    return ok(await saveClassSettings(app.db, parse(groupParams, req.params).groupId, role, parse(classSettingsBody, req.body), now()));
  });
  for (const change of ['revoke', 'resetPictures', 'unlock'] as const) {
    app.post(`/card/:cardId/${change}`, async (req) => {
      const { role } = await requireRole(req, 'TEACHER');
      return ok(await changeCard(app.db, parse(cardParams, req.params).cardId, role, change, now()));
    });
  }
  app.get('/child/:roleId/export', async (req, reply) => {
    const { role } = await requireRole(req, 'TEACHER');
    const data = await exportChild(app.db, parse(roleParams, req.params).roleId, role, now());
    void reply.header('Content-Disposition', `attachment; filename="student-${data.student.roleId}.json"`);
    return ok(data);
  });
  app.post('/child/:roleId/delete', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    await deleteChild(app.db, parse(roleParams, req.params).roleId, role);
    return ok(null);
  });

  // 班级登录: no sign-in needed; limited per address, per class and per card
  app.post('/login/roster', async (req) => {
    const { classCode } = parse(rosterBody, req.body);
    return ok(await limitFailures(req, [[Limits.classCodePerAddress, clientAddress(req)]], isWrongClassCode, () => rosterOf(app.db, classCode)));
  });
  app.post('/login/pictures', async (req) => {
    const body = parse(pictureLoginBody, req.body);
    await limits(req, [[Limits.classSignInPerAddress, clientAddress(req)], [Limits.classSignInPerClass, body.classCode], [Limits.classSignInPerCard, body.cardId]]);
    return ok(await limitFailures(req, [[Limits.classCodePerAddress, clientAddress(req)]], isWrongClassCode, () => pictureSignIn(app.db, body, now())));
  });
  app.post('/login/card', async (req) => {
    const body = parse(cardBody, req.body);
    await limits(req, [[Limits.classSignInPerAddress, clientAddress(req)]]);
    return ok(await limitFailures(req, [[Limits.cardCodePerAddress, clientAddress(req)]], isWrongCard, () => cardSignIn(app.db, body, now())));
  });

  // a parent signed in brings the child of a card into the family account
  app.post('/adopt', async (req) => {
    const { user } = await requireUser(req);
    const body = parse(cardBody, req.body);
    return ok(await limitFailures(req, [[Limits.cardCodePerAddress, clientAddress(req)]], isWrongCard, () => adoptChild(app.db, user, body, now())));
  });
}
