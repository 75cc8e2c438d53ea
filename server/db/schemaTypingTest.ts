import { bigint, date, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { roles } from './schema';

/**
 * 打字测试 (issue 29): one row a started test. The start stores the text the child is given
 * (`activity`, drawn from levels/typingTests by `seed` and `band`); the submit stores the figures
 * the server computed from the replayed log, once (finished_at guards it).
 */
export const typingTests = pgTable(
  'typing_tests',
  {
    id: text('id').primaryKey(),
    roleId: text('role_id').notNull().references(() => roles.id),
    /** 'english' | 'pinyin' | 'hanzi' (contract/typingTest.ts TEST_KINDS) */
    kind: text('kind').notNull(),
    minutes: integer('minutes').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** the text band drawn from (1 = 一级–三级, 2 = 四级–六级, 3 = 七级–十级) */
    band: integer('band').notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    activity: jsonb('activity').notNull(),
    /** the Asia/Shanghai day the test started on */
    day: date('day', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cpm: integer('cpm'),
    accuracy: real('accuracy'),
    /** 0 (未定级) … 10 (十级) */
    grade: integer('grade'),
    /** contract/typingTest.ts TestFigures */
    figures: jsonb('figures'),
    /** the key log as sent: [[ms, code, key], …] */
    log: jsonb('log'),
    /** replays begun for this test; past MAX_TEST_SUBMISSIONS it is closed */
    submissions: integer('submissions').notNull().default(0),
  },
  (t) => [index('typing_tests_role_idx').on(t.roleId, t.kind, t.finishedAt)],
);
