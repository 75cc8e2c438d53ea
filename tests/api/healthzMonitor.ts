import { Worker } from 'node:worker_threads';

/**
 * A monitor on a thread of its own: asks GET /healthz over HTTP every 10 ms, as a load balancer
 * does, whatever the test's thread (which runs the server) is doing; a request sent while the
 * server's event loop is held waits for it, and its latency shows the hold. Posts 'up' after its
 * first answer, and [Date.now() when asked, latency] of each when told to stop.
 */
const MONITOR = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
const latencies = [];
parentPort.on('message', () => void (stop = true));
(async () => {
  while (!stop) {
    const at = Date.now();
    const asked = performance.now();
    const res = await fetch(workerData.url);
    await res.text();
    latencies.push([at, res.status === 200 ? performance.now() - asked : Infinity]);
    if (latencies.length === 1) parentPort.postMessage('up');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  parentPort.postMessage(latencies);
})();`;

export interface HealthzFigures {
  answers: number;
  p50: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The figures of latencies (ms). */
export function figuresOf(latencies: readonly number[]): HealthzFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { answers: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) };
}

/**
 * Starts the monitor on `port`; `stop()` answers the figures of every answer (the first left out)
 * and of those asked in each period `[from, to)` of Date.now() given.
 */
export async function monitorHealthz(port: number): Promise<{ stop(periods?: Array<[number, number]>): Promise<HealthzFigures & { periods: HealthzFigures[] }> }> {
  const monitor = new Worker(MONITOR, { eval: true, workerData: { url: `http://127.0.0.1:${port}/healthz` } });
  const message = () => new Promise<unknown>((resolve, reject) => monitor.once('message', resolve).once('error', reject));
  await message();
  return {
    async stop(periods = []) {
      const answered = message();
      monitor.postMessage('stop');
      const asked = ((await answered) as Array<[number, number]>).slice(1);
      await monitor.terminate();
      const within = ([from, to]: [number, number]) => asked.filter(([at]) => at >= from && at < to).map(([, ms]) => ms);
      return { ...figuresOf(asked.map(([, ms]) => ms)), periods: periods.map((p) => figuresOf(within(p))) };
    },
  };
}
