import type { FastifyInstance } from 'fastify';
import { resolveToken } from './services/sessions';
import { AppError } from './errors';

/** /ws?Authorization=<token>: heartbeat ping/pong and server pushes (API.md). */
export async function wsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/ws', { websocket: true }, async (socket, req) => {
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
    const remove = app.push.add(userId, socket);
    socket.on('message', (raw: Buffer) => {
      let msg: { type?: string } = {};
      try {
        msg = JSON.parse(raw.toString());
      } catch {
        return;
      }
      if (msg.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    });
    socket.on('close', remove);
  });
}
