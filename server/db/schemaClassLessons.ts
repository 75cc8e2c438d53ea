import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { roles, studyGroups } from './schema';

/**
 * 老师的课 (issue 42 item 4, docs/API-lessons.md): a class's own lesson, the teacher's pasted text
 * made into an activity once (server/services/pastedText.ts) and kept as made, so every child, the
 * server's replay and a later race type the same thing. Deleting one sets deleted_at: the children's
 * attempts (chapter_attempts under `lesson:<id>`) keep their title and their replay.
 */
export const classLessons = pgTable(
  'class_lessons',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id').notNull().references(() => studyGroups.id),
    createdBy: text('created_by').notNull().references(() => roles.id),
    title: text('title').notNull(),
    /** a TEXT_KINDS key: english | pinyin | hanzi | numbers */
    kind: text('kind').notNull(),
    /** the text as the teacher pasted it */
    source: text('source').notNull(),
    /** the activity the children type (with the teacher's corrected readings for 拼音) */
    activity: jsonb('activity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('class_lessons_group_idx').on(t.groupId, t.createdAt)],
);
