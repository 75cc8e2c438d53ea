import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { chapterAttempts, roles } from './schema';

/**
 * The key log of a chapter attempt (issue 42 item 5, docs/API-replay.md): the very log the server
 * replayed when it took the attempt (server/services/attemptLogs.ts), kept so the class teacher can
 * watch it again. Brotli of the log's JSON, base64 (`log`), at most ATTEMPT_LOG_MAX_BYTES
 * (contract/replay.ts); a log past that is not kept (`log` null, `entries` still says how long it
 * was). Races, typing tests and game rounds keep their logs in their own rows (race_racers.log,
 * typing_tests.log, game_rounds.log): not copied here.
 */
export const attemptLogs = pgTable(
  'attempt_logs',
  {
    attemptId: text('attempt_id').primaryKey().references(() => chapterAttempts.attemptId, { onDelete: 'cascade' }),
    /** the child (so a child's export and delete find these rows, server/services/school/childData.ts) */
    roleId: text('role_id').notNull().references(() => roles.id),
    /** entries of the log as scored */
    entries: integer('entries').notNull(),
    /** bytes of the log's JSON before compression */
    rawBytes: integer('raw_bytes').notNull(),
    /** base64 of brotli(JSON of [[ms, code, key], …]); null when past the cap */
    log: text('log'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attempt_logs_role_idx').on(t.roleId)],
);
