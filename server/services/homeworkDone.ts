import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { HomeworkBar, HomeworkResult } from '../../contract/homework';
import { accuracyOf } from '../../contract/scoring';
import { chinaDay, chinaDateTime } from '../clock';
import { chapterAttempts, gameRounds } from '../db/schema';
import type { DbOrTx } from './points';
import { itemOf, lessonsNamed } from './homeworkItems';

/** What the results need of an assignment. */
export interface AssignmentRef {
  id: string;
  kind: string;
  itemKey: string;
  dueDay: string;
  createdAt: Date;
}

/** A finished chapter attempt or game round, reduced to what a result shows. */
interface Try {
  roleId: string;
  key: string;
  stars: number;
  accuracy: number;
  cpm: number;
  at: Date;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const NOTHING: HomeworkResult = { status: 'todo', stars: 0, accuracy: null, cpm: null, at: null, late: false };

/**
 * Each child's result on each assignment, read from the chapter attempts and game rounds the child
 * already makes: only tries finished at or after the assignment was set count. Done = a try that
 * reached the item's bar (its stars AND its accuracy floor: a game round's as the server's replay
 * counted its keys), so blind key-mashing does not do homework; the best try shows (one that reached
 * the bar, then most stars, then accuracy).
 * Returns results by `${roleId}|${assignmentId}`.
 */
export async function homeworkResults(db: DbOrTx, roleIds: string[], list: readonly AssignmentRef[]): Promise<Map<string, HomeworkResult>> {
  const out = new Map<string, HomeworkResult>();
  if (!roleIds.length || !list.length) return out;
  const since = new Date(Math.min(...list.map((a) => a.createdAt.getTime())));
  // a class lesson is typed as a chapter: its attempts are chapter attempts under its item key (`lesson:<id>`)
  const chapterIds = list.filter((a) => a.kind === 'chapter' || a.kind === 'lesson').map((a) => a.itemKey);
  const lessons = await lessonsNamed(db, list);
  const levels = list.filter((a) => a.kind === 'game').map((a) => itemOf('game', a.itemKey));
  const tries: Try[] = [];
  if (chapterIds.length) {
    const rows = await db
      .select({ roleId: chapterAttempts.roleId, key: chapterAttempts.chapterId, stars: chapterAttempts.stars, accuracy: chapterAttempts.accuracy, cpm: chapterAttempts.cpm, at: chapterAttempts.createdAt })
      .from(chapterAttempts)
      .where(and(inArray(chapterAttempts.roleId, roleIds), inArray(chapterAttempts.chapterId, chapterIds), gte(chapterAttempts.createdAt, since)));
    tries.push(...rows);
  }
  if (levels.length) {
    const rows = await db
      .select({ roleId: gameRounds.roleId, courseId: gameRounds.courseId, levelId: gameRounds.levelId, stars: gameRounds.stars, correct: gameRounds.correct, wrong: gameRounds.wrong, durationMs: gameRounds.durationMs, at: gameRounds.finishedAt })
      .from(gameRounds)
      .where(and(
        inArray(gameRounds.roleId, roleIds), eq(gameRounds.mode, 'level'), isNotNull(gameRounds.finishedAt), gte(gameRounds.finishedAt, since),
        inArray(gameRounds.courseId, levels.map((l) => l.courseId!)), inArray(gameRounds.levelId, levels.map((l) => l.levelId!)),
      ));
    for (const r of rows) {
      const correct = r.correct ?? 0;
      const ms = r.durationMs ?? 0;
      // a round's speed is its correct keys over its time, as the reports count it
      tries.push({ roleId: r.roleId, key: `${r.courseId}/${r.levelId}`, stars: r.stars ?? 0, accuracy: accuracyOf(correct, r.wrong ?? 0), cpm: ms > 0 ? (correct * 60_000) / ms : 0, at: r.at! });
    }
  }
  for (const a of list) {
    const { bar } = itemOf(a.kind, a.itemKey, lessons);
    for (const roleId of roleIds) {
      const mine = tries.filter((t) => t.roleId === roleId && t.key === a.itemKey && t.at.getTime() >= a.createdAt.getTime());
      out.set(`${roleId}|${a.id}`, resultOf(mine, a.dueDay, bar));
    }
  }
  return out;
}

/** Whether a try reached the bar: its stars and its accuracy (rounded as shown). */
const reachesBar = (t: { stars: number; accuracy: number }, bar: HomeworkBar): boolean => t.stars >= bar.stars && round1(t.accuracy) >= bar.accuracy;

/** The result of one child's tries on one assignment. */
function resultOf(tries: Try[], dueDay: string, bar: HomeworkBar): HomeworkResult {
  if (!tries.length) return NOTHING;
  // reached the bar first, then stars (0–3), then accuracy (0–100)
  const rank = (t: Try) => (reachesBar(t, bar) ? 1_000_000 : 0) + t.stars * 1000 + t.accuracy;
  const best = tries.reduce((b, t) => (rank(t) > rank(b) ? t : b));
  const passed = tries.filter((t) => reachesBar(t, bar)).sort((x, y) => x.at.getTime() - y.at.getTime());
  const first = passed[0];
  const shown = first ?? tries.reduce((l, t) => (t.at > l.at ? t : l));
  return {
    status: first ? 'done' : 'tried', stars: best.stars, accuracy: round1(best.accuracy), cpm: Math.round(best.cpm),
    at: chinaDateTime(shown.at), late: !!first && chinaDay(first.at) > dueDay,
  };
}
