import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles, studyGroups } from './schema';

/**
 * 班级比赛 (issue 28, docs/API-race.md). `state` is 'lobby' | 'running' | 'ended' (the countdown is
 * 'running' before starts_at). The join code is unique among races not ended.
 */
export const races = pgTable(
  'races',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    groupId: text('group_id').notNull().references(() => studyGroups.id),
    teacherRoleId: text('teacher_role_id').notNull().references(() => roles.id),
    /** RaceKind: english | pinyin | hanzi | numbers */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** the curriculum chapter, or null for the teacher's pasted text */
    chapterId: text('chapter_id'),
    /** the activity every racer types (contract/levels.ts) */
    activity: jsonb('activity').notNull(),
    state: text('state').notNull().default('lobby'),
    /** RaceEndReason once ended */
    endReason: text('end_reason'),
    limitSeconds: integer('limit_seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('races_open_code_idx').on(t.code).where(sql`${t.endedAt} is null`),
    index('races_group_idx').on(t.groupId, t.createdAt),
    index('races_open_idx').on(t.state, t.expiresAt),
  ],
);

/**
 * A racer of a race: the stored key log and the server's replay of it. `epoch` counts the sockets
 * that took the racer's lane: a write from an older socket (another device, a dropped connection)
 * is refused. `place` is given under the race row's lock (raceFinish.ts finishLanes), by the time the
 * finishing key reached the server (`arrived_ms`), then by its time: no unique index on it, since a
 * finish placed before others moves their places in one update (an immediate unique check fails half
 * way through such an update). A finish far beyond the child's own speed waits for the teacher
 * (`review`, no place until confirmed: docs/API-race.md).
 */
export const raceRacers = pgTable(
  'race_racers',
  {
    raceId: text('race_id').notNull().references(() => races.id, { onDelete: 'cascade' }),
    roleId: text('role_id').notNull().references(() => roles.id),
    lane: integer('lane').notNull(),
    /** RacerStatus */
    status: text('status').notNull().default('waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** [[ms since the start, code, key], …] */
    log: jsonb('log').notNull().default(sql`'[]'::jsonb`),
    keys: integer('keys').notNull().default(0),
    progress: real('progress').notNull().default(0),
    cpm: real('cpm').notNull().default(0),
    accuracy: real('accuracy').notNull().default(100),
    correct: integer('correct').notNull().default(0),
    wrong: integer('wrong').notNull().default(0),
    finishMs: integer('finish_ms'),
    /** ms since the start (server clock) when the finishing key reached the server: the place's order */
    arrivedMs: integer('arrived_ms'),
    place: integer('place'),
    /** a finish far beyond the child's recorded speed: no place until the teacher confirms it (待老师确认) */
    review: boolean('review').notNull().default(false),
    /** ms the lane's keys are moved later (keys that came back more than RACE_KEY_MAX_AGE_MS late, raceKeys.ts) */
    shiftMs: integer('shift_ms').notNull().default(0),
    epoch: integer('epoch').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.raceId, t.roleId] }),
    uniqueIndex('race_racers_lane_idx').on(t.raceId, t.lane),
  ],
);
