import { statusLabel, type Gradebook } from '../../contract/homework';

/** The byte-order mark Excel and WPS need to read a CSV as UTF-8 (without it Chinese is garbled). */
export const UTF8_BOM = '\uFEFF';

/** One field quoted, its quotes doubled; a leading = + - @ is defused so a name never runs as a formula. */
export function csvField(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s) && typeof value === 'string') s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export const csvLine = (fields: (string | number | null)[]) => fields.map(csvField).join(',');

/** The gradebook's CSV header (Chinese, as the teacher reads it in Excel). */
export function gradebookHeader(withRaces: boolean): string[] {
  const head = ['学生', '作业', '类型', '位置', '截止日期', '状态', '星星', '正确率(%)', '速度(字/分)', '完成时间', '是否迟交'];
  return withRaces ? [...head, '比赛场数', '比赛获胜', '比赛最快速度(字/分)'] : head;
}

/**
 * The gradebook as CSV: one line per child and assignment (so Excel can sort and filter it),
 * a child without assignments on one line; UTF-8 with BOM, CRLF line ends, every field quoted.
 */
export function gradebookCsv(book: Gradebook): string {
  const lines = [csvLine(gradebookHeader(book.racesAvailable))];
  for (const row of book.rows) {
    const races = book.racesAvailable ? [row.races?.races ?? 0, row.races?.wins ?? 0, row.races?.bestCpm ?? null] : [];
    if (!book.assignments.length) lines.push(csvLine([row.roleName, '', '', '', '', '', null, null, null, null, '', ...races]));
    for (const a of book.assignments) {
      const r = row.results[a.id]!;
      lines.push(csvLine([
        row.roleName, a.title, a.kind === 'game' ? '游戏' : '章节', a.where, a.dueDay, statusLabel[r.status],
        r.stars, r.accuracy, r.cpm, r.at, r.late ? '迟交' : '', ...races,
      ]));
    }
  }
  return UTF8_BOM + lines.join('\r\n') + '\r\n';
}

/** Content-Disposition with an ASCII fallback name and the Chinese one as RFC 5987 filename*. */
export function attachmentHeader(asciiName: string, name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
}
