import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { hashToken, resolveToken } from './services/sessions';
import { AppError } from './errors';
import { WsClose } from './wsGuard';
import { clientAddress } from './services/limiter';

/**
 * /ws: heartbeat ping/pong and server pushes (API.md). The token comes in the first message,
 * `{"type":"auth","token":…}`, never in the URL (access logs keep URLs). On PostgreSQL the pushes
 * travel through LISTEN/NOTIFY, so a tab connected to any server process gets them.
 */
export async function wsRoutes(app: FastifyInstance): Promise<void> {
  const client = (app.db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const stop = await app.push.relayThrough(client, (msg, err) => app.log.warn({ err }, msg));
    app.addHook('onClose', stop);
  }
  const { net } = app.config;
  const guard = app.wsGuard;

  app.get('/ws', { websocket: true }, (socket, req) => {
    if (!guard.admit(socket, clientAddress(req))) return;
    let state: 'waiting' | 'checking' | 'in' = 'waiting';
    /** pings that came while the token was being checked: answered once it is, so a pong after auth means "registered" */
    let heldPongs = 0;
    const pong = () => guard.send(socket, JSON.stringify({ type: 'pong' }));
    const authTimer = setTimeout(() => socket.close(WsClose.authTimeout, 'no token'), net.wsAuthTimeoutMs);
    socket.on('close', () => clearTimeout(authTimer));

    const signIn = async (token: unknown) => {
      state = 'checking';
      let userId: string;
      try {
        userId = (await resolveToken(app.db, typeof token === 'string' ? token : undefined, app.clock.now())).user.id;
      } catch (error) {
        const status = error instanceof AppError ? error.status : 50000;
        guard.send(socket, JSON.stringify({ type: 'error', status }));
        socket.close(WsClose.unauthorized, 'unauthorized');
        return;
      }
      clearTimeout(authTimer);
      if (socket.readyState !== socket.OPEN) return;
      const sessionId = hashToken(token as string);
      // Each tab of a session holds one socket: a few are plenty, thousands are an attack.
      if (app.push.countSession(userId, sessionId) >= net.wsPerSession) {
        socket.close(WsClose.tooMany, 'too many sockets');
        return;
      }
      state = 'in';
      // Kept with its token's hash: logout and a newer login close exactly the sockets they end.
      const remove = app.push.add(userId, guard.wrap(socket), sessionId);
      socket.on('close', remove);
      for (; heldPongs > 0; heldPongs--) pong();
    };

    // Listen before anything else: a ping sent right on open is answered (before the token, or once it is checked).
    socket.on('message', (raw: Buffer) => {
      let msg: { type?: string; token?: unknown } | null;
      try {
        msg = JSON.parse(raw.toString());
      } catch {
        return;
      }
      if (msg?.type === 'ping') {
        if (state === 'checking') heldPongs = Math.min(heldPongs + 1, 3);
        else pong();
      }
      else if (msg?.type === 'auth' && state === 'waiting') void signIn(msg.token);
    });
  });
}
