import { z } from 'zod';
import type { Gradebook, GradebookRow, HomeworkResult } from './homework';

// The gradebook's order: the screen sorts by it, and the CSV follows the screen's order (issue 40 item 13).

/** A column to sort by: the name, the done count, mean stars, the latest weekly speed, races, the best typing-test grade, or an assignment's id. */
export type SortKey = 'name' | 'done' | 'stars' | 'trend' | 'races' | 'test' | `a:${string}`;
export interface Sort {
  key: SortKey;
  dir: 1 | -1;
}

const statusRank = (r: HomeworkResult | undefined) => (r?.status === 'done' ? 2 : r?.status === 'tried' ? 1 : 0);

/** The latest week with a speed, or -1. */
export const latestCpm = (row: GradebookRow) => [...row.trend].reverse().find((w) => w.cpm !== null)?.cpm ?? -1;

/** The child's best typing-test grade in any language (0: none yet). */
export const bestTestGrade = (row: GradebookRow) => Math.max(row.tests.english, row.tests.pinyin, row.tests.hanzi);

/** A comparable value of a row for a column. */
function valueOf(row: GradebookRow, key: SortKey): number | string {
  if (key === 'name') return row.roleName;
  if (key === 'done') return row.doneCount;
  if (key === 'stars') return row.meanStars;
  if (key === 'trend') return latestCpm(row);
  if (key === 'races') return row.races?.wins ?? -1;
  if (key === 'test') return bestTestGrade(row);
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

/** gradebook.csv?sort=…&dir=…: the screen's order; the name A→Z when absent. */
export const gradebookCsvQuery = z.object({
  sort: z.string().regex(/^(name|done|stars|trend|races|test|a:[\w-]{1,80})$/, '排序方式不正确').default('name'),
  dir: z.enum(['1', '-1'], { error: '排序方向不正确' }).default('1'),
});
export const sortOfQuery = (q: z.infer<typeof gradebookCsvQuery>): Sort => ({ key: q.sort as SortKey, dir: q.dir === '1' ? 1 : -1 });
