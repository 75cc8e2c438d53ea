import type { Db } from '../db/client';
import { racerRows, raceRow, type RaceRow } from './races';
import type { RoomSignal } from './raceRoom';

/**
 * The signals a room missed while its process's LISTEN was down (a NOTIFY sent meanwhile reaches no
 * one: issue 39 lost 7 of 40 live finishes to one blip), read back from the database: the start if
 * the room still thinks it is in the lobby, each finish its sockets were not told (or told with
 * another place), and the end — the final view says everything, so then the end alone. Joins and
 * removals are not read back (the start's and the end's views carry them).
 */
export async function missedSignals(db: Db, known: RaceRow, announced: ReadonlyMap<string, number | null>): Promise<RoomSignal[]> {
  const race = await raceRow(db, known.id);
  if (race.state === 'ended') return known.state === 'ended' ? [] : [{ k: 'ended' }];
  const out: RoomSignal[] = [];
  if (known.state === 'lobby' && race.state === 'running' && race.startsAt && race.endsAt) {
    out.push({ k: 'start', startsAt: race.startsAt.getTime(), endsAt: race.endsAt.getTime() });
  }
  for (const r of await racerRows(db, race.id)) {
    if (r.status !== 'finished' || (announced.has(r.roleId) && announced.get(r.roleId) === r.place)) continue;
    const racer = { roleId: r.roleId, status: 'finished' as const, progress: r.progress, cpm: r.cpm, accuracy: r.accuracy, keys: r.keys, finishMs: r.finishMs, place: r.place, review: r.review };
    out.push({ k: 'finish', racer });
  }
  return out;
}

