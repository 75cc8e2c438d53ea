import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GAME_COST } from '../../contract/constants';
import { Status } from '../../contract/envelope';
import { gameProgressBody, ranksQuery, roundStartBody, type GameCourseDetail, type GameGroup, type GameLevelDetail, type PointEnough } from '../../contract/game';
import { chinaDay } from '../clock';
import { ok, optionalUser, requireRole, requireRoleForWork, roleOf } from '../context';
import { fail, parse } from '../errors';
import { bestByLevel, finishRound, ranks } from '../services/gameRounds';
import { startRound } from '../services/roundStart';
import { games, playableLevel } from '../services/games';
import { balance } from '../services/points';
import { clientAddress, limits } from '../services/limiter';
import { Limits } from '../limits';
import { lateNote, roundBeganInTime } from '../services/lateWork';
import { homeworkGame } from '../services/homeworkRounds';

const LEVEL_NOT_FOUND = '游戏关卡不存在';

/** The caller's student role id, or null when signed out or not a student (the lists are public). */
async function studentRoleId(req: FastifyRequest): Promise<string | null> {
  const signed = await optionalUser(req);
  if (!signed) return null;
  const role = await roleOf(req, signed);
  return role?.roleType === 'STUDENT' ? role.id : null;
}

/** /api/client/v1/game — see API.md "Game" and docs/API-NOTES.md. */
export async function gameRoutes(app: FastifyInstance): Promise<void> {
  app.get('/groups', async () => {
    const groups: GameGroup[] = games().catalog.groups.map((g) => ({
      id: g.id,
      name: g.name,
      courses: g.courses.map((c) => ({ id: c.id, name: c.name, render_engine: c.render_engine, cover: c.cover })),
    }));
    return ok(groups);
  });

  app.get<{ Params: { groupId: string } }>('/courses/:groupId', async (req) => {
    const group = games().catalog.group(req.params.groupId) ?? fail(Status.notFound, '游戏分组不存在');
    const roleId = await studentRoleId(req);
    const courses: GameCourseDetail[] = [];
    for (const c of group.courses) {
      const best = roleId ? await bestByLevel(app.db, roleId, c.id) : new Map<string, { stars: number; score: number }>();
      courses.push({
        id: c.id, name: c.name, render_engine: c.render_engine, cover: c.cover,
        levels: c.levels.map((l) => ({ id: l.id, name: l.name, starScores: l.stars, stars: best.get(l.id)?.stars ?? 0, bestScore: best.get(l.id)?.score ?? null })),
      });
    }
    return ok(courses);
  });

  app.get<{ Params: { courseId: string; courseLevelId: string } }>('/levelDetail/:courseId/:courseLevelId', async (req) => {
    const place = playableLevel(req.params.courseId, req.params.courseLevelId) ?? fail(Status.notFound, LEVEL_NOT_FOUND);
    const detail: GameLevelDetail = { ...place.data, render_engine: place.course.render_engine, id: place.level.id, name: place.level.name, courseId: place.course.id, courseName: place.course.name, classicMode: place.entry.classic === true };
    return ok(detail);
  });

  app.get<{ Params: { courseId: string; courseLevelId: string } }>('/ranks/:courseId/:courseLevelId', async (req) => {
    const { courseId, courseLevelId } = req.params;
    if (!games().catalog.level(courseId, courseLevelId)) return fail(Status.notFound, LEVEL_NOT_FOUND);
    const query = parse(ranksQuery, req.query);
    const roleId = await studentRoleId(req);
    return ok(await ranks(app.db, { courseId, levelId: courseLevelId, ...query, roleId, day: chinaDay(app.clock.now()) }));
  });

  app.get('/pointEnough', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    const point = await balance(app.db, role.id);
    const answer: PointEnough = { enough: point >= GAME_COST, point, cost: GAME_COST };
    return ok(answer);
  });

  // the homework this level is for the child (free rounds, the bar to reach): docs/API-homework.md
  app.get<{ Params: { courseId: string; courseLevelId: string } }>('/homework/:courseId/:courseLevelId', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    const { courseId, courseLevelId } = req.params;
    if (!games().catalog.level(courseId, courseLevelId)) return fail(Status.notFound, LEVEL_NOT_FOUND);
    return ok(await homeworkGame(app.db, role.id, courseId, courseLevelId, chinaDay(app.clock.now())));
  });

  app.post('/round/start', async (req) => {
    const { user, vip, role } = await requireRole(req, 'STUDENT');
    const body = parse(roundStartBody, req.body);
    const now = app.clock.now();
    const started = await startRound(app.db, { roleId: role.id, vip, courseId: body.courseId, levelId: body.courseLevelId, mode: body.mode, now, day: chinaDay(now) });
    app.push.publish(user.id, { type: 'points', point: started.point });
    return ok(started);
  });

  app.post('/progress', async (req) => {
    // a round started before the session was replaced by a newer login is still scored (docs/API-NOTES.md)
    const { role, vip, ended } = await requireRoleForWork(req, 'STUDENT');
    await limits(req, [[Limits.gameProgressPerAddress, clientAddress(req)], [Limits.gameProgressPerRole, role.id]]);
    const body = parse(gameProgressBody, req.body);
    await roundBeganInTime(app.db, ended, body.roundId);
    const { fresh: _fresh, ...result } = await finishRound(app.db, { roleId: role.id, vip, body, now: app.clock.now(), replays: app.replays });
    return ok({ ...result, ...lateNote(ended) });
  });
}
