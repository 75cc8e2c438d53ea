import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Accounts. A guest has only visit_id; mobile, username and WeChat are login methods bound to it. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    visitId: text('visit_id').unique(),
    mobile: text('mobile').unique(),
    username: text('username').unique(),
    passwordHash: text('password_hash'),
    wechatOpenid: text('wechat_openid').unique(),
    wechatNickname: text('wechat_nickname'),
    vipExpireAt: timestamp('vip_expire_at', { withTimezone: true }),
    vipForever: boolean('vip_forever').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Usernames sign in case-insensitively, so they must also be unique case-insensitively.
  (t) => [uniqueIndex('users_username_lower').on(sql`lower(${t.username})`)],
);

/** Sessions: the token is stored as its SHA-256; one live session per account. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** 'logout' | 'replaced' */
    endReason: text('end_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** SMS verification codes (one row per send). */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    code: text('code').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.sentAt)],
);

/** One-time OAuth codes handed out by the sandbox WeChat consent page. */
export const wechatCodes = pgTable('wechat_codes', {
  code: text('code').primaryKey(),
  openid: text('openid').notNull(),
  nickname: text('nickname').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Roles (child profiles) of an account. */
export const roles = pgTable(
  'roles',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id),
    roleName: text('role_name').notNull(),
    roleType: text('role_type').notNull(),
    avatar: text('avatar').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('roles_user_idx').on(t.userId)],
);

export const vipGrades = pgTable('vip_grades', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  days: integer('days').notNull(),
  originalMoney: integer('original_money').notNull(),
  discountMoney: integer('discount_money').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const vipOrders = pgTable(
  'vip_orders',
  {
    tradeNo: text('trade_no').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id),
    gradeId: text('grade_id').notNull().references(() => vipGrades.id),
    days: integer('days').notNull(),
    amount: integer('amount').notNull(),
    method: text('method').notNull(),
    /** 'pending' | 'paid' */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('vip_orders_user_idx').on(t.userId)],
);

/** Every points change of a role; the balance is the sum. `ref` makes each change happen once. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roleId: text('role_id').notNull().references(() => roles.id),
    delta: integer('delta').notNull(),
    /** 'chapter' | 'draw' | 'signIn' | 'game' | … */
    reason: text('reason').notNull(),
    ref: text('ref').notNull().unique(),
    /** the Asia/Shanghai calendar day the change counts for */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('points_ledger_role_idx').on(t.roleId, t.day)],
);

/** One finished chapter attempt; attempt_id is made by the client so a retry is stored once. */
export const chapterAttempts = pgTable(
  'chapter_attempts',
  {
    attemptId: text('attempt_id').primaryKey(),
    roleId: text('role_id').notNull().references(() => roles.id),
    chapterId: text('chapter_id').notNull(),
    durationMs: integer('duration_ms').notNull(),
    correct: integer('correct').notNull(),
    wrong: integer('wrong').notNull(),
    cpm: real('cpm').notNull(),
    accuracy: real('accuracy').notNull(),
    stars: integer('stars').notNull(),
    pointsEarned: integer('points_earned').notNull(),
    keyStats: jsonb('key_stats').notNull().default(sql`'{}'::jsonb`),
    /** typing_pinyin chapters: hits and misses per 声母/韵母 (contract PinyinStatsBody); null for the others */
    pinyinStats: jsonb('pinyin_stats'),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chapter_attempts_role_idx').on(t.roleId, t.createdAt)],
);

/** Best result of a role per chapter (stars drive the course pages). */
export const chapterBest = pgTable(
  'chapter_best',
  {
    roleId: text('role_id').notNull().references(() => roles.id),
    chapterId: text('chapter_id').notNull(),
    stars: integer('stars').notNull(),
    bestCpm: real('best_cpm').notNull(),
    bestAccuracy: real('best_accuracy').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.chapterId] })],
);

