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
const REPLAY_CHAPTER = new URL('../../../engines/core/session/replayChapter.ts', import.meta.url).href;

/** A typing session: the figures at the end (or untilMs) and, when asked, at every sampleEveryMs boundary. */
function chapterReplay(replayChapter, rules, job) {
  const samples = [];
  let last = null;
  let next = job.sampleEveryMs;
  const steps = job.steps ? [] : undefined;
  const onStep = job.sampleEveryMs || steps
    ? (ms, stats) => {
        steps?.push([ms, stats]);
        while (next !== undefined && ms > next) {
          if (last) samples.push({ ms: next, stats: last });
          next += job.sampleEveryMs;
        }
        last = stats;
      }
    : undefined;
  const replay = replayChapter(rules, job.activity, job.log, { untilMs: job.untilMs, onStep, allowBackspace: job.allowBackspace });
  if (job.sampleEveryMs && last) {
    const end = job.untilMs ?? job.log.at(-1)?.[0] ?? 0;
    while (next !== undefined && next <= end) {
      samples.push({ ms: next, stats: last });
      next += job.sampleEveryMs;
    }
  }
  return { ...replay, samples, ...(steps ? { steps } : {}) };
}

async function run(job) {
  const chapter = job.kind === 'chapter';
  const [replayModule, registryModule] = await Promise.all([load(chapter ? REPLAY_CHAPTER : REPLAY), load(job.source.module)]);
  const entry = registryModule[job.source.exportName]?.[job.engine];
  if (!entry) throw Object.assign(new Error(`no machine for ${job.engine}`), { kind: 'setup' });
  // the budget runs from here: loading the modules (once a thread) is not the replay's
  parentPort.postMessage({ id: job.id, started: true });
  try {
    if (chapter) return chapterReplay(replayModule.replayChapter, entry, job);
    return replayModule.replayGame(entry.machine, job.input, job.log, job.endMs, job.tickMs);
  } catch (error) {
    throw Object.assign(new Error(error?.message ?? String(error)), { kind: 'machine' });
  }
}

parentPort.on('message', (job) => {
  // a game's and a typing session's replay both: the first hand-in of either after a start does not wait for tsx
  if (job.warm) return void Promise.all([load(REPLAY), load(REPLAY_CHAPTER), load(job.source.module)]).catch(() => undefined);
  run(job).then(
    (outcome) => parentPort.postMessage({ id: job.id, ok: true, outcome }),
    (error) => parentPort.postMessage({ id: job.id, ok: false, kind: error?.kind ?? 'setup', message: error?.message ?? String(error) }),
  );
});
