import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startTestApp, type TestApp } from './harness';

const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

describe.skipIf(!onPostgres)('when PostgreSQL closes the idle connections', () => {
  it('keeps serving: the pool replaces them instead of crashing the process', async () => {
    expect((await t.call('GET', t.api('/vip/vipGrade/list'))).status).toBe(200);
    const crashes: unknown[] = [];
    const onCrash = (err: unknown) => crashes.push(err);
    process.on('uncaughtException', onCrash);
    try {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      // every connection of the server to this file's database, as a restart or failover would
      const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [t.databaseName]);
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      await expect.poll(async () => (await t.call('GET', t.api('/vip/vipGrade/list'))).status, { timeout: 5_000 }).toBe(200);
      expect(crashes).toEqual([]);
    } finally {
      process.off('uncaughtException', onCrash);
    }
  });
});
