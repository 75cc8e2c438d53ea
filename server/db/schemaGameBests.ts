import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { roles } from './schema';

/**
 * Each role's best score on a game level and mode, and when it first reached it: the all-time
 * board and a finished round's place count these rows (one a role) instead of every round of the
 * level, which grew with the school's history (docs/SCALING.md). Written in the same statement as
 * the round's result (gameRounds.ts finishRound); the migration filled it from game_rounds.
 */
export const gameBests = pgTable(
  'game_bests',
  {
    roleId: text('role_id').notNull().references(() => roles.id),
    courseId: text('course_id').notNull(),
    levelId: text('level_id').notNull(),
    /** 'level' | 'classic' */
    mode: text('mode').notNull(),
    score: integer('score').notNull(),
    /** when the role first finished a round with this score: the earlier of a tie ranks first */
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.courseId, t.levelId, t.mode] }), index('game_bests_rank_idx').on(t.courseId, t.levelId, t.mode, t.score, t.finishedAt)],
);
