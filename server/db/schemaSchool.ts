import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles, studyGroups, users } from './schema';

/**
 * The school edition (issue 42, docs/API-school.md). A student the teacher makes is a STUDENT role
 * in an account of its own with no way to sign in but its card (an account has one live session,
 * and 40 children sign in at once); the card row says which class and which school account (the
 * teacher's) it belongs to.
 */
export const classCards = pgTable(
  'class_cards',
  {
    /** the public id of the card (the roster names it; never the role id) */
    cardId: text('card_id').primaryKey(),
    roleId: text('role_id').notNull().references(() => roles.id),
    groupId: text('group_id').notNull().references(() => studyGroups.id),
    /** the teacher's account, the school account the child belongs to */
    schoolUserId: text('school_user_id').notNull().references(() => users.id),
    /** the written code (contract/school.ts cardCodePattern); a new one on revoke */
    code: text('code').notNull(),
    /** the QR token names it and is signed with it: a revoke adds one, so every older QR stops */
    generation: integer('generation').notNull().default(1),
    /** the picture password: PICTURE_COUNT picture ids, comma-separated, in order */
    pictures: text('pictures').notNull(),
    /** picture passwords missed in a row; at CARD_MISS_MAX the card locks */
    misses: integer('misses').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    studentNo: text('student_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('class_cards_code').on(t.code), uniqueIndex('class_cards_role').on(t.roleId), index('class_cards_group_idx').on(t.groupId)],
);

/** The class code of 班级登录, made with the class's first card. */
export const classCodes = pgTable(
  'class_codes',
  {
    groupId: text('group_id').primaryKey().references(() => studyGroups.id),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('class_codes_code').on(t.code)],
);

/** Keys the server makes once and every process shares (the card tokens' HMAC key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** A class's settings (contract/classSettings.ts); no row: the defaults. */
export const classSettings = pgTable('class_settings', {
  groupId: text('group_id').primaryKey().references(() => studyGroups.id),
  allowBackspace: boolean('allow_backspace').notNull().default(true),
  showKeyboard: boolean('show_keyboard').notNull().default(true),
  showHands: boolean('show_hands').notNull().default(true),
  starsToOpen: integer('stars_to_open').notNull().default(0),
  /** course ids open to the class; null: every course */
  openCourses: jsonb('open_courses').$type<string[] | null>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
