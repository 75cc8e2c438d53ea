import { IMPORT_MAX, STUDENT_NO_MAX, studentNameSchema, type ImportRow } from '../../../contract/school';
import { roleNameKey } from '../../../contract/roles';
import { readXlsx, XlsxError } from './xlsx';

/**
 * A class list as a teacher brings it — names one a line, a column pasted from a spreadsheet, a
 * .csv saved by Chinese Excel (GB18030/GBK, or UTF-8 with or without BOM) or an .xlsx — turned into
 * the rows of the preview, each with what is wrong with it (the role-name rules). Pure but for the
 * decoders; nothing here touches the database.
 */
export class ListError extends Error {}

/** Bytes of a text file → text: a BOM names the encoding; else UTF-8 when it is valid UTF-8, else GB18030 (a superset of GBK). */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** CSV or tab-separated text → rows of cells. Quotes as Excel writes them ("a,b", "" inside); a pasted column has no separator at all. */
export function splitTable(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  // a pasted spreadsheet range is tab-separated; a CSV comma-separated (Chinese Excel keeps ASCII commas)
  const sep = lines.some((l) => l.includes('\t')) ? '\t' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = lines.join('\n');
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) endCell();
    else if (ch === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else cell += ch;
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

const NAME_HEADERS = ['姓名', '名字', '学生', '学生姓名', '学生名字', '昵称', 'name'];
const NO_HEADERS = ['学号', '编号', '序号', 'no', 'id'];
const isHeader = (cell: string, names: string[]) => names.includes(cell.trim().toLowerCase());

/** The name and 学号 columns of a table: from its header row when it has one, else the first column of text and a column of numbers. */
function columns(rows: string[][]): { header: boolean; name: number; no: number } {
  const first = rows.find((r) => r.some((c) => c.trim())) ?? [];
  const name = first.findIndex((c) => isHeader(c, NAME_HEADERS));
  const no = first.findIndex((c) => isHeader(c, NO_HEADERS));
  if (name >= 0 || no >= 0) return { header: true, name: name >= 0 ? name : no === 0 ? 1 : 0, no };
  const filled = rows.filter((r) => r.some((c) => c.trim()));
  const width = Math.max(0, ...filled.map((r) => r.length));
  const numeric = (i: number) => filled.every((r) => /^\s*\d*\s*$/.test(r[i] ?? ''));
  if (width >= 2 && numeric(0)) return { header: false, name: 1, no: 0 };
  if (width >= 2 && numeric(1)) return { header: false, name: 0, no: 1 };
  return { header: false, name: 0, no: -1 };
}

/** Rows of cells → the preview's rows: blank rows skipped, each name held to the role-name rules, duplicates of the list or of the class (`existing`) named. */
export function rowsOf(table: string[][], existing: readonly string[]): ImportRow[] {
  const { header, name, no } = columns(table);
  const seen = new Map<string, number>(existing.map((n) => [roleNameKey(n), 0]));
  const out: ImportRow[] = [];
  let headerSkipped = !header;
  table.forEach((cells, i) => {
    if (!cells.some((c) => c.trim())) return;
    if (!headerSkipped) return void (headerSkipped = true);
    const raw = (cells[name] ?? '').trim();
    const studentNo = no >= 0 ? (cells[no] ?? '').trim() || null : null;
    out.push({ line: i + 1, name: raw, studentNo, problem: problemOf(raw, studentNo, seen, i + 1) });
  });
  return out;
}

/** The rows a teacher confirmed, held to the same rules again (the create checks what the preview showed). */
export function checkedRows(list: ReadonlyArray<{ name: string; studentNo?: string | null }>, existing: readonly string[]): ImportRow[] {
  const seen = new Map<string, number>(existing.map((n) => [roleNameKey(n), 0]));
  return list.map((s, i) => {
    const name = s.name.trim();
    const studentNo = s.studentNo?.trim() || null;
    return { line: i + 1, name, studentNo, problem: problemOf(name, studentNo, seen, i + 1) };
  });
}

function problemOf(name: string, studentNo: string | null, seen: Map<string, number>, line: number): string {
  const parsed = studentNameSchema.safeParse(name);
  if (!parsed.success) return name ? parsed.error.issues[0]!.message : '这一行没有名字';
  if (studentNo && studentNo.length > STUDENT_NO_MAX) return `学号最多${STUDENT_NO_MAX}个字`;
  const key = roleNameKey(name);
  const before = seen.get(key);
  if (before === 0) return `班里已经有叫“${name}”的同学了，换个名字吧（可以加上姓或数字）`;
  if (before !== undefined) return `和第${before}行重名了，换个名字吧（可以加上姓或数字）`;
  seen.set(key, line);
  return '';
}

/** A preview body's list → its table: a file by its kind and bytes, or the text. */
export function tableOf(body: { text?: string; file?: { name: string; data: string } }): string[][] {
  if (!body.file) return splitTable(body.text ?? '');
  const bytes = Buffer.from(body.file.data, 'base64');
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    try {
      return readXlsx(bytes);
    } catch (e) {
      if (e instanceof XlsxError) throw new ListError(e.message);
      throw e;
    }
  }
  if (/\.xls$/i.test(body.file.name) || (bytes[0] === 0xd0 && bytes[1] === 0xcf)) throw new ListError('这是旧的 .xls 文件：请在Excel里另存为“Excel 工作簿 (.xlsx)”或“CSV”再选择');
  return splitTable(decodeText(bytes));
}

/** Problems of the whole list: nothing to make, or more than one list may hold. */
export function listProblem(rows: readonly ImportRow[], room: number): string {
  if (!rows.length) return '名单里还没有名字';
  if (rows.length > IMPORT_MAX) return `一次最多添加${IMPORT_MAX}个学生，这份名单有${rows.length}个`;
  if (rows.length > room) return room <= 0 ? '这个班级已经满员了' : `这个班级只能再加${room}个学生，这份名单有${rows.length}个`;
  return '';
}
