// A replay thread of the pool in server/services/replay/pool.ts. A game's replay runs its xstate
// machine key by key, synchronously: here it runs beside the server's event loop, and the pool
// ends this thread when a replay outlives its time budget. Plain JavaScript, so it starts the same
// under node, tsx and vitest; the machines (TypeScript) are loaded through tsx's scoped import.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

/** loaded modules by URL: a registry's module and the replay function's */
const modules = new Map();
const load = (url) => {
  if (!modules.has(url)) modules.set(url, tsImport(url, import.meta.url));
  return modules.get(url);
};

const REPLAY = new URL('../../../engines/core/game/replay.ts', import.meta.url).href;

async function run(job) {
  const [{ replayGame }, registryModule] = await Promise.all([load(REPLAY), load(job.source.module)]);
  const entry = registryModule[job.source.exportName]?.[job.engine];
  if (!entry) throw Object.assign(new Error(`no machine for ${job.engine}`), { kind: 'setup' });
  // the budget runs from here: loading the modules (once a thread) is not the replay's
  parentPort.postMessage({ id: job.id, started: true });
  try {
    return replayGame(entry.machine, job.input, job.log, job.endMs, job.tickMs);
  } catch (error) {
    throw Object.assign(new Error(error?.message ?? String(error)), { kind: 'machine' });
  }
}

parentPort.on('message', (job) => {
  if (job.warm) return void Promise.all([load(REPLAY), load(job.source.module)]).catch(() => undefined);
  run(job).then(
    (outcome) => parentPort.postMessage({ id: job.id, ok: true, outcome }),
    (error) => parentPort.postMessage({ id: job.id, ok: false, kind: error?.kind ?? 'setup', message: error?.message ?? String(error) }),
  );
});
