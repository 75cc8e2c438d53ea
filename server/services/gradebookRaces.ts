import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { RaceSummary } from '../../contract/homework';
import type { Db } from '../db/client';
import { raceRacers, races } from '../db/schema';

/**
 * The gradebook's race column: each member's class races in this class (server/services/races.ts) —
 * races run (started, not removed from), races won (place 1), best speed of a finished race (字/分,
 * counted from the start; not of a finish waiting for the teacher), and the finishes waiting for the
 * teacher's confirmation (待老师确认).
 */
export async function raceSummaries(db: Db, groupId: string, roleIds: readonly string[]): Promise<Map<string, RaceSummary> | null> {
  const out = new Map<string, RaceSummary>();
  if (!roleIds.length) return out;
  const rows = await db
    .select({
      roleId: raceRacers.roleId,
      races: sql<number>`count(*)`,
      wins: sql<number>`count(*) filter (where ${raceRacers.place} = 1)`,
      bestCpm: sql<number | null>`max(${raceRacers.cpm}) filter (where ${raceRacers.status} = 'finished' and not ${raceRacers.review})`,
      toConfirm: sql<number>`count(*) filter (where ${raceRacers.review})`,
    })
    .from(raceRacers)
    .innerJoin(races, eq(races.id, raceRacers.raceId))
    .where(and(eq(races.groupId, groupId), isNotNull(races.startsAt), inArray(raceRacers.roleId, [...roleIds]), sql`${raceRacers.status} <> 'removed'`))
    .groupBy(raceRacers.roleId);
  for (const r of rows) out.set(r.roleId, { races: Number(r.races), wins: Number(r.wins), bestCpm: r.bestCpm === null ? null : Math.round(Number(r.bestCpm)), toConfirm: Number(r.toConfirm) });
  return out;
}
