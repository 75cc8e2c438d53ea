import { and, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DayReport } from '../../contract/account';
import { categoryOf, earnedOf, noPoints, type PointsByCategory } from '../../contract/economy';
import type { DbOrTx } from './points';
import { chapterAttempts, gameRounds, pointsLedger } from '../db/schema';
import { addDays } from './days';

const num = (x: unknown) => Number(x ?? 0);

interface DayTotals {
  ms: number;
  chapters: number;
  games: number;
  /** class races (a race's result is a practice, chapter id `race:<id>`, not a chapter) */
  races: number;
  correct: number;
  wrong: number;
  /** sum of cpm × duration, so speeds are averaged by practice time */
  cpmMs: number;
  /** the ledger's sums by category (contract/economy.ts) */
  points: PointsByCategory;
}
const empty = (): DayTotals => ({ ms: 0, chapters: 0, games: 0, races: 0, correct: 0, wrong: 0, cpmMs: 0, points: noPoints() });

/** Per-day totals of chapters, finished game rounds and the ledger by category of a role in [from, to]. */
export async function totalsByDay(db: DbOrTx, roleIds: string | string[], from: string, to: string): Promise<Map<string, DayTotals>> {
  const ids = Array.isArray(roleIds) ? roleIds : [roleIds];
  const byDay = new Map<string, DayTotals>();
  const at = (key: string) => byDay.get(key) ?? (byDay.set(key, empty()), byDay.get(key)!);
  if (!ids.length) return byDay;

  const chapters = await db
    .select({
      roleId: chapterAttempts.roleId, day: chapterAttempts.day, ms: sql`sum(${chapterAttempts.durationMs})`,
      n: sql`count(*) filter (where ${chapterAttempts.chapterId} not like 'race:%')`, races: sql`count(*) filter (where ${chapterAttempts.chapterId} like 'race:%')`,
      correct: sql`sum(${chapterAttempts.correct})`, wrong: sql`sum(${chapterAttempts.wrong})`, cpmMs: sql`sum(${chapterAttempts.cpm} * ${chapterAttempts.durationMs})`,
    })
    .from(chapterAttempts)
    .where(and(inArray(chapterAttempts.roleId, ids), gte(chapterAttempts.day, from), lte(chapterAttempts.day, to)))
    .groupBy(chapterAttempts.roleId, chapterAttempts.day);
  for (const r of chapters) {
    const d = at(`${r.roleId}|${r.day}`);
    d.ms += num(r.ms); d.chapters += num(r.n); d.races += num(r.races); d.correct += num(r.correct); d.wrong += num(r.wrong); d.cpmMs += num(r.cpmMs);
  }

  const games = await db
    .select({
      roleId: gameRounds.roleId, day: gameRounds.day, ms: sql`sum(coalesce(${gameRounds.durationMs}, 0))`, n: sql`count(*)`,
      correct: sql`sum(coalesce(${gameRounds.correct}, 0))`, wrong: sql`sum(coalesce(${gameRounds.wrong}, 0))`,
    })
    .from(gameRounds)
    .where(and(inArray(gameRounds.roleId, ids), isNotNull(gameRounds.finishedAt), gte(gameRounds.day, from), lte(gameRounds.day, to)))
    .groupBy(gameRounds.roleId, gameRounds.day);
  for (const r of games) {
    const d = at(`${r.roleId}|${r.day}`);
    const ms = num(r.ms);
    const correct = num(r.correct);
    // a round's speed is its correct keys over its time
    d.ms += ms; d.games += num(r.n); d.correct += correct; d.wrong += num(r.wrong); d.cpmMs += correct * 60_000;
  }

  const ledger = await db
    .select({ roleId: pointsLedger.roleId, day: pointsLedger.day, reason: pointsLedger.reason, total: sql`sum(${pointsLedger.delta})` })
    .from(pointsLedger)
    .where(and(inArray(pointsLedger.roleId, ids), gte(pointsLedger.day, from), lte(pointsLedger.day, to)))
    .groupBy(pointsLedger.roleId, pointsLedger.day, pointsLedger.reason);
  for (const r of ledger) at(`${r.roleId}|${r.day}`).points[categoryOf(r.reason)] += num(r.total);
  return byDay;
}

/** Totals of several days (or roles) added together. */
export function sumTotals(list: Iterable<DayTotals>): DayTotals {
  const s = empty();
  for (const d of list) {
    s.ms += d.ms; s.chapters += d.chapters; s.games += d.games; s.races += d.races; s.correct += d.correct; s.wrong += d.wrong; s.cpmMs += d.cpmMs;
    for (const k of Object.keys(s.points) as (keyof PointsByCategory)[]) s.points[k] += d.points[k];
  }
  return s;
}

/** The report figures of some totals: minutes, speed weighted by time, accuracy to one decimal. */
export function figures(date: string, d: DayTotals): DayReport {
  const keys = d.correct + d.wrong;
  return {
    date,
    minutes: Math.round((d.ms / 60_000) * 10) / 10,
    chapters: d.chapters,
    games: d.games,
    races: d.races,
    characters: d.correct,
    cpm: d.ms > 0 ? Math.round(d.cpmMs / d.ms) : 0,
    accuracy: keys > 0 ? Math.round((d.correct / keys) * 1000) / 10 : null,
    points: earnedOf(d.points),
    pointsBy: { ...d.points },
  };
}

/** One day of one role. */
export async function dailyReport(db: DbOrTx, roleId: string, day: string): Promise<DayReport> {
  const totals = await totalsByDay(db, roleId, day, day);
  return figures(day, totals.get(`${roleId}|${day}`) ?? empty());
}

/** One row a day for the 90 days ending `today`, oldest first. */
export async function quarterlyReport(db: DbOrTx, roleId: string, today: string): Promise<DayReport[]> {
  const from = addDays(today, -89);
  const totals = await totalsByDay(db, roleId, from, today);
  return Array.from({ length: 90 }, (_, i) => {
    const day = addDays(from, i);
    return figures(day, totals.get(`${roleId}|${day}`) ?? empty());
  });
}

/** A role's totals over [from, to] as report figures (a week for groups and the parent's view). */
export async function rangeReport(db: DbOrTx, roleIds: string[], from: string, to: string): Promise<Map<string, DayReport & { days: number }>> {
  const totals = await totalsByDay(db, roleIds, from, to);
  const out = new Map<string, DayReport & { days: number }>();
  for (const id of roleIds) {
    const mine = [...totals.entries()].filter(([k, v]) => k.startsWith(`${id}|`) && v.ms + v.chapters + v.games + v.races > 0).map(([, v]) => v);
    out.set(id, { ...figures(`${from}~${to}`, sumTotals(mine)), days: mine.length });
  }
  return out;
}
