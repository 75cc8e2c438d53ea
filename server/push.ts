import pg from 'pg';

/**
 * Messages the server pushes over /ws (API.md); `room` carries a race room's signal between
 * processes to the room's sink (server/services/raceRooms.ts), keyed `race:<raceId>`, never to a /ws socket.
 */
export type PushMessage = { type: 'userInfo' } | { type: 'pay'; tradeNo: string } | { type: 'points'; point: number } | { type: 'room'; signal: unknown };

export interface Socketish {
  send(data: string): void;
  readyState: number;
  close?(code?: number, reason?: string): void;
}

/**
 * Between processes only: the sockets of ended sessions are told `{type:'error', status}` and
 * closed (4401). `sessionId` names one session (logout); without it every socket of the account
 * closes except those of `keep` (a newer login replaced them).
 */
export interface SessionEnded {
  type: 'sessionEnded';
  status: number;
  sessionId?: string;
  keep?: string;
}

/** The PostgreSQL channel that carries pushes between server processes. */
export const PUSH_CHANNEL = 'xjpx_push';

/**
 * Fans push messages out to every open socket of an account. In one process `publish` delivers
 * directly; after `relayThrough(pool)` it goes through PostgreSQL NOTIFY, and every process
 * (this one included) delivers what it hears on LISTEN to its own sockets.
 */
export class PushHub {
  /** account → its open sockets here, each with the hash of the token it signed in with */
  private readonly sockets = new Map<string, Map<Socketish, string | undefined>>();
  private relay: ((userId: string, message: PushMessage | SessionEnded) => void) | null = null;

  add(userId: string, socket: Socketish, sessionId?: string): () => void {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Map()));
    set.set(socket, sessionId);
    return () => {
      set!.delete(socket);
      if (set!.size === 0 && this.sockets.get(userId) === set) this.sockets.delete(userId);
    };
  }

  /** Sends to the sockets of this process. */
  deliver(userId: string, message: PushMessage | SessionEnded): void {
    const set = this.sockets.get(userId);
    if (!set) return;
    if (message.type === 'sessionEnded') return this.closeEnded(set, message);
    const data = JSON.stringify(message);
    for (const socket of set.keys()) if (socket.readyState === 1) socket.send(data);
  }

  private closeEnded(set: Map<Socketish, string | undefined>, ended: SessionEnded): void {
    const data = JSON.stringify({ type: 'error', status: ended.status });
    for (const [socket, sessionId] of [...set]) {
      const ends = ended.sessionId ? sessionId === ended.sessionId : sessionId !== ended.keep;
      if (!ends) continue;
      set.delete(socket);
      if (socket.readyState === 1) socket.send(data);
      socket.close?.(4401, 'session ended');
    }
  }

  /** Sends to the account's sockets in every process. Fire and forget: a push is a hint to refetch. */
  publish(userId: string, message: PushMessage | SessionEnded): void {
    if (this.relay) this.relay(userId, message);
    else this.deliver(userId, message);
  }

  /** Closes, in every process, the sockets of one ended session, named by its token's hash (logout: 10000). */
  endSession(userId: string, sessionId: string, status = 10000): void {
    this.publish(userId, { type: 'sessionEnded', status, sessionId });
  }

  /** Closes, in every process, the account's sockets except those of the token hash `keep` (a newer login: 10002). */
  endOtherSessions(userId: string, keep: string | undefined, status = 10002): void {
    this.publish(userId, { type: 'sessionEnded', status, keep });
  }

  count(userId: string): number {
    return this.sockets.get(userId)?.size ?? 0;
  }

  /** Open sockets of one session (its token's hash) in this process. */
  countSession(userId: string, sessionId: string): number {
    let n = 0;
    for (const id of this.sockets.get(userId)?.values() ?? []) if (id === sessionId) n += 1;
    return n;
  }

  /**
   * 'local' (one process: pushes never leave it), 'up' (LISTEN connected) or 'down' (LISTEN lost,
   * reconnecting: pushes of other processes do not arrive here). GET /healthz reports it.
   */
  get relayState(): 'local' | 'up' | 'down' {
    return this.relayStatus;
  }
  private relayStatus: 'local' | 'up' | 'down' = 'local';
  private readonly backListeners = new Set<() => void>();

  /**
   * Calls `listener` each time the LISTEN connection is back after it was down: what other processes
   * (or this one) notified meanwhile never arrived here, and a listener reads back what it must (the
   * race rooms' finishes, raceRooms.ts). Returns the way to stop listening.
   */
  onRelayBack(listener: () => void): () => void {
    this.backListeners.add(listener);
    return () => this.backListeners.delete(listener);
  }

  /**
   * Routes pushes through PostgreSQL LISTEN/NOTIFY so several server processes share them.
   * Keeps one dedicated connection listening; after it is lost it reconnects with a growing pause
   * (0.5 s doubling up to `maxRetryMs`) for as long as it takes. Returns a stop function.
   */
  async relayThrough(pool: pg.Pool, log: (msg: string, err?: unknown) => void, maxRetryMs = 10_000): Promise<() => Promise<void>> {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    let attempt = 0;
    const schedule = () => {
      if (stopped || retry) return;
      const ms = Math.min(maxRetryMs, 500 * 2 ** Math.min(attempt++, 10));
      retry = setTimeout(() => {
        retry = undefined;
        void listen().catch(() => undefined); // a failure there schedules the next try itself
      }, ms);
    };
    const listen = async () => {
      const c = new pg.Client(pool.options);
      let lost = false;
      const lose = (err?: unknown) => {
        if (lost) return;
        lost = true;
        if (client === c) client = null;
        c.end().catch(() => undefined);
        if (stopped) return;
        this.relayStatus = 'down';
        log('push: the LISTEN connection is down; reconnecting', err);
        schedule();
      };
      c.on('notification', (n) => {
        if (n.channel !== PUSH_CHANNEL || !n.payload) return;
        try {
          const { userId, message } = JSON.parse(n.payload) as { userId: string; message: PushMessage | SessionEnded };
          this.deliver(userId, message);
        } catch (err) {
          log('push: a malformed notification was ignored', err);
        }
      });
      c.on('error', lose);
      c.on('end', () => lose());
      try {
        await c.connect();
        await c.query(`LISTEN ${PUSH_CHANNEL}`);
      } catch (err) {
        lose(err);
        throw err;
      }
      if (stopped || lost) return void c.end().catch(() => undefined);
      client = c;
      attempt = 0;
      const wasDown = this.relayStatus === 'down';
      this.relayStatus = 'up';
      if (wasDown) for (const listener of this.backListeners) listener();
    };
    try {
      await listen();
    } catch (err) {
      // at start-up the database must answer: no retry left behind a server that does not start
      stopped = true;
      clearTimeout(retry);
      throw err;
    }
    this.relay = (userId, message) => {
      // While the listener is down, this process's own sockets still get their pushes.
      if (!client) return this.deliver(userId, message);
      pool.query('select pg_notify($1, $2)', [PUSH_CHANNEL, JSON.stringify({ userId, message })]).catch((err) => {
        log('push: NOTIFY failed; delivering locally', err);
        this.deliver(userId, message);
      });
    };
    return async () => {
      stopped = true;
      clearTimeout(retry);
      this.relay = null;
      this.relayStatus = 'local';
      await client?.end().catch(() => undefined);
    };
  }
}
