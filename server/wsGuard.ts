import type { WebSocket } from 'ws';
import type { NetLimits } from './config';
import type { Socketish } from './push';

/** Close codes of /ws (API.md "Push"): the client retries after 4408 and 4429, never after 4401. */
export const WsClose = { unauthorized: 4401, authTimeout: 4408, tooMany: 4429 } as const;

/**
 * What keeps /ws from eating the server (issue 25 item 4): a socket that does not read its
 * messages is cut off once its unsent data passes `wsMaxBuffered`; every socket is pinged every
 * `wsPingMs` and one that did not answer the previous ping is dropped; one client address holds at
 * most `wsPerAddress` sockets. Sockets per session: /ws counts them in the PushHub at sign-in,
 * /ws/race here (`admitSession`), so one token cannot take its address's whole cap on either.
 */
export class WsGuard {
  private readonly perAddress = new Map<string, number>();
  private readonly perSession = new Map<string, number>();
  private readonly unanswered = new Set<WebSocket>();
  private readonly open = new Set<WebSocket>();
  private readonly timer: NodeJS.Timeout;
  /** sockets closed because their unsent data passed the bound (for tests and logs) */
  overflowed = 0;
  /** sockets closed because they did not answer a ping */
  dead = 0;

  constructor(private readonly limits: NetLimits) {
    this.timer = setInterval(() => this.pingAll(), limits.wsPingMs).unref();
  }

  /** Takes a new socket in; false (and the socket closed with 4429) when its address has too many. */
  admit(socket: WebSocket, address: string): boolean {
    const held = this.perAddress.get(address) ?? 0;
    if (held >= this.limits.wsPerAddress) {
      socket.close(WsClose.tooMany, 'too many sockets');
      return false;
    }
    this.perAddress.set(address, held + 1);
    this.open.add(socket);
    socket.on('pong', () => this.unanswered.delete(socket));
    // A protocol ping is answered by ws itself: its pong counts against the bound as well.
    socket.on('ping', () => this.check(socket));
    socket.on('close', () => {
      this.open.delete(socket);
      this.unanswered.delete(socket);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    return true;
  }

  /**
   * Counts a signed-in socket against its session (`key`: the route and the token's hash) until it
   * closes; false (and the socket closed with 4429) when the session holds `wsPerSession` already.
   */
  admitSession(socket: WebSocket, key: string): boolean {
    const held = this.perSession.get(key) ?? 0;
    if (held >= this.limits.wsPerSession) {
      socket.close(WsClose.tooMany, 'too many sockets');
      return false;
    }
    this.perSession.set(key, held + 1);
    socket.on('close', () => {
      const left = (this.perSession.get(key) ?? 1) - 1;
      if (left > 0) this.perSession.set(key, left);
      else this.perSession.delete(key);
    });
    return true;
  }

  /** Sends unless the socket is closing, then cuts it off if its unsent data passed the bound. */
  send(socket: WebSocket, data: string): void {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(data);
    this.check(socket);
  }

  /** The socket as the PushHub sees it: every push goes through the same bound. */
  wrap(socket: WebSocket): Socketish {
    return {
      send: (data) => this.send(socket, data),
      get readyState() {
        return socket.readyState;
      },
      close: (code, reason) => socket.close(code, reason),
    };
  }

  private check(socket: WebSocket): void {
    if (socket.bufferedAmount <= this.limits.wsMaxBuffered) return;
    this.overflowed += 1;
    // A close frame would only queue behind what the peer does not read: drop the connection.
    socket.terminate();
  }

  private pingAll(): void {
    for (const socket of this.open) {
      if (this.unanswered.has(socket)) {
        this.dead += 1;
        socket.terminate();
        continue;
      }
      this.unanswered.add(socket);
      socket.ping();
      this.check(socket);
    }
  }

  count(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
