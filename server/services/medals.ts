import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MEDALS, MEDAL_RULES, type MedalId, type MedalState } from '../../contract/certificates';
import { chinaDateTime } from '../clock';
import { medals } from '../db/schema';
import { keyStatsOf } from './keyTotals';
import type { DbOrTx } from './points';

/**
 * Gives a role a medal once: the (role, medal) key and ON CONFLICT DO NOTHING make concurrent or
 * repeated awards one row. `created` is true only for the call that stored it.
 */
export async function awardMedal(db: DbOrTx, roleId: string, medalId: MedalId, now: Date): Promise<{ created: boolean }> {
  const rows = await db.insert(medals).values({ roleId, medalId, earnedAt: now }).onConflictDoNothing().returning({ id: medals.medalId });
  return { created: rows.length > 0 };
}

const LETTER_KEYS = Array.from({ length: 26 }, (_, i) => `Key${String.fromCharCode(65 + i)}`);

/** Every letter key typed often enough, each above the accuracy bar (misses count against it). */
async function keysAreSteady(db: DbOrTx, roleId: string): Promise<boolean> {
  const stats = await keyStatsOf(db, roleId);
  return LETTER_KEYS.every((code) => {
    const s = stats[code];
    if (!s || s.hit < MEDAL_RULES.steadyKeyMinStrokes) return false;
    return (s.hit * 100) / (s.hit + s.miss) > MEDAL_RULES.steadyKeyAccuracy;
  });
}

/**
 * The medals a finished chapter may earn, checked in the chapter's own transaction (the role is
 * locked there), from what the attempt read before it wrote (attemptFacts: the medals held and the
 * attempts before this one). The key-accuracy medal sums every attempt's key counts, so it is looked
 * at only after a chapter typed at the bar's accuracy, and only until it is earned. Returns the
 * medals this attempt earned, for its result card.
 */
export async function medalsAfterChapter(tx: DbOrTx, roleId: string, attempt: { stars: number; accuracy: number }, now: Date, before: { medals: ReadonlySet<string>; attempts: number }): Promise<MedalId[]> {
  const has = before.medals;
  const earned: MedalId[] = [];
  const award = async (id: MedalId) => {
    if ((await awardMedal(tx, roleId, id, now)).created) earned.push(id);
  };
  if (!has.has('firstThreeStars') && attempt.stars >= 3) await award('firstThreeStars');
  if (!has.has('hundredChapters') && before.attempts + 1 >= MEDAL_RULES.hundredChapters) await award('hundredChapters');
  if (!has.has('steadyKeys') && attempt.accuracy > MEDAL_RULES.steadyKeyAccuracy && (await keysAreSteady(tx, roleId))) await award('steadyKeys');
  return earned;
}

/** A check-in's medal: a week of check-ins in a row. */
export async function medalsAfterSignIn(tx: DbOrTx, roleId: string, streak: number, now: Date): Promise<void> {
  if (streak >= MEDAL_RULES.weekStreakDays) await awardMedal(tx, roleId, 'weekStreak', now);
}

/** The shelf: every medal, earned or not, in the table's order. */
export async function medalShelf(db: DbOrTx, roleId: string): Promise<MedalState[]> {
  const rows = await db.select().from(medals).where(eq(medals.roleId, roleId));
  return MEDALS.map((m) => {
    const row = rows.find((r) => r.medalId === m.id);
    return { ...m, earnedAt: row ? chinaDateTime(row.earnedAt) : null, seen: !!row?.seenAt };
  });
}

/** Marks medals as announced; announcing twice changes nothing (the first seen time stays). */
export async function markMedalsSeen(db: DbOrTx, roleId: string, ids: readonly MedalId[], now: Date): Promise<void> {
  await db.update(medals).set({ seenAt: now }).where(and(eq(medals.roleId, roleId), inArray(medals.medalId, [...ids]), isNull(medals.seenAt)));
}

/** Earned medal ids of several roles (the class board's rows). */
export async function medalsOfRoles(db: DbOrTx, roleIds: readonly string[]): Promise<Map<string, MedalId[]>> {
  const out = new Map<string, MedalId[]>(roleIds.map((id) => [id, []]));
  if (!roleIds.length) return out;
  const rows = await db.select({ roleId: medals.roleId, id: medals.medalId }).from(medals).where(inArray(medals.roleId, [...roleIds]));
  const order = MEDALS.map((m) => m.id as string);
  for (const r of rows.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))) out.get(r.roleId)?.push(r.id as MedalId);
  return out;
}
