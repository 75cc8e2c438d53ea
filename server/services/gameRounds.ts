import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { Status } from '../../contract/envelope';
import { RANK_TOP, type GameMode, type GameProgressBody, type GameProgressResult, type GameRanks, type RankPeriod } from '../../contract/game';
import { starsForScore } from '../../contract/games/common';
import type { GameOutcome } from '../../engines/core/game/types';
import { propLogProblem, propsInLog } from '../../engines/core/game/props';
import type { Db } from '../db/client';
import { gameRounds } from '../db/schema';
import { AppError } from '../errors';
import { games, playableLevel } from './games';
import { COMMIT_TOO_LONG, keyLogBound } from './replay/bounds';
import { ReplayRefused, type ReplayPool } from './replay/pool';
import { TooManyError } from './limiter';
import { NOT_CLAIMED, replayCounted } from './replay/counted';
import type { DbOrTx } from './points';
import { executedRows } from '../db/rows';
import { ASYNC_COMMIT } from '../db/asyncCommit';
import { addKeyTotals } from './keyTotals';
import { MASHED_ROUND_ACCURACY } from '../../contract/weakKeys';

export const LEVEL_NOT_FOUND = '游戏关卡不存在';
const ROUND_NOT_FOUND = '这一局游戏不存在';
export const SCORE_MISMATCH = '分数和按键记录对不上，成绩没有保存';
export const ROUND_NOT_OVER = '按键记录里这一局还没有结束，成绩没有保存';
export const LOG_UNREADABLE = '按键记录无法回放，成绩没有保存';
export const CLASSIC_VIP_ONLY = '经典模式是会员专享，开通会员就能玩';
export const CLASSIC_NOT_HERE = '这个游戏还没有经典模式，先玩闯关模式吧';
export const PROPS_VIP_ONLY = '道具是会员专享，开通会员才能用，成绩没有保存';
export const PROP_TWICE = '每种道具一局只能用一次，成绩没有保存';
export const PROP_UNKNOWN = '没有这种道具，成绩没有保存';
export const PROP_NOT_TAKEN = '道具记录和这一局对不上，成绩没有保存';
export const LOG_TOO_FAST = '按键记录比手能按的还快，成绩没有保存';
export const REPLAY_TOO_LONG = '按键记录回放太久，成绩没有保存';
export const ROUND_CLOSED = '这一局已经提交太多次了，成绩没有保存，再开一局吧';

/** game/progress submissions a round not yet finished takes; then it is closed (issue 25) */
export const MAX_ROUND_SUBMISSIONS = 3;

/**
 * The tick of the server's replay. A game's outcome does not depend on the tick rate (the engine
 * contract; gameReplay.test.ts checks every registered game against 30 and 144 Hz), so the server
 * ticks 4 times a game second: a round's replay costs milliseconds instead of blocking the
 * event loop for the hundreds a 60 Hz replay takes.
 */
export const REPLAY_TICK_MS = 250;

export interface FinishInput {
  roleId: string;
  /** whether the account is VIP now: props need it */
  vip: boolean;
  body: GameProgressBody;
  now: Date;
  /** the replay threads (app.replays) */
  replays: ReplayPool;
}

/**
 * Finishes a round: replays its key log through the game's machine with the round's level, seed
 * and mode, refuses props from a non-VIP (40300), a prop twice or unknown (40000), refuses (40000) a claimed score that differs or a log in which the round is not over,
 * and stores the computed result once. A round finished again (a retry, a concurrent duplicate)
 * answers the stored result; `fresh` is false then. A log beyond a human hand (replay/bounds.ts)
 * is refused (40000) unreplayed; a round is replayed MAX_ROUND_SUBMISSIONS times at most, then
 * closed (40900); a replay runs on a replay thread within its time budget (40000 past it).
 */
