import { HEARTBEAT_MS } from '../../contract/constants';

/** What a socket needs from the outside, injectable for tests (socket.test.ts, ws.test.ts). */
export interface SocketDeps {
  createSocket(url: string): WebSocket;
  /** the page's own origin as ws:// or wss:// */
  origin(): string;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(id: unknown): void;
  setRepeat(fn: () => void, ms: number): unknown;
  clearRepeat(id: unknown): void;
}

export const browserSocketDeps = (): SocketDeps => ({
  createSocket: (url) => new WebSocket(url),
  origin: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`,
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (id) => clearTimeout(id as number),
  setRepeat: (fn, ms) => setInterval(fn, ms),
  clearRepeat: (id) => clearInterval(id as number),
});

export interface SocketOptions<M extends { type: string }> {
  /** the path on the page's origin: /ws (pushes), /ws/race */
  path: string;
  /** the first message on every (re)connection: the token goes here, never in the URL (access logs keep URLs) */
  auth: Record<string, unknown>;
  /** the pause before reconnect attempt n (1, 2, …) */
  backoff(attempt: number): number;
  /** close codes after which reconnecting cannot help (a bad token, not allowed, replaced) */
  final: ReadonlySet<number>;
  /** the server accepted the auth: this message says so (default: the socket opened) */
  accepted?(msg: M): boolean;
  message(msg: M): void;
  /** accepted (after auth), or dropped and retrying */
  online?(up: boolean): void;
  /** closed for good by the server: the close code */
  closed?(code: number): void;
}

export interface Socket {
  /** sends when connected; false when not (the caller keeps what it could not send) */
  send(msg: object): boolean;
  close(): void;
}

/**
 * The one client socket of the page (push on /ws, a race on /ws/race): auth as the first message,
 * a heartbeat every HEARTBEAT_MS, reconnects with a growing pause after a drop (never after a final
 * code), JSON messages with a string `type` relayed, anything else ignored.
 */
export function openSocket<M extends { type: string }>(o: SocketOptions<M>, deps: SocketDeps = browserSocketDeps()): Socket {
  let ws: WebSocket | null = null;
  let beat: unknown = null;
  let retry: unknown = null;
  let attempts = 0;
  let closed = false;
  const accept = () => {
    attempts = 0;
    o.online?.(true);
  };

  const open = () => {
    retry = null;
    const s = deps.createSocket(`${deps.origin()}${o.path}`);
    ws = s;
    s.onopen = () => {
      s.send(JSON.stringify({ type: 'auth', ...o.auth }));
      beat = deps.setRepeat(() => {
        if (s.readyState === 1) s.send(JSON.stringify({ type: 'ping' }));
      }, HEARTBEAT_MS);
      if (!o.accepted) accept();
    };
    s.onmessage = (e: MessageEvent) => {
      let msg: M;
      try {
        msg = JSON.parse(String(e.data));
      } catch {
        return;
      }
      if (!msg || typeof msg.type !== 'string') return;
      if (o.accepted?.(msg)) accept();
      o.message(msg);
    };
    s.onclose = (e: CloseEvent) => {
      if (beat !== null) deps.clearRepeat(beat);
      beat = null;
      if (ws !== s || closed) return;
      o.online?.(false);
      if (o.final.has(e.code)) {
        closed = true;
        o.closed?.(e.code);
        return;
      }
      attempts += 1;
      retry = deps.setTimer(open, o.backoff(attempts));
    };
  };
  open();

  return {
    send(msg) {
      if (!ws || ws.readyState !== 1) return false;
      ws.send(JSON.stringify(msg));
      return true;
    },
    close() {
      closed = true;
      if (retry !== null) deps.clearTimer(retry);
      if (beat !== null) deps.clearRepeat(beat);
      beat = null;
      ws?.close();
    },
  };
}
