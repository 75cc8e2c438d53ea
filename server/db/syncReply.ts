import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';

/**
 * The main thread's side of a synchronous answer from a worker (server/db/pgliteThread.ts): the
 * worker posts its reply on `port`, then adds 1 to `signal[0]` and notifies. The signal is a
 * counter, not a 0/1 flag: with a flag, the notify of one answer could land after the main thread
 * had already read that answer (it saw the 1 without sleeping) and had gone to sleep for the next
 * one, waking it with the port still empty; that answer then stayed queued, and every later
 * statement read the answer of the one before it.
 */
export interface SyncReply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: { message: string; name: string } & Record<string, unknown>;
}

/** The counter to pass to `waitForReply`; read it before posting the request. */
export const replyCount = (signal: Int32Array) => Atomics.load(signal, 0);

/**
 * Blocks until the reply numbered `id` arrives on `port` (replies to earlier requests, given up on
 * after a timeout, are dropped), or throws after `timeoutMs`. `seen` is `replyCount` from before
 * the request was posted.
 */
export function waitForReply(port: MessagePort, signal: Int32Array, seen: number, id: number, timeoutMs: number): SyncReply {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    // `seen` was read before this look (by the caller, or after the last wait): a reply posted
    // after the look has moved the counter past it, so the wait returns at once, never missing it.
    const reply = receiveMessageOnPort(port)?.message as SyncReply | undefined;
    if (reply?.id === id) return reply;
    if (reply) continue;
    const left = deadline - performance.now();
    if (left <= 0 || Atomics.wait(signal, 0, seen, left) === 'timed-out') throw new Error('the database thread did not answer');
    seen = Atomics.load(signal, 0);
  }
}
