import { barText, statusLabel, type Gradebook, type GradebookRow } from '../../contract/homework';
import { sortRows, type Sort } from '../../contract/gradebookSort';
import { gradeName, TEST_KIND_LABELS, TEST_KINDS } from '../../contract/typingTest';

/** The byte-order mark Excel and WPS need to read a CSV as UTF-8 (without it Chinese is garbled). */
export const UTF8_BOM = '\uFEFF';

/** One field quoted, its quotes doubled; a leading = + - @ is defused so a name never runs as a formula. */
export function csvField(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s) && typeof value === 'string') s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export const csvLine = (fields: (string | number | null)[]) => fields.map(csvField).join(',');

/** The first table's header: one line a child (Chinese, as the teacher reads it in Excel). */
export function summaryHeader(book: Pick<Gradebook, 'weeks' | 'racesAvailable'>): string[] {
  const head = ['学生', '完成作业(项)', '作业总数(项)', '平均星', ...TEST_KINDS.map((k) => `${TEST_KIND_LABELS[k]}测试等级`), '最近一周速度(字/分)', '学期速度变化(字/分)'];
  const weeks = book.weeks.map((w) => `${w.slice(5)}那周速度(字/分)`);
  return [...head, ...weeks, ...(book.racesAvailable ? ['比赛场数', '比赛获胜', '比赛最快速度(字/分)'] : [])];
}

/** The second table's header: one line a child and assignment (so Excel can sort and filter it). */
export const DETAIL_HEADER = ['学生', '作业', '类型', '位置', '截止日期', '达标要求', '状态', '星星', '正确率(%)', '速度(字/分)', '完成时间', '是否迟交'];

type Field = string | number | null;

/** A child's summary line: done x of y, mean stars, test grades, the speed over the term and the races (once). */
function summaryLine(book: Gradebook, row: GradebookRow): Field[] {
  const speeds = row.trend.map((w) => w.cpm).filter((c): c is number => c !== null);
  const latest = speeds.at(-1) ?? null;
  const change = speeds.length >= 2 ? latest! - speeds[0]! : null;
  const races = book.racesAvailable ? [row.races?.races ?? 0, row.races?.wins ?? 0, row.races?.bestCpm ?? null] : [];
  return [
    row.roleName, row.doneCount, book.assignments.length, row.meanStars,
    ...TEST_KINDS.map((k) => (row.tests[k] > 0 ? gradeName(row.tests[k]) : '')), latest, change,
    ...book.weeks.map((w) => row.trend.find((t) => t.week === w)?.cpm ?? null), ...races,
  ];
}

/**
 * The gradebook as CSV, in the screen's order (`sort`): first one line a child (完成 x/y, 平均星, the
 * typing-test grades, the speed week by week, the races once), then after an empty line one line a
 * child and assignment. Every line has the same number of fields (a strict parser reads it as one
 * table); UTF-8 with BOM, CRLF line ends, every field quoted.
 */
export function gradebookCsv(book: Gradebook, sort: Sort = { key: 'name', dir: 1 }): string {
  const rows = sortRows(book, sort);
  const table: Field[][] = [summaryHeader(book), ...rows.map((r) => summaryLine(book, r))];
  if (book.assignments.length) {
    table.push([], DETAIL_HEADER);
    for (const row of rows)
      for (const a of book.assignments) {
        const r = row.results[a.id]!;
        table.push([
          row.roleName, a.title, a.kind === 'game' ? '游戏' : '章节', a.where, a.dueDay, barText(a.bar).replace('达标：', ''),
          statusLabel[r.status], r.stars, r.accuracy, r.cpm, r.at, r.late ? '迟交' : '',
        ]);
      }
  }
  const width = Math.max(...table.map((l) => l.length));
  const lines = table.map((l) => csvLine([...l, ...Array<Field>(width - l.length).fill(null)]));
  return UTF8_BOM + lines.join('\r\n') + '\r\n';
}

/** Content-Disposition with an ASCII fallback name and the Chinese one as RFC 5987 filename*. */
export function attachmentHeader(asciiName: string, name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
}
