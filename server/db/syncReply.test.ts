import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { replyCount, waitForReply } from './syncReply';

/**
 * A stand-in for the database thread that acts out one timeline: `wake` notifies without a reply
 * (what the late notify of an earlier answer looks like), `reply` posts an answer and counts it.
 */
const script = `
const { workerData } = require('node:worker_threads');
const signal = new Int32Array(workerData.signal);
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
for (const step of workerData.steps) {
  sleep(step.after);
  if (step.reply !== undefined) {
    workerData.port.postMessage({ id: step.reply, ok: true, result: 'answer ' + step.reply });
    Atomics.add(signal, 0, 1);
  }
  Atomics.notify(signal, 0);
}
`;

let worker: Worker | undefined;
let port: MessagePort | undefined;
afterEach(async () => {
  port?.close();
  await worker?.terminate();
});

function timeline(steps: { after: number; reply?: number }[]) {
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const seen = replyCount(signal);
  worker = new Worker(script, { eval: true, workerData: { signal: signal.buffer, port: port2, steps }, transferList: [port2] });
  port = port1;
  return { port: port1, signal, seen };
}

describe('waitForReply', () => {
  it('keeps waiting through a wake-up that brought no answer (the late notify of an earlier one)', () => {
    const { port, signal, seen } = timeline([{ after: 30 }, { after: 60, reply: 7 }]);
    expect(waitForReply(port, signal, seen, 7, 5_000)).toEqual({ id: 7, ok: true, result: 'answer 7' });
  });

  it('drops the answer to a request given up on and returns its own', () => {
    const { port, signal, seen } = timeline([{ after: 30, reply: 6 }, { after: 30, reply: 7 }]);
    expect(waitForReply(port, signal, seen, 7, 5_000).result).toBe('answer 7');
  });

  it('finds an answer posted before it started waiting', () => {
    const { port, signal, seen } = timeline([{ after: 0, reply: 7 }]);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    expect(waitForReply(port, signal, seen, 7, 5_000).result).toBe('answer 7');
  });

  it('gives up after the timeout when no answer comes', () => {
    const { port, signal, seen } = timeline([{ after: 10 }]);
    expect(() => waitForReply(port, signal, seen, 7, 200)).toThrow('the database thread did not answer');
  });
});
