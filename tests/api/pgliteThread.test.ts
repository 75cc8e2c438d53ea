import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from '../../server/db/pgliteThread';
import { within } from '../machine';

/**
 * PGlite on its worker thread (the default of `npm start` on disk): the part of PGlite's interface
 * drizzle uses behaves as PGlite's own — results, parsers kept as text, errors with their
 * PostgreSQL code, transactions that commit or roll back, and isolation from queries outside them.
 */
describe('PGliteThread', () => {
  const dir = mkdtempSync(join(tmpdir(), 'xjpx-thread-'));
  const db = new PGliteThread(dir);

  beforeAll(async () => {
    await db.waitReady();
    await db.exec('create table t (id int primary key, at timestamptz not null default now(), note text)');
  }, within(60_000));
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers queries with parameters in object and array row modes', async () => {
    await db.query('insert into t (id, note) values ($1, $2), ($3, $4)', [1, 'a', 2, 'b']);
    const objects = await db.query('select id, note from t order by id');
    expect(objects.rows).toEqual([
      { id: 1, note: 'a' },
      { id: 2, note: 'b' },
    ]);
    const arrays = await db.query('select id, note from t where id = $1', [2], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[2, 'b']]);
    expect(arrays.fields.map((f) => f.name)).toEqual(['id', 'note']);
  });

  it('keeps the types drizzle asks for as text (its parsers cannot cross the thread)', async () => {
    const parsed = await db.query<{ at: unknown }>('select at from t where id = 1');
    expect(parsed.rows[0]).toHaveProperty('at');
    expect((parsed.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
    const raw = await db.query('select at from t where id = 1', [], { rowMode: 'object', parsers: { 1184: (v: unknown) => v } });
    expect(typeof (raw.rows[0] as { at: unknown }).at).toBe('string');
  });

  it('passes PostgreSQL errors with their code', async () => {
    const error = await db.query('insert into t (id, note) values (1, $1)', ['dup']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as { code?: string }).code).toBe('23505');
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query('insert into t (id, note) values (10, $1)', ['kept']);
      return (await tx.query('select count(*)::int as n from t')).rows[0];
    });
    expect(value).toEqual({ n: 3 });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t (id, note) values (11, $1)', ['gone']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const ids = (await db.query('select id from t order by id', [], { rowMode: 'array' })).rows.flat();
    expect(ids).toEqual([1, 2, 10]);
  });

  it('rolls back a transaction whose statement failed, with the statement’s error', async () => {
    const error = await db
      .transaction(async (tx) => {
        await tx.query('insert into t (id, note) values (20, $1)', ['half']);
        await tx.query('insert into t (id, note) values (1, $1)', ['dup']);
      })
      .catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('23505');
    expect((await db.query('select id from t where id = 20')).rows).toEqual([]);
  });

  it('keeps queries outside a transaction out of it, and concurrent transactions one after another', async () => {
    const seen: string[] = [];
    const slow = db.transaction(async (tx) => {
      await tx.query('update t set note = $1 where id = 2', ['inside']);
      seen.push('tx wrote');
      await new Promise((r) => setTimeout(r, 50));
      await tx.query('update t set note = $1 where id = 2', ['committed']);
      seen.push('tx done');
    });
    await new Promise((r) => setTimeout(r, 10));
    const outside = db.query<{ note: string }>('select note from t where id = 2').then((r) => {
      seen.push(`outside read ${r.rows[0]!.note}`);
    });
    const counters = Array.from({ length: 20 }, () =>
      db.transaction(async (tx) => {
        const n = (await tx.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n;
        await tx.query('insert into t (id, note) values ($1, $2)', [100 + n, 'counter']);
      }),
    );
    await Promise.all([slow, outside, ...counters]);
    expect(seen).toEqual(['tx wrote', 'tx done', 'outside read committed']);
    // 20 read-then-insert transactions, each seeing the one before: no duplicate key, 20 rows.
    expect((await db.query('select count(*)::int as n from t where note = $1', ['counter'])).rows[0]).toEqual({ n: 20 });
  });

  it('answers every statement of many transactions in turn, with queries outside them in between', async () => {
    // Thousands of in-transaction round trips: a wake-up meant for one statement must never hand
    // the main thread another's answer (an off-by-one there failed every later transaction).
    await db.exec('create table s (tx int, k int, primary key (tx, k))');
    const rounds = Array.from({ length: 200 }, (_, n) =>
      db.transaction(async (tx) => {
        for (let k = 0; k < 10; k++) {
          const { rows } = await tx.query<{ n: number }>('insert into s (tx, k) values ($1, $2) returning tx as n', [n, k]);
          expect(rows).toEqual([{ n }]);
        }
      }),
    );
    const outside = Array.from({ length: 200 }, (_, n) => db.query<{ n: number }>('select $1::int as n', [n]).then((r) => expect(r.rows).toEqual([{ n }])));
    await Promise.all([...rounds, ...outside]);
    expect((await db.query('select count(*)::int as n from s')).rows[0]).toEqual({ n: 2000 });
  }, within(60_000));
});
