import { sql, type SQL } from 'drizzle-orm';
import { Messages, Status } from '../../contract/envelope';
import { DAILY_REPLAY_POINTS_CAP, REPLAYS_PER_CHAPTER_PER_DAY, replayPoints } from '../../contract/economy';
import type { Chapter } from '../../contract/levels';
import { DAILY_CHAPTER_POINTS_CAP, accuracyOf, computeStars, pointsForStars } from '../../contract/scoring';
import type { PinyinStatsBody, ProgressBody, ProgressResult } from '../../contract/student';
import { factsOf } from '../../engines/engineFacts';
import type { Db } from '../db/client';
import { chapterAttempts } from '../db/schema';
import { AppError } from '../errors';
import { MAX_STROKES_PER_MINUTE, chapterLength, cpmCeiling, curriculum, targetsOf, type ChapterPlace } from './curriculum';
import { classRulesOf, classRulesSql, lockOf, previousChapter, rulesOf } from './school/classRules';
import type { ClassSettings } from '../../contract/classSettings';
import { CHAPTER_REF, addPoints, attemptIdOfRef, balance, lockRole, pointsOnDay, type DbOrTx } from './points';
import { sectionCertificate } from './certificates';
import { medalsAfterChapter } from './medals';
import { earnedMedals } from '../../contract/certificates';
import { attemptFacts, type AttemptFacts } from './attemptFacts';
import { executedRows } from '../db/rows';
import { addKeyTotals } from './keyTotals';
import { LOG_MISSING, insertAttempt, replayNeedsClassRules, scoredLog, type ReplayedFigures, type ScoredLog } from './attemptLogs';
import type { ReplayPool } from './replay/pool';

/** A finished chapter may count at most this many times its length (a row typed twice, corrections). */
const LENGTH_FACTOR = 2;

/** The figures a result is judged on: the server's replay of a typed attempt's log, a video's completion. */
type Judged = Pick<ProgressBody, 'correct' | 'wrong' | 'cpm' | 'accuracy' | 'durationMs'>;

/**
 * Why a result cannot be real, or null when it is believable. Run on the replay's own figures: a log
 * typed by a machine replays just as well, but its speed and length cannot pass for a child's.
 */
export function implausibility(result: Judged, chapter: Chapter): string | null {
  if (factsOf(chapter.activity).watched) return null;
  const { correct, wrong, cpm, accuracy, durationMs } = result;
  if (correct + wrong === 0) return '没有打字记录';
  // cpm counts the engine's units (a 字 may take several key strokes), so it can be lower than the
  // strokes allow, never higher
  const strokes = (correct * 60_000) / durationMs;
  if (cpm > strokes + Math.max(5, strokes * 0.1)) return '速度与用时不符';
  if (cpm > cpmCeiling(chapter.activity.render_engine) || strokes > MAX_STROKES_PER_MINUTE) return '速度不可能这么快';
  if (Math.abs(accuracy - accuracyOf(correct, wrong)) > 2) return '正确率与字数不符';
  if (correct > chapterLength(chapter) * LENGTH_FACTOR + 10) return '正确字数超过了本章内容';
  return null;
}

/** Stars the server gives: a watched video is complete; typing is judged against the chapter's targets. */
export function starsFor(result: Judged, chapter: Chapter): number {
  if (factsOf(chapter.activity).watched) return 3;
  return computeStars(result, targetsOf(chapter));
}

/**
 * What an attempt is judged and stored with, and the log it keeps: a typed chapter's from the
 * server's replay of its log (refused without one, attemptLogs.ts scoredLog); a watched video's is
 * its completion, nothing typed. `rules` are the class rules when the replay needed them first.
 */
async function judged(db: Db, input: RecordInput, chapter: Chapter): Promise<{ figures: ReplayedFigures; kept: ScoredLog | null; rules?: ClassSettings }> {
  const { body, roleId } = input;
  if (factsOf(chapter.activity).watched) {
    return { figures: { durationMs: body.durationMs, correct: 0, wrong: 0, cpm: 0, accuracy: 100, keyStats: {} }, kept: null };
  }
  if (!body.log?.length) throw new AppError(Status.invalid, LOG_MISSING);
  // the child's classes may allow no 退格: where that changes how the machine judges, the replay runs without it too
  const rules = replayNeedsClassRules(chapter) ? await classRulesOf(db, roleId) : undefined;
  const { figures, kept } = await scoredLog(input.replays, chapter, body, roleId, rules?.allowBackspace ?? true);
  return { figures, kept, ...(rules ? { rules } : {}) };
}

