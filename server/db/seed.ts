import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { vipGrades } from './schema';

/** VIP grades offered for sale (prices in cents). days ≥ 1000 means permanent. */
export const VIP_GRADES = [
  { id: 'month', name: '月度会员', days: 31, originalMoney: 3000, discountMoney: 1990, sort: 1 },
  { id: 'quarter', name: '季度会员', days: 92, originalMoney: 9000, discountMoney: 4990, sort: 2 },
  { id: 'year', name: '年度会员', days: 365, originalMoney: 36000, discountMoney: 15800, sort: 3 },
  { id: 'forever', name: '永久会员', days: 36500, originalMoney: 99900, discountMoney: 39900, sort: 4 },
];

/** Inserts the reference data, or brings it up to date; running it again changes nothing. */
export async function seed(db: Db): Promise<void> {
  await db
    .insert(vipGrades)
    .values(VIP_GRADES)
    // a grade's name, length and price follow this list, also in a database seeded by an older version
    .onConflictDoUpdate({
      target: vipGrades.id,
      set: { name: sql`excluded.name`, days: sql`excluded.days`, originalMoney: sql`excluded.original_money`, discountMoney: sql`excluded.discount_money`, sort: sql`excluded.sort` },
    });
  await db.execute(sql`select 1`);
}
