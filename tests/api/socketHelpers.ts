import WebSocket from 'ws';

/**
 * A WebSocket that keeps every message it receives (parsed), sends `auth` once open, and waits for
 * a message: the push socket's tests (ws.test.ts) and the race's (raceHelpers.ts) both use it.
 */
export async function openCollectingSocket(url: string, auth: unknown) {
  const socket = new WebSocket(url);
  const received: any[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (raw) => {
    received.push(JSON.parse(raw.toString()));
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
  socket.send(JSON.stringify(auth));
  /** Resolves with the first message (from `after` on) matching `pick`; rejects after `timeoutMs` with what came. */
  const next = (pick: (m: any) => boolean, after = 0, timeoutMs = 20_000) =>
    new Promise<any>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no such message; got ${JSON.stringify(received).slice(0, 2000)}`)), timeoutMs);
      const look = () => {
        const found = received.slice(after).find(pick);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(look);
      };
      look();
    });
  return { socket, received, next, closed };
}