export interface RecordInput {
  roleId: string;
  vip: boolean;
  body: ProgressBody;
  now: Date;
  day: string;
  /** a chapter outside the curriculum (a generated 练习薄弱键 chapter); else looked up by body.chapterId */
  place?: { section: { vip: boolean }; chapter: Chapter };
  /** replays the key log a typed attempt comes with (attemptLogs.ts): its figures are the ones stored */
  replays: ReplayPool;
}

/**
 * Stores a finished chapter attempt with its stars, best and points in one transaction.
 * The same attemptId sent again (retry, offline replay, a concurrent duplicate) is stored and
 * counted once and answers the stored result. Returns `fresh` false for such a replay.
 */
export async function recordProgress(db: Db, input: RecordInput): Promise<ProgressResult & { fresh: boolean }> {
  const { roleId, body, now, day } = input;
  const place = input.place ?? curriculum.chapter(body.chapterId);
  if (!place) throw new AppError(Status.invalid, '章节不存在');
  if (place.section.vip && !input.vip) throw new AppError(Status.forbidden, Messages.vipCta);
  const chapter = place.chapter;
  /** a curriculum chapter (a class may keep it closed) and the one before it in its course */
  const inCourse = input.place ? null : (place as ChapterPlace);
  const previousOne = inCourse && previousChapter(inCourse);
  if (body.pinyinStats && !factsOf(chapter.activity).pinyinItems(chapter.activity)) throw new AppError(Status.invalid, '这一章没有拼音');
  // the log replayed before the role's lock is taken (a replay waits for a thread: never inside the transaction)
  const { figures, kept, rules } = await judged(db, input, chapter);
  const reason = implausibility(figures, chapter);
  if (reason) throw new AppError(Status.invalid, reason);
  const stars = starsFor(figures, chapter);

  return db.transaction(async (tx) => {
    // One role's attempts run one after another: best stars and today's cap are read and written serially.
    await lockRole(tx, roleId);
    const facts = await attemptFacts(tx, { roleId, attemptId: body.attemptId, chapterId: body.chapterId, day, previousChapterId: previousOne?.chapter.id, rules });
    const previous = storedOf(facts.stored, roleId);
    if (previous) return { ...previous, point: await balance(tx, roleId), best: facts.best, fresh: false };
    // a chapter the child's class keeps closed is not taken (docs/API-school.md "Class settings")
    if (inCourse) {
      const known = new Map([[body.chapterId, facts.best]]);
      if (previousOne) known.set(previousOne.chapter.id, facts.previousBest);
      const lock = lockOf(facts.rules, inCourse, known);
      if (lock) throw new AppError(Status.forbidden, lock);
    }

    const before = facts.best;
    // new stars earn (capped a day); an attempt without a new star is a replay (docs/POINTS.md)
    const starPoints = pointsForStars(stars, before);
    const reason = starPoints > 0 ? 'chapter' : 'replay';
    const pointsEarned =
      starPoints > 0
        ? Math.max(0, Math.min(starPoints, DAILY_CHAPTER_POINTS_CAP - facts.chapterPointsToday))
        : await replayAward(tx, roleId, body.chapterId, day, stars);
    const isVideo = factsOf(chapter.activity).watched;
    const row = { ...figures, attemptId: body.attemptId, roleId, chapterId: body.chapterId, stars, pointsEarned, day, createdAt: now };
    if (!(await insertAttempt(tx, row, kept))) {
      // stored meanwhile by a request that did not hold this role's lock (another role's id clash)
      const raced = storedOf((await attemptFacts(tx, { roleId, attemptId: body.attemptId, chapterId: body.chapterId, day, rules: facts.rules })).stored, roleId);
      if (!raced) throw new AppError(Status.conflict, '这次练习记录已经提交过了');
      return { ...raced, point: await balance(tx, roleId), best: before, fresh: false };
    }
    // the chapter's best, and the attempt's key counts added to the role's totals, in one statement
    await tx.execute(sql`
      with keys as (${addKeyTotals({ roleId: sql`${roleId}`, stats: sql`${JSON.stringify(figures.keyStats)}::jsonb` })})
      insert into chapter_best (role_id, chapter_id, stars, best_cpm, best_accuracy, updated_at)
      values (${roleId}, ${body.chapterId}, ${stars}, ${figures.cpm}, ${figures.accuracy}, ${now.toISOString()}::timestamptz)
      on conflict (role_id, chapter_id) do update set stars = greatest(chapter_best.stars, excluded.stars),
        best_cpm = greatest(chapter_best.best_cpm, excluded.best_cpm),
        best_accuracy = greatest(chapter_best.best_accuracy, excluded.best_accuracy), updated_at = excluded.updated_at`);
    if (pointsEarned > 0) await addPoints(tx, { roleId, delta: pointsEarned, reason, ref: `${CHAPTER_REF}${body.attemptId}`, day, createdAt: now });
    // what the attempt earns besides points, with it or not at all: a section's certificate, medals
    const certificate = input.place ? null : await sectionCertificate(tx, roleId, body.chapterId, now);
    // a watched video's three stars are not typing: it earns no star or accuracy medal
    const medals = await medalsAfterChapter(tx, roleId, isVideo ? { stars: 0, accuracy: 0 } : { stars, accuracy: figures.accuracy }, now, facts);
    return {
      stars, pointsEarned, point: await balance(tx, roleId), best: Math.max(before, stars), fresh: true,
      ...(certificate ? { certificate } : {}),
      ...(medals.length ? { medals: earnedMedals(medals) } : {}),
    };
  });
}

