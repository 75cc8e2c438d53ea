import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import * as schema from './schema';
import { PGliteThread } from './pgliteThread';
import { nameFrequentStatements } from './namedStatements';

export type Schema = typeof schema;
/** One drizzle type for both drivers (PGlite and node-postgres share the PostgreSQL dialect). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database and runs the committed migrations.
 * `databaseUrl` selects PostgreSQL; otherwise PGlite in `dataDir` (or in memory when dataDir is 'memory://'),
 * on a worker thread of its own unless it is in memory or `pgliteThread` is false.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; pgliteThread?: boolean }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // The server may close an idle connection (restart, failover, admin command); the pool then
    // emits 'error', which unhandled would crash the process. The pool replaces the connection.
    pool.on('error', (err) => console.warn(`PostgreSQL closed an idle connection (${err.message}); it will be replaced`));
    // each connection parses and plans the frequent statements once (namedStatements.ts)
    nameFrequentStatements(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? './data';
  if (dataDir.startsWith('memory://') || options.pgliteThread === false) {
    // In memory (the API tests' throwaway databases): on the caller's thread, as PGlite comes.
    const client = new PGlite(dataDir);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return { db, kind: 'pglite', close: () => client.close() };
  }
  // On disk (`npm start`'s default): on its own thread, so queries do not stall the event loop.
  mkdirSync(dataDir, { recursive: true });
  const client = new PGliteThread(dataDir);
  await client.waitReady();
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
