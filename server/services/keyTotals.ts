import { sql, type SQL } from 'drizzle-orm';
import type { KeyStats } from '../../contract/student';
import { executedRows } from '../db/rows';
import type { DbOrTx } from './points';

/**
 * Adds one typing's per-key counts (a jsonb object { code: { hit, miss } }) to its role's running
 * totals (db/schemaKeyTotals.ts). A statement, or a CTE of one: `roleId` and `stats` may be columns
 * of a CTE named in `from` (the round's finish adds the row it just stored). Keys go in code order,
 * so two additions for one role at once lock their rows in the same order and cannot deadlock.
 */
export function addKeyTotals(o: { roleId: SQL; stats: SQL; from?: SQL }): SQL {
  return sql`insert into key_totals (role_id, code, hit, miss)
    select ${o.roleId}, k.key, coalesce((k.value->>'hit')::int, 0), coalesce((k.value->>'miss')::int, 0)
    from ${o.from ? sql`${o.from}, ` : sql``}jsonb_each(${o.stats}) as k
    order by k.key
    on conflict (role_id, code) do update set hit = key_totals.hit + excluded.hit, miss = key_totals.miss + excluded.miss`;
}

/** Per-key hits and misses summed over all the role's chapter attempts and finished game rounds: its running totals. */
export async function keyStatsOf(db: DbOrTx, roleId: string): Promise<KeyStats> {
  const rows = executedRows<{ code: string; hit: number | string; miss: number | string }>(
    await db.execute(sql`select code, hit, miss from key_totals where role_id = ${roleId}`),
  );
  return Object.fromEntries(rows.map((r) => [r.code, { hit: Number(r.hit), miss: Number(r.miss) }]));
}
