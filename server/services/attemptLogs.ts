import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants } from 'node:zlib';
import { Status } from '../../contract/envelope';
import type { Chapter } from '../../contract/levels';
import { ATTEMPT_LOG_MAX_BYTES } from '../../contract/replay';
import type { ProgressBody } from '../../contract/student';
import { chapterRulesOf } from '../../engines/chapterRules';
import type { KeyLogEntry } from '../../engines/core/keyLog';
import type { EngineResult } from '../../engines/core/types';
import { sql } from 'drizzle-orm';
import { executedRows } from '../db/rows';
import { AppError } from '../errors';
import { TooManyError } from './limiter';
import type { DbOrTx } from './points';
import { COMMIT_TOO_LONG, keyLogBound } from './replay/bounds';
import { ReplayRefused, type ReplayPool } from './replay/pool';
import { LOG_TOO_FAST } from './gameRounds';
import { TEST_LOG_UNREADABLE, TEST_REPLAY_TOO_LONG } from './typingTestReplay';

const compress = promisify(brotliCompress);

export const LOG_DISAGREES = '按键记录和成绩对不上，成绩没有保存';
/** A typed chapter's result without its key log: the server judges by its own replay, so there is nothing to judge. */
export const LOG_MISSING = '没有收到这次练习的按键记录，成绩没有保存，请再打一遍';
/** A log whose replay does not reach the chapter's end: the result claims a finished chapter. */
export const LOG_UNFINISHED = '按键记录没有打完这一章，成绩没有保存';

/** A chapter log the server replayed and agreed with, ready to store: `log` is null past ATTEMPT_LOG_MAX_BYTES. */
export interface ScoredLog {
  entries: number;
  rawBytes: number;
  log: string | null;
}

/** What a typed attempt is stored with: the replay's own figures, never the claim's. */
export type ReplayedFigures = Pick<ProgressBody, 'durationMs' | 'correct' | 'wrong' | 'cpm' | 'accuracy' | 'keyStats' | 'pinyinStats'>;

/** A typed attempt as the server's replay of its log scored it, and the log to keep. */
export interface ScoredAttempt {
  figures: ReplayedFigures;
  kept: ScoredLog;
}

/**
 * True when the class's 退格 rule changes how the chapter's machine judges (its input reads
 * allowBackspace, engines/core/chapterEngine.ts `heedsBackspaceRule`): its replay needs the child's
 * class rules first. Other machines judge the same either way (the page drops Backspace there).
 */
export const replayNeedsClassRules = (chapter: Chapter): boolean => chapterRulesOf(chapter.activity.render_engine)?.heedsBackspaceRule === true;

/**
 * The key log a typed chapter attempt must come with (issue 42 item 5), checked as races and typing
 * tests are: bounded by what a hand can type (replay/bounds.ts, over the log's own span), replayed on
 * a replay thread through the chapter's own machine, and refused (40000, nothing stored) when it is
 * missing, does not finish the chapter, or its right and wrong keys are not the ones claimed. The
 * figures stored — stars, speed, accuracy, the key counts of the weak-key report — are the
 * replay's, so the log kept is the one the attempt was scored by. Compressed (brotli) for keeping;
 * past ATTEMPT_LOG_MAX_BYTES compressed the attempt still counts but its log is not kept.
 * `allowBackspace` is the class's rule, read by the caller only when the machine heeds it
 * (replayNeedsClassRules). Not for a chapter with nothing to type (video).
 */
