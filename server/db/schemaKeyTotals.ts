import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { roles } from './schema';

/**
 * Each role's running total of hits and misses per key, over every chapter attempt and finished
 * game round not mashed (contract/weakKeys.ts MASHED_ROUND_ACCURACY): the weak-key coach, the key report and the key-accuracy medal read these rows (one a
 * key) instead of summing every attempt's key counts, a cost that grew with a child's history and
 * was paid on every chapter typed above 95 % (docs/SCALING.md). Added to in the same transaction as
 * the attempt (progress.ts) and in the same statement as the round's result (gameRounds.ts
 * finishRound), through services/keyTotals.ts; the migration filled it from both tables.
 */
export const keyTotals = pgTable(
  'key_totals',
  {
    roleId: text('role_id').notNull().references(() => roles.id),
    /** a KeyboardEvent.code: 'KeyF', 'Digit1', 'Space' */
    code: text('code').notNull(),
    hit: integer('hit').notNull(),
    miss: integer('miss').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.code] })],
);
