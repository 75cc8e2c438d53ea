import { Worker } from 'node:worker_threads';
import type { GameInput, GameOutcome } from '../../../engines/core/game/types';
import type { KeyLogEntry } from '../../../engines/core/keyLog';
import type { Activity } from '../../../contract/levels';
import type { ChapterReplay } from '../../../engines/core/session/replayChapter';
import type { LiveStats } from '../../../engines/core/types';
import { COSTLY_UNITS, replayCost } from './cost';

/**
 * Game replays off the event loop: a small pool of threads (server/services/replay/replayWorker.mjs)
 * that run a round's key log through its game's machine (engines/core/game/replay.ts). A replay
 * runs a machine synchronously key by key; on the main thread a crafted log held every request
 * (/healthz) for as long as it ran. Here each replay has a time budget: a thread that outlives it
 * is ended (and replaced for the next job) and the replay is refused. Reusable by every server-side
 * replay (game rounds today; class races and typing tests later): a job names the module and export
 * of a registry of machines (`{ [engine]: { machine } }`, as engines/games/gameRules.ts) to load.
 *
 * The pool is fair (issue 39: eight roles handing in costly logs held one child's hand-in 28 s):
 * - a job names its `owner` (the role): an owner's replays run one at a time, a few more wait, and
 *   beyond that the owner is refused as 'busy' (42900) — one role cannot fill the threads or the queue;
 * - a job's cost is estimated before it is queued (cost.ts): past `costBudget` it is refused
 *   ('cost'); the cheapest waiting job runs first (its wait counting for it), and a costly one never
 *   holds the last free thread, so a child's ordinary hand-in finds a thread within one replay.
 */

/** Where a thread finds the machines: a module URL and the export holding `{ [engine]: { machine } }`. */
export interface ReplaySource {
  module: string;
  exportName: string;
}

/** Who a replay is for: an owner's replays run one at a time (a role id). */
interface Owned {
  owner?: string;
}

export interface ReplayJob extends Owned {
  source: ReplaySource;
  engine: string;
  input: GameInput;
  log: readonly KeyLogEntry[];
  /** game ms of the replay's last tick */
  endMs: number;
  tickMs: number;
}

/** Where a thread finds the typing chapter engines (engines/chapterRules.ts). */
export const CHAPTER_SOURCE: ReplaySource = { module: new URL('../../../engines/chapterRules.ts', import.meta.url).href, exportName: 'chapterRules' };

/** A typing session (a class race, a typing test) replayed through its chapter engine (engines/core/session/replayChapter.ts). */
export interface ChapterReplayJob extends Owned {
  engine: string;
  activity: Activity;
  log: readonly KeyLogEntry[];
  /** false: the child's class allows no 退格 (the 汉字 engine then counts a wrong character and goes on) */
  allowBackspace?: boolean;
  /** keys after this are not judged (a timed test's end) */
  untilMs?: number;
  /** also answer the figures at every multiple of this many ms (a per-minute speed line) */
  sampleEveryMs?: number;
  /** also answer the figures after every log entry sent to the machine, in order (a typing test's slow keys) */
  steps?: boolean;
}

/** The replay's figures, and the samples a `sampleEveryMs` job asked for: the live figures at each boundary. */
export interface ChapterReplayOutcome extends ChapterReplay {
  samples: Array<{ ms: number; stats: LiveStats }>;
  /** with `steps`: [ms, figures after it] for log entries 0 … keys − 1 */
  steps?: Array<[number, LiveStats]>;
}

/** Why a replay gave no outcome: it outlived its budget, the machine threw, too many wait (or its owner's), or its estimated cost is past the budget. */
export class ReplayRefused extends Error {
  constructor(readonly reason: 'overrun' | 'machine' | 'busy' | 'cost', message: string) {
    super(message);
  }
}

export interface ReplayPoolOptions {
  /** threads at most (started on demand) */
  threads: number;
  /** how long one replay may run on its thread (ms) */
  budgetMs: number;
  /** replays waiting for a thread at most; more are refused as 'busy' */
  maxQueue?: number;
  /** replays of one owner waiting beside its running one at most; more are refused as 'busy' */
  maxOwnerWaiting?: number;
  /** the estimated cost (cost.ts units) past which a replay is refused as 'cost' */
  costBudget?: number;
}

/** The default cost budget: a 30-minute game round at the bound of a hand (27,030 keys, 7,200 ticks) fits. */
export const REPLAY_COST_BUDGET = 40_000;

/** How long a new thread may take to load the machines before its job counts as failed. */
const STARTUP_MS = 60_000;

type AnyJob = ReplayJob | ({ kind: 'chapter'; source: ReplaySource } & ChapterReplayJob);

interface Pending {
  id: number;
  job: AnyJob;
  /** the estimated cost (cost.ts) */
  cost: number;
  costly: boolean;
  /** performance.now() when queued */
  queuedAt: number;
  resolve: (outcome: any) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
  timer: NodeJS.Timeout | null;
}

export class ReplayPool {
  readonly #options: Required<ReplayPoolOptions>;
  readonly #slots = new Set<Slot>();
  readonly #queue: Pending[] = [];
  #next = 1;
  #closed = false;

  /** how long one replay may run */
  get budgetMs(): number {
    return this.#options.budgetMs;
  }

