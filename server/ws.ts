import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { hashToken, resolveToken } from './services/sessions';
import { AppError } from './errors';

/**
 * /ws?Authorization=<token>: heartbeat ping/pong and server pushes (API.md). On PostgreSQL the
 * pushes travel through LISTEN/NOTIFY, so a tab connected to any server process gets them.
 */
export async function wsRoutes(app: FastifyInstance): Promise<void> {
  const client = (app.db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const stop = await app.push.relayThrough(client, (msg, err) => app.log.warn({ err }, msg));
    app.addHook('onClose', stop);
  }

  app.get('/ws', { websocket: true }, async (socket, req) => {
    // Listen before any await: a ping sent right on open must not be lost while the token is checked.
    socket.on('message', (raw: Buffer) => {
      let msg: { type?: string } | null;
      try {
        msg = JSON.parse(raw.toString());
      } catch {
        return;
      }
      if (msg?.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    });
    const token = (req.query as Record<string, string | undefined>).Authorization;
    let userId: string;
    try {
      userId = (await resolveToken(app.db, token, app.clock.now())).user.id;
    } catch (error) {
      const status = error instanceof AppError ? error.status : 50000;
      socket.send(JSON.stringify({ type: 'error', status }));
      socket.close(4401, 'unauthorized');
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    // Kept with its token's hash: logout and a newer login close exactly the sockets they end.
    const remove = app.push.add(userId, socket, hashToken(token!));
    socket.on('close', remove);
  });
}
