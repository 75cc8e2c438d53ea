import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Chapter, Targets, TypingPinyinActivity } from '../../contract/levels';
import { DEFAULT_TARGETS } from '../../contract/scoring';
import { Status } from '../../contract/envelope';
import type { WeakPractice, WeakPracticeKind } from '../../contract/weakKeys';
import { PRACTICE_ENGINE } from '../../engines/engineFacts';
import type { Db } from '../db/client';
import { weakPractices } from '../db/schema';
import { AppError } from '../errors';
import { lockRole } from './points';
import { pinyinStatsOf } from './progress';
import { keyStatsOf } from './keyTotals';
import { weakKeysOf, weakPassage } from './weakKeys';
import { weakPinyinItems, weakPinyinOf } from './weakPinyin';

/** A role may make this many weak practice chapters (keys and pinyin together) a China day (each can earn stars once, under the daily cap). */
export const WEAK_PRACTICES_PER_DAY = 10;

/** What differs between the two coaches: the name, the engine, the targets and how a practice is made. */
const KINDS = {
  keys: { name: '练习薄弱键', targets: DEFAULT_TARGETS, none: '还没有找到薄弱键，先完成几个练习吧', many: '今天的薄弱键练习已经做了很多啦，明天再来吧' },
  // the pinyin course's syllable chapters' targets: 字/分 counts 汉字, several letters each
  pinyin: { name: '练习薄弱拼音', targets: { goalCpm: 12, minAccuracy: 85 } as Targets, none: '还没有找到薄弱的声母韵母，先去练几节拼音课吧', many: '今天的薄弱拼音练习已经做了很多啦，明天再来吧' },
} as const;

const seedOf = (id: string) => [...id].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

interface Row {
  id: string;
  kind: string;
  text: string;
  items: unknown;
  keys: unknown;
}
const kindOf = (row: Row): WeakPracticeKind => (row.kind === 'pinyin' ? 'pinyin' : 'keys');

function activityOf(row: Row): WeakPractice['activity'] {
  return kindOf(row) === 'pinyin'
    ? { render_engine: PRACTICE_ENGINE.pinyin, items: row.items as TypingPinyinActivity['items'] }
    : { render_engine: PRACTICE_ENGINE.keys, text: row.text };
}

/** The chapter a stored practice is scored as: a generated practice with its kind's targets. */
export function practiceChapter(row: Row): Chapter {
  const kind = KINDS[kindOf(row)];
  return { id: `weak:${row.id}`, name: kind.name, lesson_type: 'practice', is_game: false, activity: activityOf(row), targets: kind.targets };
}

const out = (row: Row): WeakPractice => {
  const kind = kindOf(row);
  return { id: row.id, kind, chapterId: `weak:${row.id}`, name: KINDS[kind].name, keys: row.keys as string[], activity: activityOf(row), targets: KINDS[kind].targets };
};

/** What a new practice trains and contains, from the role's counts; null when nothing is weak yet. */
async function contentFor(db: Db, roleId: string, kind: WeakPracticeKind, seed: number): Promise<{ keys: string[]; text: string; items: TypingPinyinActivity['items'] | null } | null> {
  if (kind === 'keys') {
    const weak = weakKeysOf(await keyStatsOf(db, roleId));
    if (!weak.keys.length) return null;
    const keys = weak.keys.map((k) => k.code);
    return { keys, text: weakPassage(keys, seed), items: null };
  }
  const weak = weakPinyinOf(await pinyinStatsOf(db, roleId));
  const parts = { initials: weak.initials.map((p) => p.part), finals: weak.finals.map((p) => p.part) };
  const items = weakPinyinItems(parts, seed);
  if (!items.length) return null;
  return { keys: [...parts.initials, ...parts.finals], text: '', items };
}

/**
 * Makes (and stores, so the server can score it) a practice from the role's weakest keys or
 * 声母/韵母. 40000 when nothing weak is known yet; 40900 after WEAK_PRACTICES_PER_DAY today.
 */
export async function createWeakPractice(db: Db, roleId: string, day: string, now: Date, kind: WeakPracticeKind = 'keys'): Promise<WeakPractice> {
  const id = randomUUID();
  const content = await contentFor(db, roleId, kind, seedOf(id));
  if (!content) throw new AppError(Status.invalid, KINDS[kind].none);
  const row = { id, roleId, kind, ...content, day, createdAt: now };
  await db.transaction(async (tx) => {
    // the role row locked: one role's practices count and insert one after another, so the cap is exact
    await lockRole(tx, roleId);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(weakPractices).where(and(eq(weakPractices.roleId, roleId), eq(weakPractices.day, day)));
    if (Number(n) >= WEAK_PRACTICES_PER_DAY) throw new AppError(Status.conflict, KINDS[kind].many);
    await tx.insert(weakPractices).values(row);
  });
  return out(row);
}

/** A stored practice of this role, or 40400. */
export async function weakPracticeOf(db: Db, roleId: string, id: string): Promise<WeakPractice> {
  return (await weakPracticeChapter(db, roleId, id)).practice;
}

/** A stored practice of this role and the chapter it is scored as, or 40400. */
export async function weakPracticeChapter(db: Db, roleId: string, id: string): Promise<{ practice: WeakPractice; chapter: Chapter }> {
  const rows = await db.select().from(weakPractices).where(and(eq(weakPractices.id, id), eq(weakPractices.roleId, roleId))).limit(1);
  if (!rows[0]) throw new AppError(Status.notFound, '这个练习不存在');
  return { practice: out(rows[0]), chapter: practiceChapter(rows[0]) };
}