  constructor(options: ReplayPoolOptions) {
    const { threads, budgetMs, maxQueue = 64, maxOwnerWaiting = 2, costBudget = REPLAY_COST_BUDGET } = options;
    this.#options = { threads: Math.max(1, threads), budgetMs, maxQueue, maxOwnerWaiting, costBudget };
  }

  /** The round's outcome (null: the log does not end the round); ReplayRefused when refused. */
  run(job: ReplayJob): Promise<GameOutcome | null> {
    return this.#enqueue(job);
  }

  /** A typing session's figures from its key log (ReplayRefused when refused, as a game's). */
  runChapter(job: ChapterReplayJob): Promise<ChapterReplayOutcome> {
    return this.#enqueue({ ...job, kind: 'chapter', source: CHAPTER_SOURCE });
  }

  #enqueue<T>(job: AnyJob): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('the replay pool is closed'));
    const cost = replayCost(job.log, 'tickMs' in job ? Math.ceil(job.endMs / job.tickMs) : 0);
    if (cost > this.#options.costBudget) return Promise.reject(new ReplayRefused('cost', `replay of ${cost} units over the budget of ${this.#options.costBudget}`));
    if (this.#queue.length >= this.#options.maxQueue) return Promise.reject(new ReplayRefused('busy', 'too many replays waiting'));
    if (job.owner !== undefined && this.#queue.filter((p) => p.job.owner === job.owner).length >= this.#options.maxOwnerWaiting) {
      return Promise.reject(new ReplayRefused('busy', 'too many replays of one owner waiting'));
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: this.#next++, job, cost, costly: cost > COSTLY_UNITS, queuedAt: performance.now(), resolve, reject });
      this.#dispatch();
    });
  }

  /**
   * The next job to run: the cheapest, less a unit for every ms it has waited (so a costly one is
   * not put off for ever); none of an owner with a replay running; a costly one only while another
   * thread stays free for cheap ones (with one thread, one at a time).
   */
  #pick(): number {
    const running = [...this.#slots].map((s) => s.current).filter((p): p is Pending => p !== null);
    const owners = new Set(running.map((p) => p.job.owner).filter((o) => o !== undefined));
    const costlyRoom = running.filter((p) => p.costly).length < Math.max(1, this.#options.threads - 1);
    const now = performance.now();
    let best = -1;
    let bestRank = Infinity;
    this.#queue.forEach((p, i) => {
      if (p.job.owner !== undefined && owners.has(p.job.owner)) return;
      if (p.costly && !costlyRoom) return;
      const rank = p.cost - (now - p.queuedAt);
      if (rank < bestRank) [best, bestRank] = [i, rank];
    });
    return best;
  }

  /** Starts the threads and loads the `sources` on each, so the first replays after a start do not wait for them. */
  warm(...sources: ReplaySource[]): void {
    while (!this.#closed && this.#slots.size < this.#options.threads) {
      const { worker } = this.#spawn();
      for (const source of sources) worker.postMessage({ id: 0, warm: true, source });
    }
  }

  /** Ends every thread; waiting replays are rejected. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const p of this.#queue.splice(0)) p.reject(new Error('the replay pool is closed'));
    await Promise.all([...this.#slots].map((slot) => this.#end(slot, new Error('the replay pool is closed'))));
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      let slot = [...this.#slots].find((s) => !s.current);
      if (!slot && this.#slots.size >= this.#options.threads) return;
      const next = this.#pick();
      if (next === -1) return;
      slot ??= this.#spawn();
      const pending = this.#queue.splice(next, 1)[0]!;
      slot.current = pending;
      // until the thread says it started the replay, only the (generous) startup limit runs
      slot.timer = setTimeout(() => void this.#end(slot, new Error('the replay thread did not start')), STARTUP_MS);
      slot.worker.postMessage({ id: pending.id, ...pending.job });
    }
  }

  #spawn(): Slot {
    const worker = new Worker(new URL('./replayWorker.mjs', import.meta.url));
    worker.unref();
    const slot: Slot = { worker, current: null, timer: null };
    this.#slots.add(slot);
    worker.on('message', (msg: { id: number; started?: true; ok?: boolean; outcome?: unknown; kind?: string; message?: string }) => {
      const pending = slot.current;
      if (!pending || pending.id !== msg.id) return;
      if (msg.started) {
        clearTimeout(slot.timer!);
        slot.timer = setTimeout(() => void this.#end(slot, new ReplayRefused('overrun', `replay over ${this.#options.budgetMs} ms`)), this.#options.budgetMs);
        return;
      }
      clearTimeout(slot.timer!);
      slot.current = null;
      if (msg.ok) pending.resolve(msg.outcome ?? null);
      else if (msg.kind === 'machine') pending.reject(new ReplayRefused('machine', msg.message ?? 'the machine failed'));
      else pending.reject(new Error(msg.message ?? 'replay failed'));
      this.#dispatch();
    });
    const gone = (error: Error) => {
      if (!this.#slots.delete(slot)) return;
      clearTimeout(slot.timer!);
      slot.current?.reject(error);
      slot.current = null;
      if (!this.#closed) this.#dispatch();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the replay thread exited (${code})`)));
    return slot;
  }

  /** Ends a slot's thread, failing its job with `error`; the next job gets a new thread. */
  async #end(slot: Slot, error: Error): Promise<void> {
    if (!this.#slots.delete(slot)) return;
    clearTimeout(slot.timer!);
    const pending = slot.current;
    slot.current = null;
    pending?.reject(error);
    await slot.worker.terminate();
    if (!this.#closed) this.#dispatch();
  }
}
