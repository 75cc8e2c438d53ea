import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

const dialect = new PgDialect();

/** A value written into the statement's text: a string quoted (pg's escapeLiteral), a finite number, a boolean or null. */
export function literal(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return pg.escapeLiteral(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  throw new Error(`a script takes strings, finite numbers, booleans and null, not ${typeof v}`);
}

/** The statement's text with its parameters written in (placeholders are drizzle's $1, $2… and appear nowhere else in its text). */
export function inlined(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/** The PostgreSQL pool or the PGlite client (in memory, or its thread) under a drizzle database. */
type Client = pg.Pool | { exec(text: string): Promise<Array<{ rows: unknown[] }>> };

/**
 * Sends `statements` as one message (the simple query protocol): one round trip and one implicit
 * transaction, committed after the last statement or rolled back as a whole by an error, each
 * statement with its own snapshot (READ COMMITTED) — so a statement after a `for update` sees
 * what committed before the lock was granted. A lock taken in it is held only while the database
 * runs the statements and commits, never while this process's event loop or the network delays
 * the next statement (as in a transaction of several round trips). `onConnection` is told when
 * the pool gave a connection (RACE_TRACE). Returns each statement's rows.
 */
export async function oneTrip(db: Db, statements: SQL[], onConnection?: () => void): Promise<unknown[][]> {
  const text = statements.map(inlined).join(';\n');
  const client = (db as unknown as { $client: Client }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    onConnection?.();
    let result: pg.QueryResult | pg.QueryResult[];
    try {
      result = (await connection.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
    } catch (err) {
      // a broken connection is closed, not handed out again (as pool.query does)
      connection.release(err as Error);
      throw err;
    }
    connection.release();
    return (Array.isArray(result) ? result : [result]).map((r) => r.rows ?? []);
  }
  onConnection?.();
  return (await client.exec(text)).map((r) => r.rows ?? []);
}
