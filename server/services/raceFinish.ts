import { sql, type SQL } from 'drizzle-orm';
import { REVIEW_FACTOR, REVIEW_MIN_CPM, REVIEW_MIN_UNITS, type RaceKeyEntry } from '../../contract/race';
import type { Db } from '../db/client';
import { oneTrip } from '../db/script';
import { recordStatement, type LaneFigures } from './raceLaneStore';
import { wallNow, type DbMarks } from './raceTrace';

/** A lane whose replay reached the end. */
export interface FinishRequest {
  raceId: string;
  roleId: string;
  epoch: number;
  log: RaceKeyEntry[];
  /** the lane's late-key shift (raceKeys.ts) */
  shiftMs: number;
  figures: LaneFigures;
  /** the finishing key's time (ms since the start): the racer's speed */
  finishMs: number;
  /** when the finishing key reached the server (ms since the start, server clock): the place */
  arrivedMs: number;
  now: Date;
}

export interface Finished {
  /** null while the finish waits for the teacher (review) */
  place: number | null;
  review: boolean;
  /** racers still waiting or racing */
  left: number;
}

/**
 * The racer finished: ranked among the finished by when the finishing key reached the server
 * (`arrivedMs`), then by the key's time, then by lane — place = 1 + the placed before it, and only
 * the placed it passes (finishes stored out of their order) move down. A finish sent late with keys
 * timed back keeps its speed but not an earlier place. A finish of REVIEW_MIN_UNITS correct units or
 * more, faster than REVIEW_MIN_CPM and than REVIEW_FACTOR × the child's best recorded speed (its
 * practices, chapter_attempts; none: 0) waits
 * for the teacher: no place, nobody moved, no record until confirmed (raceReview.ts). Otherwise the
 * result is recorded in the child's record (raceLaneStore.ts recordStatement). Who is left is counted.
 * Run after the race row's lock (finishLanes), with a snapshot of its own: the racer is still
 * 'racing' in it (hence `- 1`). No row when the race is not running or a newer socket holds the lane.
 */
function finishStatement(r: FinishRequest): SQL {
  const ms = Math.round(r.finishMs);
  const at = Math.round(r.arrivedMs);
  const f = r.figures;
  const record = f.keys > 0 && ms > 0 ? sql`, rec as (${recordStatement(r.raceId, r.roleId, f, ms, r.now, sql`from me where not me.review`)})` : sql``;
  return sql`with flag as (
      select ${f.correct >= REVIEW_MIN_UNITS} and ${f.cpm} > ${REVIEW_MIN_CPM} and ${f.cpm} > ${REVIEW_FACTOR} * coalesce((select max(cpm) from chapter_attempts where role_id = ${r.roleId}), 0) as review),
    me as (
      update race_racers r set log = ${JSON.stringify(r.log)}::jsonb, shift_ms = ${Math.round(r.shiftMs)}, keys = ${f.keys}, progress = ${f.progress}, cpm = ${f.cpm},
        accuracy = ${f.accuracy}, correct = ${f.correct}, wrong = ${f.wrong}, status = 'finished', finish_ms = ${ms}, arrived_ms = ${at}, review = flag.review,
        place = case when flag.review then null else 1 + (select count(*) from race_racers o where o.race_id = ${r.raceId} and o.status = 'finished' and not o.review
          and (o.arrived_ms, o.finish_ms, o.lane) < (${at}, ${ms}, r.lane)) end
      from flag
      where r.race_id = ${r.raceId} and r.role_id = ${r.roleId} and r.epoch = ${r.epoch} and r.status = 'racing'
        and exists (select 1 from races where id = ${r.raceId} and state = 'running')
      returning r.lane, r.place, r.review),
    moved as (
      update race_racers o set place = o.place + 1 from me
      where not me.review and o.race_id = ${r.raceId} and o.status = 'finished' and not o.review and (o.arrived_ms, o.finish_ms, o.lane) > (${at}, ${ms}, me.lane))${record}
    select me.place, me.review, (select count(*) from race_racers w where w.race_id = ${r.raceId} and w.status in ('waiting', 'racing')) - 1 as "left" from me`;
}

/**
 * Stores finishes in one round trip (db/script.ts oneTrip): their races' rows locked first (in id
 * order, so two trips never wait for each other crosswise), then each finish's statement, each with
 * a snapshot taken after the locks (and after the finishes before it in the trip), then one commit.
 * The locks are held while PostgreSQL runs that and commits, never across round trips.
 */
export async function finishLanes(db: Db, requests: FinishRequest[], onConnection?: () => void): Promise<Array<Finished | null>> {
  const raceIds = [...new Set(requests.map((r) => r.raceId))].sort();
  const results = await oneTrip(db, [...raceIds.map((id) => sql`select 1 from races where id = ${id} for update`), ...requests.map(finishStatement)], onConnection);
  return requests.map((_, i) => {
    const row = results[raceIds.length + i]?.[0] as { place: number | string | null; review: boolean | string; left: number | string } | undefined;
    return row ? { place: row.place === null ? null : Number(row.place), review: row.review === true || row.review === 't', left: Number(row.left) } : null;
  });
}

/** finishes a trip carries at most */
const PER_TRIP = 64;

interface Waiting {
  request: FinishRequest;
  marks: DbMarks | undefined;
  resolve: (f: Finished | null) => void;
  reject: (err: unknown) => void;
}

/**
 * The process's finishes (app.races.finishes), per race: one round trip out at a time, carrying
 * every finish of that race that came meanwhile (they would wait for each other's lock anyway;
 * together they take one connection and one commit). Races do not wait for each other: a trip locks
 * one race, so a race's trip never holds another's finishes. A class finishes within seconds, 25
 * classes at once: as a transaction of five round trips each (begin, lock, place, record, commit),
 * every finish held a pool connection through four turns of a loaded event loop, and finishes waited
 * seconds for a connection (RACE_TRACE "pool + begin" p50 4.3 s; the race lock itself 3 ms), so the
 * place reached the projector seconds after the car (docs/SCALING.md "Class races"). (One queue for
 * the process, 3 trips of up to 64 finishes of any races, was slower: a trip held every race it
 * carried until its commit, and the other trips waited for those locks.) A trip that fails with
 * several finishes is tried again one finish a trip, so one finish's error is its own.
 */
export class FinishQueue {
  private readonly races = new Map<string, { waiting: Waiting[]; out: boolean }>();

  constructor(private readonly db: Db) {}

  finish(request: FinishRequest, marks?: DbMarks): Promise<Finished | null> {
    marks?.push(['call', wallNow()]);
    return new Promise((resolve, reject) => {
      let race = this.races.get(request.raceId);
      if (!race) this.races.set(request.raceId, (race = { waiting: [], out: false }));
      race.waiting.push({ request, marks, resolve, reject });
      this.pump(request.raceId);
    });
  }

  private pump(raceId: string): void {
    const race = this.races.get(raceId);
    if (!race || race.out) return;
    if (!race.waiting.length) return void this.races.delete(raceId);
    const batch = race.waiting.splice(0, PER_TRIP);
    race.out = true;
    void this.trip(batch).finally(() => {
      race.out = false;
      this.pump(raceId);
    });
  }

  private async trip(batch: Waiting[]): Promise<void> {
    const mark = (step: string) => batch.forEach((w) => w.marks?.push([step, wallNow()]));
    try {
      const done = await finishLanes(this.db, batch.map((w) => w.request), () => mark('queue + pool'));
      mark('trip');
      batch.forEach((w, i) => w.resolve(done[i]!));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      for (const w of batch) await this.trip([w]);
    }
  }
}
