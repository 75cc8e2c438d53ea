import { sql } from 'drizzle-orm';
import { MEDAL_RULES } from '../../contract/certificates';
import { executedRows } from '../db/rows';
import type { DbOrTx } from './points';
import type { ClassSettings } from '../../contract/classSettings';
import { classRulesSql, rulesOf } from './school/classRules';

/** What a chapter attempt's transaction reads before it writes. */
export interface AttemptFacts {
  /** the attempt as stored before (a retry, an offline replay), or null */
  stored: { roleId: string; stars: number; pointsEarned: number } | null;
  /** the role's best stars on the chapter before this attempt (0 before the first) */
  best: number;
  /** chapter points the role got today (the daily cap counts them) */
  chapterPointsToday: number;
  /** medals the role has */
  medals: Set<string>;
  /** the role's attempts before this one, counted up to the hundred-chapter medal's bar */
  attempts: number;
  /** what the role's classes ask (contract/classSettings.ts strictest) */
  rules: ClassSettings;
  /** the role's best stars on the chapter before this one in its course (0 when none) */
  previousBest: number;
}

/**
 * Everything the attempt's checks read, in one statement instead of five (each a round trip, and on
 * PostgreSQL a socket write: the largest share of a request's CPU, docs/SCALING.md). Run it after
 * the role's lock is taken: the statement's snapshot then sees every write of the role before it.
 * `rules` already read (a replay that needed them before the transaction, attemptLogs.ts) are not read again.
 */
export async function attemptFacts(
  tx: DbOrTx,
  input: { roleId: string; attemptId: string; chapterId: string; day: string; previousChapterId?: string | null; rules?: ClassSettings },
): Promise<AttemptFacts> {
  const { roleId, attemptId, chapterId, day } = input;
  const previousId = input.previousChapterId ?? '';
  const result = await tx.execute(sql`
    select
      (select json_build_object('roleId', a.role_id, 'stars', a.stars, 'pointsEarned', a.points_earned)
         from chapter_attempts a where a.attempt_id = ${attemptId}) as stored,
      (select b.stars from chapter_best b where b.role_id = ${roleId} and b.chapter_id = ${chapterId}) as best,
      (select coalesce(sum(l.delta), 0) from points_ledger l where l.role_id = ${roleId} and l.reason = 'chapter' and l.day = ${day}) as chapter_points,
      (select coalesce(json_agg(m.medal_id), '[]'::json) from medals m where m.role_id = ${roleId}) as medals,
      (select count(*) from (select 1 from chapter_attempts a where a.role_id = ${roleId} and a.chapter_id not like 'race:%' limit ${MEDAL_RULES.hundredChapters}) as counted) as attempts,
      (select b.stars from chapter_best b where b.role_id = ${roleId} and b.chapter_id = ${previousId}) as previous_best,
      ${input.rules ? sql`null` : classRulesSql(roleId)} as rules`);
  type Json<T> = T | string | null;
  const row = executedRows<{ stored: Json<AttemptFacts['stored']>; best: number | string | null; chapter_points: number | string; medals: Json<string[]>; attempts: number | string; previous_best: number | string | null; rules: unknown }>(result)[0]!;
  const json = <T>(v: Json<T>): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return {
    stored: json(row.stored),
    best: Number(row.best ?? 0),
    chapterPointsToday: Number(row.chapter_points),
    medals: new Set(json(row.medals) ?? []),
    attempts: Number(row.attempts),
    rules: input.rules ?? rulesOf(row.rules),
    previousBest: Number(row.previous_best ?? 0),
  };
}