/**
 * What a replay earns: REPLAY_POINTS at REPLAY_MIN_STARS or more, for at most REPLAYS_PER_CHAPTER_PER_DAY
 * rewarded replays of this chapter and DAILY_REPLAY_POINTS_CAP points a day. Runs under the role's lock.
 */
async function replayAward(tx: DbOrTx, roleId: string, chapterId: string, day: string, stars: number): Promise<number> {
  const base = replayPoints(stars);
  if (base === 0) return 0;
  const [row] = executedRows<{ n: number | string }>(await tx.execute(rewardedReplaysToday(roleId, chapterId, day)));
  if (Number(row?.n ?? 0) >= REPLAYS_PER_CHAPTER_PER_DAY) return 0;
  return Math.max(0, Math.min(base, DAILY_REPLAY_POINTS_CAP - (await pointsOnDay(tx, roleId, 'replay', day))));
}

/**
 * How many of the role's replays of this chapter earned points on `day`: the day's 'replay' rows
 * of its ledger (points_ledger_role_idx), each attempt found by its key (points.ts attemptIdOfRef).
 * Joined the other way round, every chapter submit that was a replay read every attempt ever
 * stored: the largest cost of a school's load on PostgreSQL (docs/SCALING.md).
 */
export function rewardedReplaysToday(roleId: string, chapterId: string, day: string): SQL {
  return sql`select count(*) as n
    from points_ledger l
    join chapter_attempts a on a.attempt_id = ${attemptIdOfRef(sql`l.ref`)}
    where l.role_id = ${roleId} and l.reason = 'replay' and l.day = ${day}::date and a.chapter_id = ${chapterId}`;
}

/** The stored stars and points of an attempt of this role; an attemptId of another role is a conflict. */
function storedOf(row: AttemptFacts['stored'], roleId: string) {
  if (!row) return null;
  if (row.roleId !== roleId) throw new AppError(Status.conflict, '这次练习记录已经提交过了');
  return { stars: row.stars, pointsEarned: row.pointsEarned };
}

/**
 * The role's best stars of every chapter it finished, the chapter of its most recent attempt
 * (null before the first) and what its classes ask, in one statement: the course pages need all three.
 */
export async function starsAndLatest(db: DbOrTx, roleId: string): Promise<{ stars: Map<string, number>; latest: string | null; rules: ClassSettings }> {
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_array(b.chapter_id, b.stars)), '[]'::json) from chapter_best b where b.role_id = ${roleId}) as stars,
      (select a.chapter_id from chapter_attempts a where a.role_id = ${roleId} order by a.created_at desc limit 1) as latest,
      ${classRulesSql(roleId)} as rules`);
  const row = executedRows<{ stars: string | [string, number][]; latest: string | null; rules: unknown }>(result)[0]!;
  const pairs = typeof row.stars === 'string' ? (JSON.parse(row.stars) as [string, number][]) : row.stars;
  return { stars: new Map(pairs), latest: row.latest, rules: rulesOf(row.rules) };
}

/** Per-声母/韵母 hits and misses summed over all the role's pinyin chapter attempts (pinyin games do not count parts yet). */
export async function pinyinStatsOf(db: DbOrTx, roleId: string): Promise<PinyinStatsBody> {
  const result = await db.execute(sql`
    select g.kind, p.key as part, sum((p.value->>'hit')::int) as hit, sum((p.value->>'miss')::int) as miss
    from ${chapterAttempts} a,
      lateral (values ('initials', a.pinyin_stats->'initials'), ('finals', a.pinyin_stats->'finals')) as g(kind, counts),
      jsonb_each(g.counts) as p
    where a.role_id = ${roleId} and a.pinyin_stats is not null
    group by g.kind, p.key`);
  const rows = executedRows<{ kind: 'initials' | 'finals'; part: string; hit: string | number; miss: string | number }>(result);
  const stats: PinyinStatsBody = { initials: {}, finals: {} };
  for (const r of rows) stats[r.kind][r.part] = { hit: Number(r.hit), miss: Number(r.miss) };
  return stats;
}
