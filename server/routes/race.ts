import type { FastifyInstance } from 'fastify';
import { raceConfirmBody, raceCreateBody, raceIdParams, raceJoinBody, raceListQuery, RaceMessages, raceRemoveBody, raceSourcesQuery } from '../../contract/race';
import { ok, requireRole } from '../context';
import { AppError, parse } from '../errors';
import { Limits } from '../limits';
import { clientAddress, limitFailures } from '../services/limiter';
import { againRace, createRace, endRace, joinRace, ownRace, raceRow, raceView, removeRacer, startRace, viewerAs } from '../services/races';
import { raceSources } from '../services/raceText';
import { activeRaces, listRaces } from '../services/raceList';
import { confirmFinish } from '../services/raceReview';

/** /api/client/v1/race…: the class race (docs/API-race.md). Live figures travel on /ws/race (server/raceWs.ts). */
export async function raceRoutes(app: FastifyInstance): Promise<void> {
  const now = () => app.clock.now();

  app.get('/sources', async (req) => {
    await requireRole(req, 'TEACHER');
    return ok(raceSources(parse(raceSourcesQuery, req.query).kind));
  });

  app.post('/create', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    const race = await createRace(app.db, role, parse(raceCreateBody, req.body), now());
    return ok(await raceView(app.db, race, { roleId: role.id, as: 'teacher' }, now()));
  });

  app.get('/list', async (req) => {
    const { role } = await requireRole(req);
    return ok(await listRaces(app.db, role, parse(raceListQuery, req.query).groupId, now()));
  });

  app.get('/active', async (req) => {
    const { role } = await requireRole(req);
    return ok(await activeRaces(app.db, role, now()));
  });

  app.post('/join', async (req) => {
    const { role } = await requireRole(req, 'STUDENT');
    const { code } = parse(raceJoinBody, req.body);
    // a wrong code costs (per role and per address): guessing codes is hopeless within a race's life
    const wrongCode = (err: unknown) => err instanceof AppError && err.message === RaceMessages.codeNotFound;
    const counted = [[Limits.raceJoinPerRole, role.id], [Limits.raceJoinPerAddress, clientAddress(req)]] as const;
    const { race, as, joined } = await limitFailures(req, counted, wrongCode, () => joinRace(app.db, role, code, now()));
    const view = await raceView(app.db, race, { roleId: role.id, as }, now());
    const mine = view.racers.find((r) => r.roleId === role.id);
    if (joined && mine) app.races.signal(race.id, { k: 'joined', racer: mine });
    return ok(view);
  });

  app.get('/:id', async (req) => {
    const { role } = await requireRole(req);
    const race = await raceRow(app.db, parse(raceIdParams, req.params).id);
    return ok(await raceView(app.db, race, { roleId: role.id, as: await viewerAs(app.db, race, role) }, now()));
  });

  app.post('/:id/start', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    const race = await startRace(app.db, role, parse(raceIdParams, req.params).id, now());
    app.races.signal(race.id, { k: 'start', startsAt: race.startsAt!.getTime(), endsAt: race.endsAt!.getTime() });
    return ok(await raceView(app.db, race, { roleId: role.id, as: 'teacher' }, now()));
  });

  app.post('/:id/end', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    const race = await ownRace(app.db, parse(raceIdParams, req.params).id, role);
    if (await endRace(app.db, race.id, 'teacher', now())) await app.races.ended(race.id);
    return ok(await raceView(app.db, await raceRow(app.db, race.id), { roleId: role.id, as: 'teacher' }, now()));
  });

  app.post('/:id/again', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    const { id } = parse(raceIdParams, req.params);
    const race = await againRace(app.db, role, id, now());
    // the ended race's screens invite its racers (their podium's 再来一场)
    app.races.signal(id, { k: 'next', next: { id: race.id, code: race.code } });
    return ok(await raceView(app.db, race, { roleId: role.id, as: 'teacher' }, now()));
  });

  app.post('/:id/confirm', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    const { id } = parse(raceIdParams, req.params);
    await confirmFinish(app.db, role, id, parse(raceConfirmBody, req.body).roleId, now());
    // places moved: every screen takes the whole view again
    app.races.signal(id, { k: 'view' });
    return ok(await raceView(app.db, await raceRow(app.db, id), { roleId: role.id, as: 'teacher' }, now()));
  });

  app.post('/:id/remove', async (req) => {
    const { role } = await requireRole(req, 'TEACHER');
    const { id } = parse(raceIdParams, req.params);
    const { roleId } = parse(raceRemoveBody, req.body);
    const race = await removeRacer(app.db, role, id, roleId);
    app.races.signal(race.id, { k: 'removed', roleId });
    // the last one still racing was removed: the race is over
    if (race.state === 'running') await app.races.endIfDone(race.id);
    return ok(await raceView(app.db, await raceRow(app.db, id), { roleId: role.id, as: 'teacher' }, now()));
  });
}
