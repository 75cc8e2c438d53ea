import WebSocket from 'ws';
import type { RaceKeyEntry } from '../../contract/race';

/** A /ws/race socket with every message it received, a way to wait for one, and its close code. */
export async function raceSocket(port: number, token: string, roleId: string, raceId: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/race`);
  const received: any[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (raw) => {
    received.push(JSON.parse(raw.toString()));
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
  socket.send(JSON.stringify({ type: 'auth', token, roleId, raceId }));
  /** Resolves with the first message (from `after` on) matching `pick`. */
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
  const hello = await next((m) => m.type === 'race' || m.type === 'error');
  let seq = 0;
  /** Sends keys and waits for the answer to them (ack or error). */
  const keys = async (from: number, log: RaceKeyEntry[]) => {
    const mine = seq++;
    const at = received.length;
    socket.send(JSON.stringify({ type: 'keys', seq: mine, from, log }));
    return next((m) => (m.type === 'ack' || m.type === 'error') && m.seq === mine, at);
  };
  const send = (m: unknown) => socket.send(JSON.stringify(m));
  return { socket, received, next, closed, hello, keys, send, close: () => socket.close() };
}
export type RaceSocket = Awaited<ReturnType<typeof raceSocket>>;

const codeOf = (ch: string) => (ch === ' ' ? 'Space' : ch === '\n' ? 'Enter' : /[a-z]/i.test(ch) ? `Key${ch.toUpperCase()}` : `Digit${ch}`);

/** The key log of typing `text` (English) from `startMs`, one key every `gapMs`. */
export function typed(text: string, startMs: number, gapMs = 200): RaceKeyEntry[] {
  return [...text].map((ch, i) => [startMs + i * gapMs, codeOf(ch), ch === '\n' ? 'Enter' : ch]);
}
