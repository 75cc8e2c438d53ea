import { browserSocketDeps, openSocket, type SocketDeps } from './socket';

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
export type PushDeps = SocketDeps;

/** Close code the server uses for a token it does not accept: do not retry with it (4408/4429 are retried). */
const UNAUTHORIZED = 4401;

/**
 * One push connection for one token (the page's one socket client, socket.ts): heartbeat every
 * 30 s, reconnects with a growing pause after a drop (1 s doubling to 30 s), relays every message
 * to the listeners. Returns the close function.
 */
export function connectPush(token: string, deps: PushDeps = browserSocketDeps()): () => void {
  const socket = openSocket<PushMessage>(
    {
      path: '/ws',
      auth: { token },
      backoff: (attempt) => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)),
      final: new Set([UNAUTHORIZED]),
      message: (msg) => listeners.forEach((fn) => fn(msg)),
    },
    deps,
  );
  return () => socket.close();
}
