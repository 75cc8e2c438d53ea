import { HEARTBEAT_MS } from '../../contract/constants';

/** A message pushed by the server over /ws (API.md): userInfo, pay, points, pong… */
export type PushMessage = { type: string; [key: string]: unknown };
type Listener = (msg: PushMessage) => void;

const listeners = new Set<Listener>();

/** Listen to server pushes; returns the unsubscribe. */
export function onPush(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** What the connection needs from the outside, injectable for tests. */
export interface PushDeps {
  createSocket(url: string): WebSocket;
  url(): string;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(id: unknown): void;
  setRepeat(fn: () => void, ms: number): unknown;
  clearRepeat(id: unknown): void;
}

const browserDeps = (): PushDeps => ({
  createSocket: (url) => new WebSocket(url),
  url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`,
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (id) => clearTimeout(id as number),
  setRepeat: (fn, ms) => setInterval(fn, ms),
  clearRepeat: (id) => clearInterval(id as number),
});

/** Close code the server uses for a token it does not accept: do not retry with it (4408/4429 are retried). */
const UNAUTHORIZED = 4401;

/**
 * One push connection for one token: the token is the first message (never in the URL, which
 * access logs keep), heartbeat every 30 s, reconnects with a growing pause after a drop, relays
 * every message to the listeners. Returns the close function.
 */
export function connectPush(token: string, deps: PushDeps = browserDeps()): () => void {
  let socket: WebSocket | null = null;
  let heartbeat: unknown = null;
  let retry: unknown = null;
  let attempts = 0;
  let closed = false;

  const open = () => {
    retry = null;
    const ws = deps.createSocket(deps.url());
    socket = ws;
    ws.onopen = () => {
      attempts = 0;
      ws.send(JSON.stringify({ type: 'auth', token }));
      heartbeat = deps.setRepeat(() => {
        if (ws.readyState === 1) ws.send(JSON.stringify({ type: 'ping' }));
      }, HEARTBEAT_MS);
    };
    ws.onmessage = (e: MessageEvent) => {
      let msg: PushMessage;
      try {
        msg = JSON.parse(String(e.data));
      } catch {
        return;
      }
      if (msg && typeof msg.type === 'string') listeners.forEach((fn) => fn(msg));
    };
    ws.onclose = (e: CloseEvent) => {
      if (heartbeat !== null) deps.clearRepeat(heartbeat);
      heartbeat = null;
      if (closed || e.code === UNAUTHORIZED) return;
      attempts += 1;
      retry = deps.setTimer(open, Math.min(30_000, 1000 * 2 ** Math.min(attempts, 5)));
    };
  };
  open();

  return () => {
    closed = true;
    if (retry !== null) deps.clearTimer(retry);
    if (heartbeat !== null) deps.clearRepeat(heartbeat);
    socket?.close();
  };
}
