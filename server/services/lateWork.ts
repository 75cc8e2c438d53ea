import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gameRounds } from '../db/schema';
import type { SessionEnd } from './sessions';

/** Why the session that sent a result is no longer live (requireRoleForWork). */
type Ended = SessionEnd;

/** What a result taken from an ended session tells the page, so it can say so calmly (docs/API-NOTES.md). */
export const lateNote = (ended: Ended) => (ended ? { sessionEnded: ended.error.message } : {});

/**
 * A chapter attempt sent by an ended session is taken only if the child began it before the session
 * ended: now − durationMs (durationMs leaves out pauses, so the true start was earlier still).
 */
export function chapterBeganInTime(ended: Ended, now: Date, durationMs: number): void {
  if (ended && now.getTime() - durationMs > ended.at.getTime()) throw ended.error;
}

/** A game round sent by an ended session is taken only if the server started it before the session ended. */
export async function roundBeganInTime(db: Db, ended: Ended, roundId: string): Promise<void> {
  if (!ended) return;
  const rows = await db.select({ startedAt: gameRounds.startedAt }).from(gameRounds).where(eq(gameRounds.id, roundId)).limit(1);
  const startedAt = rows[0]?.startedAt;
  if (!startedAt || startedAt.getTime() > ended.at.getTime()) throw ended.error;
}
