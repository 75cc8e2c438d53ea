import { count, desc, eq, sql } from 'drizzle-orm';
import { REASON_ZH, type LedgerPage } from '../../contract/account';
import type { Db } from '../db/client';
import { chapterAttempts, pointsLedger, weakPractices } from '../db/schema';
import { chinaDateTime } from '../clock';
import { curriculum } from './curriculum';
import { attemptIdOfRef, balance } from './points';
import { idAfter } from '../db/prefixedId';
import { LESSON_CHAPTER_PREFIX } from '../../contract/classLessons';

/** A Chinese line for a ledger row: the reason, plus the chapter's name for a chapter or a replay. */
function titleOf(reason: string, chapterId: string | null, weakKind: string | null): string {
  const base = REASON_ZH[reason] ?? (reason.startsWith('game') ? '打字游戏' : '积分变动');
  const practice = reason === 'chapter' || reason === 'replay';
  if (practice && chapterId?.startsWith('weak:')) return weakKind === 'pinyin' ? REASON_ZH.weakPinyin! : REASON_ZH.weak!;
  if (practice && chapterId?.startsWith(LESSON_CHAPTER_PREFIX)) return `${base}「老师的课」`;
  if (practice && chapterId) {
    const place = curriculum.chapter(chapterId);
    if (place) return `${base}「${place.chapter.name}」`;
  }
  return base;
}

/** One page of the role's points ledger, newest first, with the balance. */
export async function ledgerPage(db: Db, roleId: string, page: number, pageSize: number): Promise<LedgerPage> {
  const rows = await db
    .select({
      id: pointsLedger.id,
      delta: pointsLedger.delta,
      reason: pointsLedger.reason,
      createdAt: pointsLedger.createdAt,
      chapterId: chapterAttempts.chapterId,
      weakKind: weakPractices.kind,
    })
    .from(pointsLedger)
    .leftJoin(chapterAttempts, sql`${chapterAttempts.attemptId} = ${attemptIdOfRef(pointsLedger.ref)}`)
    // found by key, as the attempt above: a generated practice's chapter id is 'weak:<practice id>'
    .leftJoin(weakPractices, sql`${weakPractices.id} = ${idAfter('weak:', chapterAttempts.chapterId)}`)
    .where(eq(pointsLedger.roleId, roleId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(pointsLedger).where(eq(pointsLedger.roleId, roleId));
  return {
    items: rows.map((r) => ({ id: r.id, delta: r.delta, reason: r.reason, title: titleOf(r.reason, r.chapterId, r.weakKind), time: chinaDateTime(r.createdAt) })),
    total: Number(total),
    page,
    pageSize,
    point: await balance(db, roleId),
  };
}
