import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants } from 'node:zlib';
import { Status } from '../../contract/envelope';
import type { Chapter } from '../../contract/levels';
import { ATTEMPT_LOG_MAX_BYTES } from '../../contract/replay';
import type { ProgressBody } from '../../contract/student';
import { chapterRulesOf } from '../../engines/chapterRules';
import type { KeyLogEntry } from '../../engines/core/keyLog';
import { factsOf } from '../../engines/engineFacts';
import { sql } from 'drizzle-orm';
import { attemptLogs } from '../db/schema';
import { executedRows } from '../db/rows';
import { classRulesSql, rulesOf } from './school/classRules';
import { AppError } from '../errors';
import { TooManyError } from './limiter';
import type { DbOrTx } from './points';
import { COMMIT_TOO_LONG, keyLogBound } from './replay/bounds';
import { ReplayRefused, type ReplayPool } from './replay/pool';
import { LOG_TOO_FAST } from './gameRounds';
import { TEST_LOG_UNREADABLE, TEST_REPLAY_TOO_LONG } from './typingTestReplay';

const compress = promisify(brotliCompress);

export const LOG_DISAGREES = '按键记录和成绩对不上，成绩没有保存';

/** A chapter log the server replayed and agreed with, ready to store: `log` is null past ATTEMPT_LOG_MAX_BYTES. */
export interface ScoredLog {
  entries: number;
  rawBytes: number;
  log: string | null;
}

/**
 * The key log a chapter attempt came with (issue 42 item 5), checked as races and typing tests are:
 * bounded by what a hand can type (replay/bounds.ts), replayed on a replay thread through the
 * chapter's own machine, and refused (40000, nothing stored) when its right and wrong keys are not
 * the ones claimed — so the log kept is the one the attempt was scored by. Compressed (brotli) for
 * keeping; past ATTEMPT_LOG_MAX_BYTES compressed the attempt still counts but its log is not kept.
 * Null when there is nothing to keep: no log sent (an older page, an attempt queued offline before)
 * or a chapter with nothing to type (video).
 */
export async function scoredLog(db: DbOrTx, replays: ReplayPool, chapter: Chapter, body: ProgressBody, owner: string): Promise<ScoredLog | null> {
  const log = body.log as KeyLogEntry[] | undefined;
  if (!log || factsOf(chapter.activity).watched) return null;
  const rules = chapterRulesOf(chapter.activity.render_engine);
  if (!rules) return null;
  const bound = keyLogBound(log, body.durationMs);
  if (bound) throw new AppError(Status.invalid, bound === 'commit' ? COMMIT_TOO_LONG : LOG_TOO_FAST);
  // the child's classes may allow no 退格: the page's engine then ran without it, and so must the replay
  const [row] = executedRows<{ r: unknown }>(await db.execute(sql`select ${classRulesSql(owner)} as r`));
  const allowBackspace = rulesOf(row?.r).allowBackspace;
  let figures: { correct: number; wrong: number };
  try {
    const outcome = await replays.runChapter({ owner, engine: chapter.activity.render_engine, activity: chapter.activity, log, ...(allowBackspace ? {} : { allowBackspace }) });
    figures = outcome.result ?? outcome.stats;
  } catch (error) {
    if (!(error instanceof ReplayRefused)) throw error;
    if (error.reason === 'machine') throw new AppError(Status.invalid, TEST_LOG_UNREADABLE);
    if (error.reason === 'overrun' || error.reason === 'cost') throw new AppError(Status.invalid, TEST_REPLAY_TOO_LONG);
    throw new TooManyError(5);
  }
  if (figures.correct !== body.correct || figures.wrong !== body.wrong) throw new AppError(Status.invalid, LOG_DISAGREES);
  return packLog(log);
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

/** Stores an attempt's scored log, in the attempt's own transaction (once: the attempt row is made once). */
export async function storeAttemptLog(tx: DbOrTx, attemptId: string, roleId: string, kept: ScoredLog, createdAt: Date): Promise<void> {
  await tx.insert(attemptLogs).values({ attemptId, roleId, entries: kept.entries, rawBytes: kept.rawBytes, log: kept.log, createdAt }).onConflictDoNothing();
}
