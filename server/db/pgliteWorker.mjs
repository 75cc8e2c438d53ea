// The embedded database's own thread (server/db/pgliteThread.ts starts it). PGlite is PostgreSQL
// compiled to WebAssembly: every query runs synchronously on the thread that owns it. Here it owns
// a worker thread, so the server's event loop keeps parsing requests, answering static files and
// serialising JSON while a query runs. Plain JavaScript, so it starts the same under node, tsx
// and vitest.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const identity = (value) => value;
const db = new PGlite(workerData.dataDir);
/** Replies to statements inside a transaction go here, and `signal` wakes the waiting main thread. */
const syncPort = workerData.syncPort;
const signal = new Int32Array(workerData.signal);

/** open transactions by id: the PGlite transaction handle and how to end it */
const open = new Map();

/** What crosses the thread boundary of a PGlite error: its message and PostgreSQL fields. */
function serializeError(error) {
  const out = { message: error?.message ?? String(error), name: error?.name ?? 'Error' };
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position', 'where']) {
    if (error && error[key] !== undefined) out[key] = error[key];
  }
  return out;
}

/** The query options of drizzle's PGlite session, rebuilt here: its parsers are functions (type ids → identity). */
function options(msg) {
  if (!msg.rowMode && !msg.rawTypes) return undefined;
  const parsers = {};
  for (const id of msg.rawTypes ?? []) parsers[id] = identity;
  return { rowMode: msg.rowMode, parsers };
}

function target(msg) {
  if (msg.tx === undefined) return db;
  const tx = open.get(msg.tx);
  if (!tx) throw new Error(`transaction ${msg.tx} is not open`);
  return tx.handle;
}

async function handle(msg) {
  switch (msg.op) {
    case 'ready':
      await db.waitReady;
      return null;
    case 'query': {
      const { rows, fields, affectedRows } = await target(msg).query(msg.sql, msg.params ?? [], options(msg));
      return { rows, fields, affectedRows };
    }
    case 'exec': {
      const results = await target(msg).exec(msg.sql);
      return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
    }
    case 'begin':
      // Answers once the transaction is open; it stays open until an 'end' for it arrives.
      return new Promise((resolveOpened, rejectOpened) => {
        let opened = false;
        db.transaction(
          (handleTx) =>
            new Promise((commit, rollback) => {
              open.set(msg.id, { handle: handleTx, commit, rollback });
              opened = true;
              resolveOpened(msg.id);
            }),
        )
          .then(() => open.get(msg.id)?.ended?.resolve(null))
          .catch((error) => {
            const entry = open.get(msg.id);
            if (!opened) rejectOpened(error);
            else if (entry?.ended?.wanted === 'rollback') entry.ended.resolve(null);
            else entry?.ended?.reject(error);
          })
          .finally(() => open.delete(msg.id));
      });
    case 'end': {
      const entry = open.get(msg.tx);
      if (!entry) throw new Error(`transaction ${msg.tx} is not open`);
      return new Promise((resolve, reject) => {
        entry.ended = { resolve, reject, wanted: msg.commit ? 'commit' : 'rollback' };
        if (msg.commit) entry.commit(null);
        else entry.rollback(new Error('rolled back'));
      });
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown op ${msg.op}`);
  }
}

function reply(msg, answer) {
  if (!msg.sync) return parentPort.postMessage(answer);
  // A counter, not a flag: see server/db/syncReply.ts.
  syncPort.postMessage(answer);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
}

parentPort.on('message', (msg) => {
  handle(msg).then(
    (result) => reply(msg, { id: msg.id, ok: true, result }),
    (error) => reply(msg, { id: msg.id, ok: false, error: serializeError(error) }),
  );
});
