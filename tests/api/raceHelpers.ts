import { openCollectingSocket } from './socketHelpers';
import type { RaceKeyEntry } from '../../contract/race';

/** A /ws/race socket with every message it received, a way to wait for one, and its close code. */
export async function raceSocket(port: number, token: string, roleId: string, raceId: string) {
  const { socket, received, next, closed } = await openCollectingSocket(`ws://127.0.0.1:${port}/ws/race`, { type: 'auth', token, roleId, raceId });
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
