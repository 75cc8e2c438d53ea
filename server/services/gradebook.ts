import type { Gradebook, GradebookRow, TrendWeek } from '../../contract/homework';
import type { Db } from '../db/client';
import type { RoleRow } from '../context';
import { chinaDateTime, chinaDay } from '../clock';
import { addDays, mondayOf } from './days';
import { ownGroup } from './groups';
import { classMembers, liveAssignments } from './homework';
import { homeworkResults } from './homeworkDone';
import { describeAssignment, lessonsNamed } from './homeworkItems';
import { raceSummaries } from './gradebookRaces';
import { NO_GRADES, testGrades } from './gradebookTests';
import { figures, sumTotals, totalsByDay } from './report';

/** The longest term the trend covers, in weeks. */
export const TERM_WEEKS = 16;

/** Mondays from the class's first week (at most TERM_WEEKS back) to this week. */
export function termWeeks(groupCreated: string, today: string): string[] {
  const thisWeek = mondayOf(today);
  let first = mondayOf(groupCreated);
  const earliest = addDays(thisWeek, -7 * (TERM_WEEKS - 1));
  if (first < earliest) first = earliest;
  const weeks: string[] = [];
  for (let w = first; w <= thisWeek; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}

/** Each member's practice a week over the term, from the same day totals the reports use. */
async function trends(db: Db, roleIds: string[], weeks: string[], today: string): Promise<Map<string, TrendWeek[]>> {
  const totals = await totalsByDay(db, roleIds, weeks[0]!, today);
  const out = new Map<string, TrendWeek[]>();
  for (const id of roleIds)
    out.set(id, weeks.map((week) => {
      const days = [...totals.entries()].filter(([k]) => k.startsWith(`${id}|`) && mondayOf(k.slice(id.length + 1)) === week).map(([, v]) => v);
      const f = figures(week, sumTotals(days));
      const practices = f.chapters + f.games + f.races;
      return { week, practices, cpm: practices ? f.cpm : null, accuracy: practices ? f.accuracy : null };
    }));
  return out;
}

/** The class gradebook for its teacher: each member × each live assignment, the term trend, races and typing-test grades. */
export async function gradebook(db: Db, groupId: string, teacher: RoleRow, now: Date): Promise<Gradebook> {
  const group = await ownGroup(db, groupId, teacher);
  const today = chinaDay(now);
  const members = await classMembers(db, groupId, now);
  const ids = members.map((m) => m.roleId);
  const list = await liveAssignments(db, [groupId]);
  const results = await homeworkResults(db, ids, list);
  const weeks = termWeeks(chinaDay(group.createdAt), today);
  const trend = await trends(db, ids, weeks, today);
  const races = await raceSummaries(db, groupId, ids);
  const tests = await testGrades(db, ids);
  const rows = members.map((m): GradebookRow => {
    const mine = Object.fromEntries(list.map((a) => [a.id, results.get(`${m.roleId}|${a.id}`)!]));
    const all = Object.values(mine);
    return {
      roleId: m.roleId, roleName: m.roleName, avatar: m.avatar, results: mine,
      doneCount: all.filter((r) => r.status === 'done').length,
      meanStars: all.length ? Math.round((all.reduce((n, r) => n + r.stars, 0) / all.length) * 10) / 10 : 0,
      trend: trend.get(m.roleId) ?? [], races: races?.get(m.roleId) ?? (races ? { races: 0, wins: 0, bestCpm: null, toConfirm: 0 } : null),
      tests: tests.get(m.roleId) ?? NO_GRADES,
    };
  });
  const lessons = await lessonsNamed(db, list);
  return {
    groupId, groupName: group.name, assignments: list.map((a) => describeAssignment(a, chinaDateTime(a.createdAt), lessons)),
    weeks, rows, racesAvailable: races !== null,
  };
}
