import type { FastifyInstance } from 'fastify';
import { Status } from '../contract/envelope';
import { RaceClose, RaceMessages, raceClientMessage, type RaceServerMessage } from '../contract/race';
import { AppError } from './errors';
import { hashToken, resolveToken } from './services/sessions';
import { clientAddress } from './services/limiter';
import { RaceLane } from './services/raceLane';
import { claimLane, storedLog } from './services/raceLaneStore';
import { raceRow, raceView, viewerAs } from './services/races';
import type { Room, Viewer } from './services/raceRoom';
import { WsClose } from './wsGuard';

/**
 * /ws/race (docs/API-race.md): a race's projector, racers and watchers. The first message is
 * `{type:'auth', token, roleId, raceId}`; then the socket joins the race's room in this process
 * (server/services/raceRooms.ts), a racer's socket takes the racer's lane, and the room's signals
 * reach it from every process. Bounded as /ws is (WsGuard: per address, per session, unread data, heartbeat).
 */
export async function raceWsRoutes(app: FastifyInstance): Promise<void> {
  const guard = app.wsGuard;
  app.get('/ws/race', { websocket: true }, (socket, req) => {
    if (!guard.admit(socket, clientAddress(req))) return;
    const out = guard.wrap(socket);
    const send = (m: RaceServerMessage) => out.send(JSON.stringify(m));
    let state: 'waiting' | 'checking' | 'in' | 'closed' = 'waiting';
    const isClosed = () => socket.readyState !== socket.OPEN;
    let room: Room | null = null;
    let viewer: Viewer | null = null;
    const authTimer = setTimeout(() => socket.close(WsClose.authTimeout, 'no token'), app.config.net.wsAuthTimeoutMs);
    socket.on('close', () => {
      state = 'closed';
      clearTimeout(authTimer);
      if (viewer) {
        // a racer's device left mid-race: the projector marks the car 离线 (a reload's new socket clears it)
        if (viewer.lane?.racing && room) room.signal({ k: 'left', roleId: viewer.roleId, epoch: viewer.lane.epoch });
        void viewer.lane?.close(false);
        room?.leave(viewer);
      }
    });

    const refuse = (status: number, message: string, code: number) => {
      send({ type: 'error', status, message });
      socket.close(code, 'refused');
    };

    const enter = async (token: string, roleId: string, raceId: string) => {
      state = 'checking';
      const now = app.clock.now();
      try {
        const { role } = await resolveToken(app.db, token, now, roleId);
        if (!role) return refuse(Status.forbidden, '角色不属于当前账号', RaceClose.notAllowed);
        // a session holds at most wsPerSession race sockets (a projector, a tab or two): not its address's whole cap
        if (isClosed() || !guard.admitSession(socket, `race|${hashToken(token)}`)) return;
        const race = await raceRow(app.db, raceId);
        const as = await viewerAs(app.db, race, role);
        clearTimeout(authTimer);
        if (isClosed()) return;
        room = await app.races.enter(raceId);
        const v: Viewer = { socket: out, roleId: role.id, as, lane: null };
        room.viewers.add(v);
        // closed meanwhile: the close handler ran before there was a viewer to take out
        if (isClosed()) return room.leave(v);
        viewer = v;
        let log = as === 'racer' ? await storedLog(app.db, raceId, role.id) : undefined;
        if (as === 'racer' && room.race.state !== 'ended') {
          const claim = await claimLane(app.db, raceId, role.id);
          if (claim && !isClosed()) {
            log = claim.log;
            v.lane = new RaceLane(room, v, claim.epoch, [...claim.log], claim.status, claim.shiftMs);
            // older sockets of this racer (any process) close
            room.signal({ k: 'claimed', roleId: role.id, epoch: claim.epoch });
          }
        }
        state = 'in';
        send({ type: 'race', race: room.present(await raceView(app.db, room.race, { roleId: role.id, as }, app.clock.now())), ...(log ? { log } : {}) });
      } catch (error) {
        if (error instanceof AppError) {
          const code = error.status === Status.notSignedIn || error.status === Status.tokenExpired || error.status === Status.signedInElsewhere ? WsClose.unauthorized : RaceClose.notAllowed;
          return refuse(error.status, error.message, code);
        }
        app.log.warn({ err: error }, 'race: a socket could not enter');
        refuse(Status.serverError, '服务器开小差了，请稍后再试', RaceClose.notAllowed);
      }
    };

    socket.on('message', (raw: Buffer) => {
      let json: unknown;
      try {
        json = JSON.parse(raw.toString());
      } catch {
        return send({ type: 'error', status: Status.invalid, message: RaceMessages.unknownMessage });
      }
      const parsed = raceClientMessage.safeParse(json);
      if (!parsed.success) {
        const seq = (json as { seq?: unknown } | null)?.seq;
        const issue = parsed.error.issues[0]?.message;
        const known = (json as { type?: unknown } | null)?.type === 'keys' && issue && /[\u4e00-\u9fff]/.test(issue);
        return send({ type: 'error', status: Status.invalid, message: known ? issue : RaceMessages.unknownMessage, ...(typeof seq === 'number' ? { seq } : {}) });
      }
      const m = parsed.data;
      if (m.type === 'ping') return send({ type: 'pong' });
      if (m.type === 'auth') {
        if (state === 'waiting') void enter(m.token, m.roleId, m.raceId);
        return;
      }
      if (state !== 'in' || !viewer) return send({ type: 'error', status: Status.notSignedIn, message: '请先登录', seq: m.seq });
      if (!viewer.lane) {
        const message = viewer.as === 'racer' && room?.race.state === 'ended' ? RaceMessages.ended : RaceMessages.notRacer;
        return send({ type: 'error', status: Status.forbidden, message, seq: m.seq });
      }
      viewer.lane.keys(m);
    });
  });
}
