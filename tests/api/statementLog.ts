import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Every statement the server sends to its database while `run` runs, in order, as the text sent
 * (BEGIN and COMMIT included): PGlite's query/exec and node-postgres's Client.query are wrapped for
 * that time, so the same test counts round trips on both databases. For tests of a request's cost:
 * on a busy machine each round trip waits for a core, and each durable commit for the disk.
 */
export async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const text = (q: unknown) => (typeof q === 'string' ? q : ((q as { text?: string })?.text ?? String(q))).replace(/\s+/g, ' ').trim();
  const undo: Array<() => void> = [];
  const wrap = (proto: Record<string, unknown>, name: string, note: (args: unknown[]) => void) => {
    const original = proto[name] as (...args: unknown[]) => unknown;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      note(args);
      return original.apply(this, args);
    };
    undo.push(() => void (proto[name] = original));
  };
  const lite = PGlite.prototype as unknown as Record<string, unknown>;
  wrap(lite, 'query', (args) => seen.push(text(args[0])));
  wrap(lite, 'exec', (args) => seen.push(text(args[0])));
  // PGlite runs a transaction's BEGIN and COMMIT itself, and its statements on a transaction object
  const transaction = lite.transaction as (cb: (tx: Record<string, (...a: unknown[]) => unknown>) => unknown) => Promise<unknown>;
  lite.transaction = function (this: unknown, cb: (tx: Record<string, (...a: unknown[]) => unknown>) => unknown) {
    seen.push('BEGIN');
    return transaction
      .call(this, (tx) => {
        for (const name of ['query', 'exec'] as const) {
          const original = tx[name]!.bind(tx);
          tx[name] = (...args: unknown[]) => {
            seen.push(text(args[0]));
            return original(...args);
          };
        }
        return cb(tx);
      })
      .finally(() => seen.push('COMMIT'));
  };
  undo.push(() => void (lite.transaction = transaction));
  wrap(pg.Client.prototype as unknown as Record<string, unknown>, 'query', (args) => seen.push(text(args[0])));
  try {
    await run();
  } finally {
    for (const u of undo.reverse()) u();
  }
  return seen;
}

/** Statements that write and wait for the WAL flush: not a read, not BEGIN/COMMIT, not async-committed. */
export const durableWrites = (statements: readonly string[]) =>
  statements.filter((s) => /^(insert|update|delete|with)\b/i.test(s) && /\b(insert|update|delete)\b/i.test(s) && !s.includes('synchronous_commit'));
