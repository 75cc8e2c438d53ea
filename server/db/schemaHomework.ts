import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles, studyGroups } from './schema';

/**
 * Homework (作业): a class's teacher assigns one chapter or one game level with a due day. What a
 * child has done is not stored here: it is read from chapter_attempts and game_rounds made after
 * created_at (server/services/homeworkDone.ts), so nothing is counted twice.
 */
export const homeworkAssignments = pgTable(
  'homework_assignments',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id').notNull().references(() => studyGroups.id),
    createdBy: text('created_by').notNull().references(() => roles.id),
    /** 'chapter' | 'game' */
    kind: text('kind').notNull(),
    /** the chapter id, or `<gameCourseId>/<levelId>` for a game level */
    itemKey: text('item_key').notNull(),
    /** the last Asia/Shanghai day it counts as on time */
    dueDay: date('due_day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // one live assignment of an item per class: a double click (or two tabs) creates it once
    uniqueIndex('homework_group_item_live').on(t.groupId, t.itemKey).where(sql`${t.deletedAt} is null`),
    index('homework_group_idx').on(t.groupId, t.createdAt),
  ],
);
