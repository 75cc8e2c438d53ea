import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as schema from '../server/db/schema';
import { openDatabase, type Database, type Db } from '../server/db/client';

/**
 * One migrated in-memory PGlite per test run, copied into every test file's database.
 *
 * Making a PGlite runs initdb, and the migrations follow: seconds of CPU per file on this 2-core
 * machine, paid by each of the ~90 API and browser test files. The test run's global setup makes
 * the database once and dumps its data folder to a file (writeTemplate); each file then starts a
 * PGlite from that dump (openMemoryDatabase), which skips initdb. The migrations still run on the
 * copy, as openDatabase runs them: on a current template they find nothing to do, on a stale one
 * they bring it up to date, so a file's database is the same either way. Without a template (a
 * script outside vitest, one file run by hand) it is openDatabase's own in-memory database.
 */

const migrationsFolder = fileURLToPath(new URL('../server/db/migrations', import.meta.url));

/** Makes the migrated template and writes its data folder to `path` (an uncompressed tarball). */
export async function writeTemplate(path: string): Promise<void> {
  const client = new PGlite('memory://');
  await migrate(drizzle(client, { schema }) as never, { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

/** The template's path, provided by the global setup of the API and browser projects (undefined outside vitest). */
async function templatePath(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  const path = inject('pgliteTemplate') as string | undefined;
  return typeof path === 'string' && existsSync(path) ? path : undefined;
}

/** A migrated PGlite in memory for one test file: a copy of the run's template when there is one. */
export async function openMemoryDatabase(): Promise<Database> {
  const template = await templatePath();
  if (!template) return openDatabase({ dataDir: 'memory://' });
  const client = new PGlite('memory://', { loadDataDir: new Blob([readFileSync(template)]) });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
