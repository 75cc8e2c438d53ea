import type { SocketDeps } from './socket';

/** A WebSocket the socket tests drive by hand (ws.test.ts, socket.test.ts): it opens, hears and closes when told. */
export class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(public url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
}

/** The sockets, timers and heartbeats a socket under test made, and the deps that make them. */
export function fakeSockets(origin: string) {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const repeats = new Map<number, { fn: () => void; ms: number }>();
  let n = 0;
  const deps: SocketDeps = {
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s as unknown as WebSocket;
    },
    origin: () => origin,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => {},
    setRepeat: (fn, ms) => (repeats.set(++n, { fn, ms }), n),
    clearRepeat: (id) => repeats.delete(id as number),
  };
  return { sockets, timers, repeats, deps };
}
