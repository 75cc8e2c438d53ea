import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { replyCount, waitForReply, type SyncReply } from './syncReply';

/**
 * PGlite on its own worker thread (server/db/pgliteWorker.mjs), behind the part of PGlite's
 * interface that drizzle's PGlite session uses: `query`, `exec` and `transaction`. PGlite runs
 * every query synchronously as WebAssembly on the thread that owns it; owned by the server's main
 * thread, a burst of queries held up everything else (request parsing, JSON, static files), and
 * on two cores the database and the HTTP work could not overlap. Here they do.
 *
 * A statement inside a transaction is answered synchronously (the main thread waits on an Atomics
 * counter, server/db/syncReply.ts, as it waited for PGlite's WebAssembly before): a transaction
 * holds PGlite's lock, so the gap between its statements must not include a turn of the busy event
 * loop. Everything else (queries outside transactions, BEGIN, COMMIT) is asynchronous and runs
 * beside the event loop.
 *
 * Semantics are PGlite's own: queries outside a transaction wait for an open one (PGlite's
 * transaction mutex, in the worker), a transaction commits when its callback resolves and rolls
 * back when it throws, and an acknowledged commit is on disk as before.
 */

/** How long a statement inside a transaction may take before the main thread gives up on it. */
const SYNC_TIMEOUT_MS = 60_000;

export interface QueryResult<T = unknown> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** drizzle's PGlite session passes `{ rowMode, parsers }` with identity parsers for the types it keeps as text. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** A query target: the database, or one open transaction. */
export interface ThreadQueryable {
  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  exec(sql: string): Promise<QueryResult[]>;
}

export class PGliteThread implements ThreadQueryable {
  readonly #worker: Worker;
  readonly #syncPort: MessagePort;
  readonly #signal = new Int32Array(new SharedArrayBuffer(4));
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #next = 1;
  #dead: Error | null = null;

  constructor(dataDir: string) {
    const { port1, port2 } = new MessageChannel();
    this.#syncPort = port1;
    this.#worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
      workerData: { dataDir, syncPort: port2, signal: this.#signal.buffer },
      transferList: [port2],
    });
    this.#worker.on('message', (reply: SyncReply) => {
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(Object.assign(new Error(reply.error!.message), reply.error));
    });
    const fail = (error: Error) => {
      this.#dead = error;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`the database thread exited (${code})`)));
  }

  /** Resolves once the database is open (migrations are the caller's). */
  waitReady(): Promise<void> {
    return this.#send({ op: 'ready' }).then(() => undefined);
  }

  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
    return this.#query(undefined, sql, params, options) as Promise<QueryResult<T>>;
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.#send({ op: 'exec', sql }) as Promise<QueryResult[]>;
  }

  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: ThreadQueryable) => Promise<T>): Promise<T> {
    const tx = (await this.#send({ op: 'begin' })) as number;
    const handle: ThreadQueryable = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.#query(tx, sql, params, options) as Promise<QueryResult<R>>,
      exec: async (sql) => this.#sendSync({ op: 'exec', sql, tx }) as QueryResult[],
    };
    let result: T;
    try {
      result = await fn(handle);
    } catch (error) {
      await this.#send({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.#send({ op: 'end', tx, commit: true });
    return result;
  }

  /** Closes the database (its files flushed) and ends the thread. */
  async close(): Promise<void> {
    if (!this.#dead) await this.#send({ op: 'close' }).catch(() => undefined);
    await this.#worker.terminate();
  }

  async #query(tx: number | undefined, sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    const rawTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    const message = { op: 'query', sql, params, rowMode: options?.rowMode, rawTypes, tx };
    return (tx === undefined ? await this.#send(message) : this.#sendSync(message)) as QueryResult;
  }

  /** Sends a statement of an open transaction and blocks until its answer (see the class comment). */
  #sendSync(message: Record<string, unknown>): unknown {
    if (this.#dead) throw this.#dead;
    const id = this.#next++;
    const seen = replyCount(this.#signal);
    this.#worker.postMessage({ ...message, id, sync: true });
    const reply = waitForReply(this.#syncPort, this.#signal, seen, id, SYNC_TIMEOUT_MS);
    if (!reply.ok) throw Object.assign(new Error(reply.error!.message), reply.error);
    return reply.result;
  }

  #send(message: Record<string, unknown>): Promise<unknown> {
    if (this.#dead) return Promise.reject(this.#dead);
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }
}