export async function finishRound(db: Db, input: FinishInput): Promise<GameProgressResult & { fresh: boolean }> {
  const { roleId, body } = input;
  const round = await roundOf(db, body.roundId, roleId);
  if (round.finishedAt) return storedResult(db, round, body.score);

  const place = playableLevel(round.courseId, round.levelId);
  if (!place) throw new AppError(Status.notFound, LEVEL_NOT_FOUND);
  const props = propsInLog(body.log);
  if (props.length > 0 && !input.vip) throw new AppError(Status.forbidden, PROPS_VIP_ONLY);
  const propProblem = propLogProblem(body.log);
  if (propProblem) throw new AppError(Status.invalid, propProblem === 'twice' ? PROP_TWICE : PROP_UNKNOWN);
  const mode = round.mode as GameMode;
  const bound = keyLogBound(body.log, body.durationMs, place.entry.roundMs?.(place.data as never, mode));
  if (bound) throw new AppError(Status.invalid, bound === 'commit' ? COMMIT_TOO_LONG : LOG_TOO_FAST);
  // the replay counters guard the server, not a child's work: they commit without the WAL flush
  const counted = (change: SQL) => db.execute(sql`update game_rounds set ${change} from ${ASYNC_COMMIT} where id = ${round.id}`).then(() => {});
  const outcome = await replayCounted({
    claim: () => claimReplay(db, round.id),
    replay: async () => {
      const replayed = await replayRound(input.replays, { owner: roleId, engine: place.course.render_engine, input: { level: place.data, seed: round.seed, mode }, log: body.log, endMs: body.durationMs });
      if (!replayed) throw new AppError(Status.invalid, ROUND_NOT_OVER);
      // a prop the machine did not take (after the end, a life in a game without lives) is a forged log
      if (propsInLog(replayed.log).join() !== props.join()) throw new AppError(Status.invalid, PROP_NOT_TAKEN);
      if (replayed.score !== body.score) throw new AppError(Status.invalid, SCORE_MISMATCH);
      return replayed;
    },
    giveBack: () => counted(sql`submissions = submissions - 1`),
    refused: () => counted(sql`refusals = refusals + 1`),
  });
  if (outcome === NOT_CLAIMED) {
    const settled = await settledRound(db, body.roundId, roleId, input.replays.budgetMs);
    if (settled.finishedAt) return storedResult(db, settled, body.score);
    throw new AppError(Status.conflict, ROUND_CLOSED);
  }
  const stars = starsForScore(outcome.score, place.level.stars);

  // one guarded statement stores the round once, also against a concurrent duplicate, and raises the
  // role's best on the level (game_bests) and its key totals with it (not for a mashed round: its
  // key_stats are kept with the round, out of the totals — MASHED_ROUND_ACCURACY): the durable write of a finish (the claim above
  // does not wait for the WAL flush; docs/SCALING.md)
  const updated = executedRows(
    await db.execute(sql`
      with fin as (
        update game_rounds set finished_at = ${input.now.toISOString()}::timestamptz, score = ${outcome.score}, stars = ${stars},
          accuracy = ${outcome.accuracy}, correct = ${outcome.correct}, wrong = ${outcome.wrong}, max_combo = ${outcome.maxCombo},
          duration_ms = ${Math.round(body.durationMs)}, key_stats = ${outcome.keyStats ? JSON.stringify(outcome.keyStats) : null}::jsonb,
          log = ${JSON.stringify(body.log)}::jsonb
        where id = ${round.id} and finished_at is null
        returning id, role_id, course_id, level_id, mode, score, finished_at, key_stats
      ), keys as (
        ${addKeyTotals({ roleId: sql`fin.role_id`, stats: outcome.accuracy >= MASHED_ROUND_ACCURACY ? sql`fin.key_stats` : sql`null::jsonb`, from: sql`fin` })}
      ), best as (
        insert into game_bests (role_id, course_id, level_id, mode, score, finished_at)
        select role_id, course_id, level_id, mode, score, finished_at from fin
        on conflict (role_id, course_id, level_id, mode) do update set score = excluded.score, finished_at = excluded.finished_at
        where excluded.score > game_bests.score or (excluded.score = game_bests.score and excluded.finished_at < game_bests.finished_at)
      )
      select id from fin`),
  );
  const stored = updated.length > 0;
  if (!stored) return storedResult(db, await roundOf(db, body.roundId, roleId), body.score);
  return { ...(await standing(db, round, outcome.score)), score: outcome.score, stars, accuracy: outcome.accuracy, maxCombo: outcome.maxCombo, fresh: true };
}