/** Daily check-ins. */
export const signIns = pgTable(
  'sign_ins',
  {
    roleId: text('role_id').notNull().references(() => roles.id),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_ins_role_day').on(t.roleId, t.day)],
);

/**
 * A game round: started (its 50 points taken in the same transaction), then finished once by the
 * server's replay of the key log (API.md, Game). Ranks and best stars are read from here.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: text('id').primaryKey(),
    roleId: text('role_id').notNull().references(() => roles.id),
    courseId: text('course_id').notNull(),
    levelId: text('level_id').notNull(),
    renderEngine: text('render_engine').notNull(),
    /** 'level' | 'classic' */
    mode: text('mode').notNull().default('level'),
    /** the seed of the round's random generator (32-bit unsigned) */
    seed: bigint('seed', { mode: 'number' }).notNull(),
    /** the Asia/Shanghai day the round started on */
    day: date('day', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    score: integer('score'),
    stars: integer('stars'),
    accuracy: real('accuracy'),
    correct: integer('correct'),
    wrong: integer('wrong'),
    maxCombo: integer('max_combo'),
    durationMs: integer('duration_ms'),
    keyStats: jsonb('key_stats'),
    /** the key log as sent: [[ms, code, key], …] */
    log: jsonb('log'),
    /** replays of this round's logs begun (game/progress): past MAX_ROUND_SUBMISSIONS the round is closed */
    submissions: integer('submissions').notNull().default(0),
    /** of those, the ones refused; submissions − refusals are in flight */
    refusals: integer('refusals').notNull().default(0),
    /** the homework a free round was played for (no ledger row); null for a round paid with points */
    homeworkId: text('homework_id'),
  },
  (t) => [
    index('game_rounds_role_idx').on(t.roleId, t.startedAt),
    index('game_rounds_homework_idx').on(t.homeworkId, t.roleId, t.day).where(sql`${t.homeworkId} is not null`),
    index('game_rounds_rank_idx').on(t.courseId, t.levelId, t.mode, t.score),
  ],
);

/** A class: made by a teacher role, joined by student roles through the invite link. */
export const studyGroups = pgTable(
  'study_groups',
  {
    id: text('id').primaryKey(),
    ownerRoleId: text('owner_role_id').notNull().references(() => roles.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('study_groups_owner_idx').on(t.ownerRoleId)],
);

/** Members of a class (student roles); a row is removed when the student leaves or is removed. */
export const studyGroupMembers = pgTable(
  'study_group_members',
  {
    groupId: text('group_id').notNull().references(() => studyGroups.id),
    roleId: text('role_id').notNull().references(() => roles.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.roleId] }), index('study_group_members_role_idx').on(t.roleId)],
);

/** A 练习薄弱键 chapter generated for one role from its weakest keys; its result counts like a chapter's. */
export const weakPractices = pgTable(
  'weak_practices',
  {
    id: text('id').primaryKey(),
    roleId: text('role_id').notNull().references(() => roles.id),
    /** 'keys' (练习薄弱键, a typing_text passage) or 'pinyin' (练习薄弱拼音, typing_pinyin items) */
    kind: text('kind').notNull().default('keys'),
    /** the typing_text passage ('' for a pinyin practice) */
    text: text('text').notNull(),
    /** the typing_pinyin items (hanzi and pinyin) of a pinyin practice; null for keys */
    items: jsonb('items'),
    /** what it trains: key codes, or the 声母/韵母 of a pinyin practice */
    keys: jsonb('keys').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('weak_practices_role_idx').on(t.roleId, t.day)],
);

/**
 * Rate-limit counters (server/services/limiter.ts): one row per limit and subject (an address, a
 * mobile, an account), a fixed window from its first hit. In the database, so every server process
 * counts on the same rows.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);
export * from './schemaHomework';
export * from './schemaCerts';
export * from './schemaTypingTest';
export * from './schemaRace';
export * from './schemaGameBests';
export * from './schemaKeyTotals';
export * from './schemaSchool';
export * from './schemaAttemptLogs';
export * from './schemaClassLessons';
