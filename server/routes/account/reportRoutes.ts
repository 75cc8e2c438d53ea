import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { progressBody } from '../../../contract/student';
import { Status } from '../../../contract/envelope';
import { chinaDay } from '../../clock';
import { ok, requireRole } from '../../context';
import { AppError, parse } from '../../errors';
import { pinyinStatsOf, recordProgress } from '../../services/progress';
import { keyStatsOf } from '../../services/keyTotals';
import { dailyReport, quarterlyReport } from '../../services/report';
import { weakKeysOf } from '../../services/weakKeys';
import { createWeakPractice, weakPracticeChapter, weakPracticeOf } from '../../services/weakPractice';
import { weakPinyinOf } from '../../services/weakPinyin';

const dateQuery = z.object({ date: z.string().regex(/^\d{4}-\d\d-\d\d$/, '日期格式应为 YYYY-MM-DD').optional() });
const idParams = z.object({ id: z.uuid({ error: '练习编号不正确' }) });
/** POST weakPractice: which coach; keys when left out (the first clients sent no body) */
const practiceBody = z.object({ kind: z.enum(['keys', 'pinyin'], { error: '练习种类不正确' }).default('keys') }).default({ kind: 'keys' });

/** Score reports and the 练习薄弱键 / 练习薄弱拼音 chapters of the active student role (API.md Student). */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dailyReport', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    const today = chinaDay(app.clock.now());
    const { date = today } = parse(dateQuery, req.query);
    if (Number.isNaN(Date.parse(date))) throw new AppError(Status.invalid, '日期格式应为 YYYY-MM-DD');
    return ok(await dailyReport(app.db, role.id, date));
  });

  app.get('/quarterlyReport', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    return ok(await quarterlyReport(app.db, role.id, chinaDay(app.clock.now())));
  });

  app.get('/weakKeys', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    return ok(weakKeysOf(await keyStatsOf(app.db, role.id)));
  });

  app.get('/weakPinyin', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    return ok(weakPinyinOf(await pinyinStatsOf(app.db, role.id)));
  });

  app.post('/weakPractice', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    const { kind } = parse(practiceBody, req.body ?? undefined);
    const now = app.clock.now();
    return ok(await createWeakPractice(app.db, role.id, chinaDay(now), now, kind));
  });

  app.get('/weakPractice/:id', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    return ok(await weakPracticeOf(app.db, role.id, parse(idParams, req.params).id));
  });

  // A finished weak-key or weak-pinyin chapter: judged and counted exactly like a curriculum chapter (stars, best,
  // daily points cap, key stats, reports), against the passage the server stored for it.
  app.post('/weakPractice/:id/progress', async (req) => {
    const { user, vip, role } = await requireRole(req, 'STUDENT');
    const { id } = parse(idParams, req.params);
    const body = parse(progressBody, req.body);
    const { practice, chapter } = await weakPracticeChapter(app.db, role.id, id);
    if (body.chapterId !== practice.chapterId) throw new AppError(Status.invalid, '章节不存在');
    const now = app.clock.now();
    const place = { section: { vip: false }, chapter };
    const { fresh, ...result } = await recordProgress(app.db, { roleId: role.id, vip, body, now, day: chinaDay(now), place, replays: app.replays });
    if (fresh && result.pointsEarned > 0) app.push.publish(user.id, { type: 'points', point: result.point });
    return ok(result);
  });
}