export async function scoredLog(replays: ReplayPool, chapter: Chapter, body: ProgressBody, owner: string, allowBackspace = true): Promise<ScoredAttempt> {
  const log = body.log as KeyLogEntry[] | undefined;
  if (!log?.length) throw new AppError(Status.invalid, LOG_MISSING);
  if (!chapterRulesOf(chapter.activity.render_engine)) throw new AppError(Status.invalid, '章节不存在');
  const bound = keyLogBound(log, log.at(-1)![0] - log[0]![0]);
  if (bound) throw new AppError(Status.invalid, bound === 'commit' ? COMMIT_TOO_LONG : LOG_TOO_FAST);
  let result: EngineResult | null;
  try {
    const outcome = await replays.runChapter({ owner, engine: chapter.activity.render_engine, activity: chapter.activity, log, ...(allowBackspace ? {} : { allowBackspace }) });
    result = outcome.result;
  } catch (error) {
    if (!(error instanceof ReplayRefused)) throw error;
    if (error.reason === 'machine') throw new AppError(Status.invalid, TEST_LOG_UNREADABLE);
    if (error.reason === 'overrun' || error.reason === 'cost') throw new AppError(Status.invalid, TEST_REPLAY_TOO_LONG);
    throw new TooManyError(5);
  }
  if (!result) throw new AppError(Status.invalid, LOG_UNFINISHED);
  if (result.correct !== body.correct || result.wrong !== body.wrong) throw new AppError(Status.invalid, LOG_DISAGREES);
  return { figures: figuresOf(result), kept: await packLog(log) };
}

/** A replay's result as an attempt stores it (rounded as the page rounds what it shows, src/host/attempt.ts). */
function figuresOf(r: EngineResult): ReplayedFigures {
  return {
    durationMs: Math.max(1, Math.round(r.durationMs)), correct: r.correct, wrong: r.wrong,
    cpm: Math.round(r.cpm * 10) / 10, accuracy: Math.min(100, Math.round(r.accuracy * 10) / 10),
    keyStats: r.keyStats, ...(r.pinyinStats ? { pinyinStats: r.pinyinStats } : {}),
  };
}

/** The log as stored: brotli (quality 5: a 5-minute log in a millisecond or two) of its JSON, base64; null past the cap. */
export async function packLog(log: readonly KeyLogEntry[]): Promise<ScoredLog> {
  const json = Buffer.from(JSON.stringify(log));
  const packed = await compress(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } });
  return { entries: log.length, rawBytes: json.length, log: packed.length <= ATTEMPT_LOG_MAX_BYTES ? packed.toString('base64') : null };
}

/** A stored log read back (the exact entries scored). */
export function unpackLog(stored: string): KeyLogEntry[] {
  return JSON.parse(brotliDecompressSync(Buffer.from(stored, 'base64')).toString('utf8')) as KeyLogEntry[];
}

/** A chapter attempt's row as recordProgress stores it. */
export interface AttemptRow extends ReplayedFigures {
  attemptId: string;
  roleId: string;
  chapterId: string;
  stars: number;
  pointsEarned: number;
  day: string;
  createdAt: Date;
}

/**
 * Stores an attempt and its scored log in one statement (the log's row comes from the attempt's, so
 * it is written once, with it or not at all). False when an attempt of that id was already stored.
 */
export async function insertAttempt(tx: DbOrTx, row: AttemptRow, kept: ScoredLog | null): Promise<boolean> {
  const at = row.createdAt.toISOString();
  const attempt = sql`insert into chapter_attempts (attempt_id, role_id, chapter_id, duration_ms, correct, wrong, cpm, accuracy, stars, points_earned, key_stats, pinyin_stats, day, created_at)
    values (${row.attemptId}, ${row.roleId}, ${row.chapterId}, ${row.durationMs}, ${row.correct}, ${row.wrong}, ${row.cpm}, ${row.accuracy}, ${row.stars}, ${row.pointsEarned},
      ${JSON.stringify(row.keyStats)}::jsonb, ${row.pinyinStats ? JSON.stringify(row.pinyinStats) : null}::jsonb, ${row.day}::date, ${at}::timestamptz)
    on conflict (attempt_id) do nothing returning attempt_id`;
  const statement = kept
    ? sql`with a as (${attempt}), l as (insert into attempt_logs (attempt_id, role_id, entries, raw_bytes, log, created_at)
        select attempt_id, ${row.roleId}, ${kept.entries}, ${kept.rawBytes}, ${kept.log}, ${at}::timestamptz from a)
      select attempt_id from a`
    : attempt;
  return executedRows(await tx.execute(statement)).length > 0;
}
