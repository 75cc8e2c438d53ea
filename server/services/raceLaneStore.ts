import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RaceKeyEntry } from '../../contract/race';
import type { Db } from '../db/client';
import { raceRacers } from '../db/schema';
import { chinaDay } from '../clock';
import type { DbOrTx } from './points';
import { executedRows } from '../db/rows';
import { ASYNC_COMMIT } from '../db/asyncCommit';

/**
 * A racer's lane in the database: the socket that races takes it (`epoch`), saves its log and
 * figures, finishes it (place by finishing time, under the race row's lock) and records the result
 * as a practice in the child's record (chapter_attempts, chapter id `race:<raceId>`: the report and
 * the class board count it as they count a chapter).
 */
export interface LaneFigures {
  keys: number;
  progress: number;
  cpm: number;
  accuracy: number;
  correct: number;
  wrong: number;
}

/** Takes the racer's lane for a new socket: older sockets' writes are refused from now. Null when the racer does not race (finished, removed, gone). */
export async function claimLane(db: Db, raceId: string, roleId: string): Promise<{ epoch: number; log: RaceKeyEntry[]; status: string; shiftMs: number } | null> {
  const [row] = await db
    .update(raceRacers)
    .set({ epoch: sql`${raceRacers.epoch} + 1` })
    .where(and(eq(raceRacers.raceId, raceId), eq(raceRacers.roleId, roleId), inArray(raceRacers.status, ['waiting', 'racing'])))
    .returning({ epoch: raceRacers.epoch, log: raceRacers.log, status: raceRacers.status, shiftMs: raceRacers.shiftMs });
  return row ? { epoch: row.epoch, log: row.log as RaceKeyEntry[], status: row.status, shiftMs: row.shiftMs } : null;
}

/** The racer's stored log (what a device resumes from). */
export async function storedLog(db: Db, raceId: string, roleId: string): Promise<RaceKeyEntry[]> {
  const [row] = await db.select({ log: raceRacers.log }).from(raceRacers).where(and(eq(raceRacers.raceId, raceId), eq(raceRacers.roleId, roleId))).limit(1);
  return (row?.log as RaceKeyEntry[] | undefined) ?? [];
}

/** A lane's log and figures to store. */
export interface LaneSave extends LaneFigures {
  roleId: string;
  epoch: number;
  log: RaceKeyEntry[];
  /** the lane's late-key shift (raceKeys.ts), stored with the log it belongs to */
  shiftMs: number;
}

/**
 * Saves lanes' logs and figures in one statement (a room's lanes together, raceSaves.ts), each unless
 * a newer socket took the lane or a longer log is stored already (a save that lands after a later one
 * changes nothing). After the end too (the last keys of an unfinished racer). Commits without waiting
 * for the WAL flush (db/asyncCommit.ts, as the rate-limit counters): a lane saves every few seconds for each
 * racer of every race, and a save the database forgets in a crash is resent by the device (it keeps
 * its log). Finishes and results wait for it. Returns the racers saved.
 */
export async function saveLanes(db: Db, raceId: string, lanes: LaneSave[]): Promise<string[]> {
  if (!lanes.length) return [];
  const rows = lanes.map((l) => ({ role_id: l.roleId, epoch: l.epoch, log: l.log, keys: l.keys, progress: l.progress, cpm: l.cpm, accuracy: l.accuracy, correct: l.correct, wrong: l.wrong, shift_ms: Math.round(l.shiftMs) }));
  const saved = await db.execute(sql`update race_racers r set log = v.log, keys = v.keys, progress = v.progress, cpm = v.cpm, accuracy = v.accuracy, correct = v.correct, wrong = v.wrong, shift_ms = v.shift_ms
    from ${ASYNC_COMMIT},
      jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(role_id text, epoch integer, log jsonb, keys integer, progress real, cpm real, accuracy real, correct integer, wrong integer, shift_ms integer)
    where r.race_id = ${raceId} and r.role_id = v.role_id and r.epoch = v.epoch and r.status in ('racing', 'unfinished') and r.keys <= v.keys
    returning r.role_id`);
  return executedRows<{ role_id: string }>(saved).map((r) => r.role_id);
}

/** Saves one lane (its socket closed, the race ended): saveLanes. */
export async function saveLane(db: Db, raceId: string, roleId: string, epoch: number, log: RaceKeyEntry[], shiftMs: number, f: LaneFigures): Promise<boolean> {
  return (await saveLanes(db, raceId, [{ roleId, epoch, log, shiftMs, ...f }])).length > 0;
}

/**
 * The statement that writes the race's practice into the child's record: a finished racer once; an
 * unfinished one keeps the figures of the most keys. `from` names the row it depends on (a finish's
 * trip, raceFinish.ts: `from me`, written only when the finish was).
 */
export function recordStatement(raceId: string, roleId: string, f: LaneFigures, durationMs: number, now: Date, from: SQL = sql``): SQL {
  return sql`insert into chapter_attempts (attempt_id, role_id, chapter_id, duration_ms, correct, wrong, cpm, accuracy, stars, points_earned, day, created_at)
    select ${`race:${raceId}:${roleId}`}, ${roleId}, ${`race:${raceId}`}, ${Math.round(durationMs)}, ${f.correct}, ${f.wrong}, ${f.cpm}, ${f.accuracy}, 0, 0, ${chinaDay(now)}::date, ${now.toISOString()}::timestamptz ${from}
    on conflict (attempt_id) do update set duration_ms = excluded.duration_ms, correct = excluded.correct, wrong = excluded.wrong, cpm = excluded.cpm, accuracy = excluded.accuracy
    where chapter_attempts.correct + chapter_attempts.wrong < excluded.correct + excluded.wrong`;
}

/** The race's practice in the child's record (recordStatement), once it has a key and a duration. */
export async function recordResult(db: DbOrTx, raceId: string, roleId: string, f: LaneFigures, durationMs: number, now: Date): Promise<void> {
  if (f.keys === 0 || durationMs <= 0) return;
  await db.execute(recordStatement(raceId, roleId, f, durationMs, now));
}

/** At the end: the stored figures of the unfinished racers go into their records (a lane still open adds its last keys after). */
export async function recordUnfinished(db: Db, raceId: string, now: Date): Promise<void> {
  const rows = await db.select().from(raceRacers).where(and(eq(raceRacers.raceId, raceId), eq(raceRacers.status, 'unfinished')));
  for (const r of rows) {
    const last = (r.log as RaceKeyEntry[]).at(-1)?.[0] ?? 0;
    await recordResult(db, raceId, r.roleId, r, last, now);
  }
}