type RoundRow = typeof gameRounds.$inferSelect;

/**
 * Counts a replay of an unfinished round, unless it has had MAX_ROUND_SUBMISSIONS; false then (or
 * finished). The count guards the replay threads, not a child's work: a crash of the database may
 * forget its last fraction of a second (one more replay of a round at most), so it commits
 * asynchronously and a round's finish waits for one WAL flush, its result's.
 */
async function claimReplay(db: Db, roundId: string): Promise<boolean> {
  const claimed = await db.execute(sql`
    update game_rounds set submissions = submissions + 1 from ${ASYNC_COMMIT}
    where id = ${roundId} and finished_at is null and submissions < ${MAX_ROUND_SUBMISSIONS}
    returning id`);
  return executedRows(claimed).length > 0;
}

/**
 * The round once no replay of it is in flight (or it is finished): a submission past the cap that
 * arrived with its duplicates (a retry racing the first try) answers their stored result. Waits at
 * most a replay's budget and a second more; the replays in flight are over by then.
 */
async function settledRound(db: Db, roundId: string, roleId: string, budgetMs: number): Promise<RoundRow> {
  const until = Date.now() + budgetMs + 1000;
  for (;;) {
    const round = await roundOf(db, roundId, roleId);
    if (round.finishedAt || round.submissions <= round.refusals || Date.now() > until) return round;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Replays a log on the replay threads, with the current games' machines; refusals become envelopes. */
async function replayRound(replays: ReplayPool, job: { owner: string; engine: string; input: { level: Record<string, unknown>; seed: number; mode: GameMode }; log: GameProgressBody['log']; endMs: number }): Promise<GameOutcome | null> {
  try {
    return await replays.run({ ...job, source: games().replaySource, tickMs: REPLAY_TICK_MS });
  } catch (error) {
    if (!(error instanceof ReplayRefused)) throw error;
    // a machine that throws on a crafted log: the log is refused, never a 50000
    if (error.reason === 'machine') throw new AppError(Status.invalid, LOG_UNREADABLE);
    if (error.reason === 'overrun' || error.reason === 'cost') throw new AppError(Status.invalid, REPLAY_TOO_LONG);
    throw new TooManyError(5);
  }
}

async function roundOf(db: DbOrTx, roundId: string, roleId: string): Promise<RoundRow> {
  const rows = await db.select().from(gameRounds).where(eq(gameRounds.id, roundId)).limit(1);
  const round = rows[0];
  if (!round || round.roleId !== roleId) throw new AppError(Status.notFound, ROUND_NOT_FOUND);
  return round;
}

/** The answer of a round finished before; a different claimed score is refused like a first one. */
async function storedResult(db: Db, round: RoundRow, claimed: number): Promise<GameProgressResult & { fresh: boolean }> {
  const score = round.score ?? 0;
  if (claimed !== score) throw new AppError(Status.invalid, SCORE_MISMATCH);
  return { ...(await standing(db, round, score)), score, stars: round.stars ?? 0, accuracy: round.accuracy ?? 0, maxCombo: round.maxCombo ?? 0, fresh: false };
}

/**
 * The role's best score and stars on the round's level and its place on the all-time board, in one
 * statement. The place is the one `ranks` gives (best score, ties to who got there first, then role
 * id), counted as the roles ahead of this one's best in game_bests (one row a role: a higher
 * score, or the same score reached earlier; two ranges of its rank index). Counting the level's
 * rounds instead read every round with a higher score on every finish, a cost that grew with the
 * school's history (a third of PostgreSQL's time under the load bench; docs/SCALING.md).
 */
async function standing(db: DbOrTx, round: RoundRow, score: number): Promise<{ best: number; bestStars: number; rank: number }> {
  const level = sql`b.course_id = ${round.courseId} and b.level_id = ${round.levelId} and b.mode = ${round.mode}`;
  const ahead = (which: SQL) => sql`(select count(*) from game_bests b join roles on roles.id = b.role_id and roles.deleted_at is null where ${level} and ${which})`;
  const result = await db.execute(sql`
    with me as (
      select b.score, b.finished_at as at from game_bests b where b.role_id = ${round.roleId} and ${level}
    ), stars as (
      select max(g.stars) as best_stars from game_rounds g
      where g.role_id = ${round.roleId} and g.course_id = ${round.courseId} and g.level_id = ${round.levelId} and g.finished_at is not null
    )
    select me.score as best, stars.best_stars,
      ${ahead(sql`b.score > me.score`)} + ${ahead(sql`b.score = me.score and b.finished_at <= me.at and (b.finished_at < me.at or b.role_id < ${round.roleId})`)} as ahead
    from stars left join me on true`);
  const rows = executedRows<{ best: number | string | null; best_stars: number | string | null; ahead: number | string | null }>(result);
  const row = rows[0];
  const placed = row?.best !== null && row?.best !== undefined;
  return { best: placed ? Number(row.best) : score, bestStars: Number(row?.best_stars ?? 0), rank: placed ? Number(row.ahead) + 1 : 0 };
}

/** The Monday (YYYY-MM-DD) of the China week of a China day. */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

export interface RanksInput {
  courseId: string;
  levelId: string;
  mode: GameMode;
  period: RankPeriod;
  /** the asking role (its own place), or null */
  roleId: string | null;
  /** today in China */
  day: string;
}

/**
 * A level's board: each role's best score of the period (day: today, week: since Monday, China
 * time), ties to the one who got there first; the top 20 and the asking role's own place.
 */
export async function ranks(db: DbOrTx, input: RanksInput): Promise<GameRanks> {
  const from = input.period === 'day' ? input.day : input.period === 'week' ? weekStart(input.day) : null;
  // all time: each role's best as kept in game_bests; a day or a week: the best of its rounds since then
  const bests = from
    ? sql`select g.role_id, g.score, g.finished_at,
             row_number() over (partition by g.role_id order by g.score desc, g.finished_at asc) as n
      from game_rounds g join roles on roles.id = g.role_id and roles.deleted_at is null
      where g.course_id = ${input.courseId} and g.level_id = ${input.levelId} and g.mode = ${input.mode}
        and g.finished_at is not null and g.day >= ${from}`
    : sql`select b.role_id, b.score, b.finished_at, 1 as n
      from game_bests b join roles on roles.id = b.role_id and roles.deleted_at is null
      where b.course_id = ${input.courseId} and b.level_id = ${input.levelId} and b.mode = ${input.mode}`;
  const result = await db.execute(sql`
    with r as (${bests}), ranked as (
      select role_id, score, row_number() over (order by score desc, finished_at asc, role_id asc) as place
      from r where n = 1
    )
    select ranked.place, ranked.score, ranked.role_id, roles.role_name, roles.avatar
    from ranked join roles on roles.id = ranked.role_id
    where ranked.place <= ${RANK_TOP} or ranked.role_id = ${input.roleId ?? ''}
    order by ranked.place`);
  const rows = executedRows<{
    place: string | number; score: string | number; role_id: string; role_name: string; avatar: string;
  }>(result);
  const top = rows.filter((r) => Number(r.place) <= RANK_TOP).map((r) => ({ rank: Number(r.place), roleName: r.role_name, avatar: r.avatar, score: Number(r.score) }));
  const own = input.roleId ? rows.find((r) => r.role_id === input.roleId) : undefined;
  return { top, mine: own ? { rank: Number(own.place), score: Number(own.score) } : null };
}

/** Best stars and score of each level of a game the role has finished, keyed by level id. */
export async function bestByLevel(db: DbOrTx, roleId: string, courseId: string): Promise<Map<string, { stars: number; score: number }>> {
  const rows = await db
    .select({ levelId: gameRounds.levelId, stars: sql<number | string>`max(${gameRounds.stars})`, score: sql<number | string>`max(${gameRounds.score})` })
    .from(gameRounds)
    .where(and(eq(gameRounds.roleId, roleId), eq(gameRounds.courseId, courseId), isNotNull(gameRounds.finishedAt)))
    .groupBy(gameRounds.levelId);
  return new Map(rows.map((r) => [r.levelId, { stars: Number(r.stars), score: Number(r.score) }]));
}
