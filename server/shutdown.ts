import type { FastifyInstance } from 'fastify';
import { Server as NetServer, type Socket } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A connection idle this long while draining is closed (a request just arriving is given that much time to show). */
const IDLE_CLOSE_MS = 200;
const SWEEP_MS = 50;

interface Conn {
  active: number;
  idleSince: number;
  /** requests seen on it so far */
  requests: number;
  /** `requests` when a sweep last found it idle: closed on the next sweep if nothing came in between */
  marked?: number;
}

/**
 * Graceful stop (issue 25 item 5). `drain()` stops accepting connections, lets every request in
 * flight finish (answered with `Connection: close`), closes idle keep-alive connections and push
 * sockets (1001: the tab reconnects to another process), and resolves when nothing is left or
 * `graceMs` has passed — then whatever remains is cut. Fastify's own close() would instead answer
 * requests arriving on open connections with 503 and close connections whose request was not yet
 * read, and it waits without bound for a stalled one.
 */
export function gracefulStop(app: FastifyInstance, graceMs: number) {
  const server = app.server;
  const conns = new Map<Socket, Conn>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    conns.set(socket, { active: 0, idleSince: Date.now(), requests: 0 });
    socket.once('close', () => conns.delete(socket));
  });
  // First in line, before Fastify answers (it may answer within the same tick).
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const conn = conns.get(req.socket);
    if (draining) res.setHeader('connection', 'close');
    if (!conn) return;
    conn.active += 1;
    conn.requests += 1;
    res.once('close', () => {
      conn.active -= 1;
      conn.idleSince = Date.now();
    });
  });
  // An upgraded connection is a push socket now: the WebSocket server closes it.
  server.on('upgrade', (req: IncomingMessage) => conns.delete(req.socket));

  const sockets = () => app.websocketServer?.clients ?? new Set();

  async function drain(): Promise<{ cut: number }> {
    draining = true;
    // Stop accepting only: http.Server#close would also close connections whose request is not read yet.
    NetServer.prototype.close.call(server);
    for (const ws of sockets()) ws.close(1001, 'server restarting');
    const deadline = Date.now() + graceMs;
    for (;;) {
      const now = Date.now();
      for (const [socket, conn] of conns) {
        if (conn.active > 0 || now - conn.idleSince < IDLE_CLOSE_MS) continue;
        // Found idle twice with a turn of the event loop between: a request already in its buffer
        // (the loop was busy) has been read by then, so only a truly idle connection is closed.
        if (conn.marked === conn.requests) socket.destroy();
        else conn.marked = conn.requests;
      }
      if ((conns.size === 0 && sockets().size === 0) || now >= deadline) break;
      await new Promise((r) => setTimeout(r, SWEEP_MS));
    }
    const cut = conns.size + sockets().size;
    for (const socket of conns.keys()) socket.destroy();
    for (const ws of sockets()) ws.terminate();
    return { cut };
  }

  return { drain, connections: () => conns.size };
}
