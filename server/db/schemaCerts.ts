import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles } from './schema';

/**
 * 奖状: one per (role, kind, subject), so an achievement earns one certificate however often or
 * concurrently it is reported. `code` is random and unique (contract/certificates.ts); the role
 * name and figures are kept as printed, so the verify page shows what the paper says.
 */
export const certificates = pgTable(
  'certificates',
  {
    code: text('code').primaryKey(),
    roleId: text('role_id').notNull().references(() => roles.id),
    /** 'grade' | 'section' | 'streak' */
    kind: text('kind').notNull(),
    /** what, within the kind: a section id, a language and grade, the first day of a streak */
    subject: text('subject').notNull(),
    roleName: text('role_name').notNull(),
    title: text('title').notNull(),
    /** [{ label, value }] as printed */
    figures: jsonb('figures').notNull(),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_role_kind_subject').on(t.roleId, t.kind, t.subject), index('certificates_role_idx').on(t.roleId, t.achievedAt)],
);

/** 勋章 earned: once per (role, medal); `seen_at` is set when the client has announced it. */
export const medals = pgTable(
  'medals',
  {
    roleId: text('role_id').notNull().references(() => roles.id),
    medalId: text('medal_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.medalId] })],
);
