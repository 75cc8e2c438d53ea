import { and, eq, sql } from 'drizzle-orm';
import { DAILY_DRAW_POINTS } from '../../contract/constants';
import { Messages, Status } from '../../contract/envelope';
import type { DrawResult } from '../../contract/game';
import type { TodayDraw } from '../../contract/student';
import type { Db } from '../db/client';
import { pointsLedger } from '../db/schema';
import { AppError } from '../errors';
import { addPoints, balance, lockRole, type DbOrTx } from './points';

/** How many daily draws the role has taken on a China day (ledger rows of reason 'draw'). */
async function drawsOn(db: DbOrTx, roleId: string, day: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number | string>`count(*)` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.roleId, roleId), eq(pointsLedger.reason, 'draw'), eq(pointsLedger.day, day)));
  return Number(rows[0]?.n ?? 0);
}

/** POST student/point/getTodayCanDraw: alreadyDraw once the day's `dayLimit` draws are taken. */
export async function todayDraw(db: Db, roleId: string, day: string, dayLimit: number): Promise<TodayDraw> {
  return { alreadyDraw: (await drawsOn(db, roleId, day)) >= dayLimit, drawPoint: DAILY_DRAW_POINTS };
}

/**
 * POST student/point/drawGamePoint: 150 points, at most `dayLimit` times a China day. The role row
 * is locked and each draw has the ledger ref draw:<role>:<day>:<n>, so concurrent draws cannot pass
 * the limit; one more is refused with 40900 '已经领取' and writes nothing.
 */
export async function drawGamePoint(db: Db, input: { roleId: string; day: string; dayLimit: number; now?: Date }): Promise<DrawResult> {
  return db.transaction(async (tx) => {
    await lockRole(tx, input.roleId);
    const taken = await drawsOn(tx, input.roleId, input.day);
    if (taken >= input.dayLimit) throw new AppError(Status.conflict, Messages.alreadyDrawn);
    const added = await addPoints(tx, { roleId: input.roleId, delta: DAILY_DRAW_POINTS, reason: 'draw', ref: `draw:${input.roleId}:${input.day}:${taken + 1}`, day: input.day, createdAt: input.now });
    if (!added) throw new AppError(Status.conflict, Messages.alreadyDrawn);
    return { drawPoint: DAILY_DRAW_POINTS, point: await balance(tx, input.roleId) };
  });
}
