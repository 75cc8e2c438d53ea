import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gameRounds, races, sessions, smsCodes, typingTests, users, vipOrders, wechatCodes } from '../db/schema';
import { purgeLimits } from './limiter';
import { dueRaces } from './races';

const DAY = 24 * 3600_000;

/** How long each kind of leftover is kept after it stopped mattering. */
export const RETENTION = {
  /** ended or expired sessions (an old tab still learns 10002 for a week) */
  sessionsMs: 7 * DAY,
  /** SMS and WeChat codes after they expired */
  codesMs: DAY,
  /** pending VIP orders nobody paid (providers stop notifying long before) */
  pendingOrdersMs: 2 * DAY,
  /** rate-limit counters after their window began (the longest window is an hour) */
  limitsMs: DAY,
  /** pure guest accounts with no role, no order and no live session, after they were made */
  idleGuestsMs: 30 * DAY,
  /**
   * game rounds started and never finished, after they started (a round lasts at most 30 minutes;
   * a week leaves room for a late retry). Their 50 points stay spent: the ledger row is kept.
   * Finished rounds are kept for ranks, bests and reports.
   */
  unfinishedRoundsMs: 7 * DAY,
  /**
   * typing tests started and never handed in, after they started: a test can no longer be handed in
   * 15 minutes past its length (typingTests.ts TEST_GRACE_MS), so each one left is a stored text and
   * activity nobody will read (issue 39: they were kept forever). A day leaves room to look into one.
   */
  unfinishedTestsMs: DAY,
  /** class races that expired in their lobby (never started: no result to keep), after they expired */
  expiredRacesMs: DAY,
};
export const HOUSEKEEPING_INTERVAL_MS = 3600_000;

export interface Purged {
  sessions: number;
  smsCodes: number;
  wechatCodes: number;
  pendingOrders: number;
  limits: number;
  guests: number;
  unfinishedRounds: number;
  unfinishedTests: number;
  /** races ended here because their time passed (each process's race rooms end them sooner: raceRooms.ts) */
  racesEnded: number;
  /** expired lobbies deleted */
  expiredRaces: number;
}

/** Deletes what nobody needs any more. Idempotent: several processes may run it at once. */
export async function purge(db: Db, now: Date): Promise<Purged> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const sessionCut = before(RETENTION.sessionsMs);
  const gone = {
    sessions: (await db.delete(sessions).where(or(lt(sessions.endedAt, sessionCut), lt(sessions.expiresAt, sessionCut))).returning({ id: sessions.id })).length,
    smsCodes: (await db.delete(smsCodes).where(lt(smsCodes.expiresAt, before(RETENTION.codesMs))).returning({ id: smsCodes.id })).length,
    wechatCodes: (await db.delete(wechatCodes).where(lt(wechatCodes.createdAt, before(RETENTION.codesMs))).returning({ code: wechatCodes.code })).length,
    pendingOrders: (
      await db
        .delete(vipOrders)
        .where(and(eq(vipOrders.status, 'pending'), lt(vipOrders.createdAt, before(RETENTION.pendingOrdersMs))))
        .returning({ tradeNo: vipOrders.tradeNo })
    ).length,
    limits: await purgeLimits(db, before(RETENTION.limitsMs)),
    unfinishedRounds: (
      await db
        .delete(gameRounds)
        .where(and(isNull(gameRounds.finishedAt), lt(gameRounds.startedAt, before(RETENTION.unfinishedRoundsMs))))
        .returning({ id: gameRounds.id })
    ).length,
    unfinishedTests: (
      await db
        .delete(typingTests)
        .where(and(isNull(typingTests.finishedAt), lt(typingTests.startedAt, before(RETENTION.unfinishedTestsMs))))
        .returning({ id: typingTests.id })
    ).length,
    racesEnded: (await dueRaces(db, now)).length,
    expiredRaces: (
      await db.delete(races).where(and(eq(races.endReason, 'expired'), lt(races.expiresAt, before(RETENTION.expiredRacesMs)))).returning({ id: races.id })
    ).length,
    guests: 0,
  };
  const guestCut = before(RETENTION.idleGuestsMs).toISOString();
  gone.guests = await db.transaction(async (tx) => {
    const idle = tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          isNull(users.mobile),
          isNull(users.username),
          isNull(users.wechatOpenid),
          isNull(users.deletedAt),
          isNull(users.vipExpireAt),
          eq(users.vipForever, false),
          lt(users.createdAt, sql`${guestCut}::timestamptz`),
          sql`not exists (select 1 from roles r where r.user_id = ${users.id})`,
          sql`not exists (select 1 from vip_orders o where o.user_id = ${users.id})`,
          sql`not exists (select 1 from sessions s where s.user_id = ${users.id} and s.ended_at is null and s.expires_at > ${now.toISOString()}::timestamptz)`,
        ),
      )
      .limit(1000);
    const ids = (await idle).map((r) => r.id);
    if (ids.length === 0) return 0;
    await tx.delete(sessions).where(sql`${sessions.userId} in ${ids}`);
    return (await tx.delete(users).where(sql`${users.id} in ${ids}`).returning({ id: users.id })).length;
  });
  return gone;
}
