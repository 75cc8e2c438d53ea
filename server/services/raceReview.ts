import { and, eq, sql } from 'drizzle-orm';
import { Status } from '../../contract/envelope';
import { RaceMessages } from '../../contract/race';
import type { Db } from '../db/client';
import { raceRacers } from '../db/schema';
import type { RoleRow } from '../context';
import { AppError } from '../errors';
import { recordResult } from './raceLaneStore';
import { ownRace, type RaceRow } from './races';

/**
 * POST race/:id/confirm: the teacher confirms a finish that waited for review (far beyond the
 * child's recorded speed, raceFinish.ts). It takes the place its finishing key's arrival gives it —
 * the placed after it move down one, as a finish stored out of order does — and its practice goes
 * into the child's record (from then on its speed is the child's to beat). Under the race row's lock,
 * as the finishes; while the race runs or after its end.
 */
export async function confirmFinish(db: Db, teacher: RoleRow, id: string, roleId: string, now: Date): Promise<RaceRow> {
  const race = await ownRace(db, id, teacher);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from races where id = ${id} for update`);
    const mine = and(eq(raceRacers.raceId, id), eq(raceRacers.roleId, roleId), eq(raceRacers.status, 'finished'), eq(raceRacers.review, true));
    const [me] = await tx.select().from(raceRacers).where(mine).limit(1);
    if (!me) throw new AppError(Status.conflict, RaceMessages.nothingToReview);
    const rank = sql`(${me.arrivedMs ?? me.finishMs}::integer, ${me.finishMs}::integer, ${me.lane}::integer)`;
    const placed = sql`o.race_id = ${id} and o.status = 'finished' and not o.review`;
    await tx.execute(sql`update race_racers o set place = o.place + 1 where ${placed} and (o.arrived_ms, o.finish_ms, o.lane) > ${rank}`);
    await tx.execute(sql`update race_racers r set review = false,
      place = 1 + (select count(*) from race_racers o where ${placed} and (o.arrived_ms, o.finish_ms, o.lane) < ${rank})
      where r.race_id = ${id} and r.role_id = ${roleId}`);
    await recordResult(tx, id, roleId, me, me.finishMs ?? 0, now);
  });
  return race;
}
