import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Chapter } from '../../contract/levels';
import { DEFAULT_TARGETS } from '../../contract/scoring';
import { Status } from '../../contract/envelope';
import type { WeakPractice } from '../../contract/weakKeys';
import type { Db } from '../db/client';
import { weakPractices } from '../db/schema';
import { AppError } from '../errors';
import { keyStatsOf } from './progress';
import { weakKeysOf, weakPassage } from './weakKeys';

/** A role may make this many weak-key chapters a China day (each can earn stars once, under the daily cap). */
export const WEAK_PRACTICES_PER_DAY = 10;
const NAME = '练习薄弱键';

const seedOf = (id: string) => [...id].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/** The chapter a stored practice is scored as: a typing_text chapter with the default targets. */
export function practiceChapter(row: { id: string; text: string }): Chapter {
  return { id: `weak:${row.id}`, name: NAME, lesson_type: 'practice', is_game: false, activity: { render_engine: 'typing_text', text: row.text }, targets: DEFAULT_TARGETS };
}

const out = (row: { id: string; text: string; keys: unknown }): WeakPractice => ({
  id: row.id, chapterId: `weak:${row.id}`, name: NAME, keys: row.keys as string[], activity: { render_engine: 'typing_text', text: row.text }, targets: DEFAULT_TARGETS,
});

/**
 * Makes (and stores, so the server can score it) a passage from the role's weakest keys.
 * 40000 when no weak key is known yet; 40900 after WEAK_PRACTICES_PER_DAY today.
 */
export async function createWeakPractice(db: Db, roleId: string, day: string, now: Date): Promise<WeakPractice> {
  const weak = weakKeysOf(await keyStatsOf(db, roleId));
  if (!weak.keys.length) throw new AppError(Status.invalid, '还没有找到薄弱键，先完成几个练习吧');
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(weakPractices).where(and(eq(weakPractices.roleId, roleId), eq(weakPractices.day, day)));
  if (Number(n) >= WEAK_PRACTICES_PER_DAY) throw new AppError(Status.conflict, '今天的薄弱键练习已经做了很多啦，明天再来吧');
  const id = randomUUID();
  const keys = weak.keys.map((k) => k.code);
  const row = { id, roleId, text: weakPassage(keys, seedOf(id)), keys, day, createdAt: now };
  await db.insert(weakPractices).values(row);
  return out(row);
}

/** A stored practice of this role, or 40400. */
export async function weakPracticeOf(db: Db, roleId: string, id: string): Promise<WeakPractice> {
  const rows = await db.select().from(weakPractices).where(and(eq(weakPractices.id, id), eq(weakPractices.roleId, roleId))).limit(1);
  if (!rows[0]) throw new AppError(Status.notFound, '这个练习不存在');
  return out(rows[0]);
}
