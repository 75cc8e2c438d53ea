import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { nameFrequentStatements } from '../../server/db/namedStatements';

/**
 * The pool names a statement it sends often, so PostgreSQL parses and plans it once per connection
 * (server/db/namedStatements.ts); texts seen rarely and texts past the cap stay unnamed.
 */
const url = process.env.DATABASE_URL;
let pool: pg.Pool | undefined;
afterEach(async () => {
  await pool?.end();
  pool = undefined;
});

/** The statements prepared on the pool's one connection (this query has no parameters: it is never named). */
async function prepared(p: pg.Pool): Promise<string[]> {
  const rows = await p.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time');
  return rows.rows.map((r) => r.statement);
}

describe.skipIf(!url)('frequent statements on PostgreSQL', () => {
  it('are prepared once they have been sent three times, and answer as before', async () => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    nameFrequentStatements(pool, { after: 3, max: 10 });
    const add = 'select $1::int + 1 as n';
    expect((await pool.query(add, [1])).rows).toEqual([{ n: 2 }]);
    expect((await pool.query(add, [2])).rows).toEqual([{ n: 3 }]);
    expect(await prepared(pool)).toEqual([]);
    expect((await pool.query(add, [3])).rows).toEqual([{ n: 4 }]);
    expect((await pool.query({ text: add, values: [4] })).rows).toEqual([{ n: 5 }]);
    expect(await prepared(pool)).toEqual([add]);
  });

  it('stop at the cap, and a statement that fails still works with other values', async () => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    nameFrequentStatements(pool, { after: 1, max: 2 });
    const divide = 'select 10 / $1::int as n';
    await expect(pool.query(divide, [0])).rejects.toThrow(/division by zero/);
    expect((await pool.query(divide, [5])).rows).toEqual([{ n: 2 }]);
    await pool.query('select $1::text as a', ['x']);
    await pool.query('select $1::text as b', ['y']);
    expect(await prepared(pool)).toEqual([divide, 'select $1::text as a']);
  });
});
