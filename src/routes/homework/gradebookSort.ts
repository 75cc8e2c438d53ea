import type { Gradebook, GradebookRow, HomeworkResult } from '../../../contract/homework';

/** A column to sort by: the name, the done count, mean stars, the latest weekly speed, races, or an assignment's id. */
export type SortKey = 'name' | 'done' | 'stars' | 'trend' | 'races' | `a:${string}`;
export interface Sort {
  key: SortKey;
  dir: 1 | -1;
}

const statusRank = (r: HomeworkResult | undefined) => (r?.status === 'done' ? 2 : r?.status === 'tried' ? 1 : 0);

/** The latest week with a speed, or -1. */
export const latestCpm = (row: GradebookRow) => [...row.trend].reverse().find((w) => w.cpm !== null)?.cpm ?? -1;

/** A comparable value of a row for a column. */
function valueOf(row: GradebookRow, key: SortKey): number | string {
  if (key === 'name') return row.roleName;
  if (key === 'done') return row.doneCount;
  if (key === 'stars') return row.meanStars;
  if (key === 'trend') return latestCpm(row);
  if (key === 'races') return row.races?.wins ?? -1;
  const r = row.results[key.slice(2)];
  // done before tried before not yet, then stars, then accuracy
  return statusRank(r) * 10_000 + (r?.stars ?? 0) * 1000 + (r?.accuracy ?? 0);
}

/** The rows sorted by a column (ties by name, so the order is stable). */
export function sortRows(book: Gradebook, sort: Sort): GradebookRow[] {
  return [...book.rows].sort((x, y) => {
    const a = valueOf(x, sort.key);
    const b = valueOf(y, sort.key);
    const c = typeof a === 'string' ? a.localeCompare(b as string, 'zh-CN') : a - (b as number);
    return c * sort.dir || x.roleName.localeCompare(y.roleName, 'zh-CN');
  });
}

/** A click on a header: the same column flips, a new one starts from best-first (names A→Z). */
export const nextSort = (now: Sort, key: SortKey): Sort => (now.key === key ? { key, dir: now.dir === 1 ? -1 : 1 } : { key, dir: key === 'name' ? 1 : -1 });
