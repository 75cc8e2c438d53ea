import { inflateRawSync } from 'node:zlib';

/**
 * A small reader of the first sheet of an .xlsx (a zip of XML files): enough for a class list, no
 * package needed. Reads the zip's central directory, inflates the three files it needs (at most
 * MAX_XML bytes each: a zip bomb stops there), and takes the cells' text. Throws XlsxError with a
 * Chinese message when the file is not a readable workbook.
 */
export class XlsxError extends Error {}

const MAX_XML = 4 * 1024 * 1024;
const BAD = '这个Excel文件打不开：请另存为“Excel 工作簿 (.xlsx)”或“CSV”再试';

function entries(zip: Buffer): Map<string, () => Buffer> {
  // the end of central directory record: its signature within the last 64 KiB + 22 bytes
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_558); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new XlsxError(BAD);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, () => Buffer>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw new XlsxError(BAD);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    files.set(name, () => {
      if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw new XlsxError(BAD);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      if (method === 0) return data;
      if (method !== 8) throw new XlsxError(BAD);
      try {
        return inflateRawSync(data, { maxOutputLength: MAX_XML });
      } catch {
        throw new XlsxError(BAD);
      }
    });
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? all),
  );
/** The text of an <si> or <is>: its <t> runs, without phonetic runs (<rPh>). */
const textOf = (xml: string) => [...xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)].map((m) => unescape(m[1]!)).join('');

/** Column letters → index from 0 (A → 0, AA → 26). */
const columnOf = (ref: string) => [...ref.replace(/\d+$/, '')].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;

/** The first sheet's rows as text cells (empty rows kept as [] so line numbers match Excel's). */
export function readXlsx(zip: Buffer): string[][] {
  const files = entries(zip);
  const read = (name: string) => files.get(name)?.().toString('utf8');
  const workbook = read('xl/workbook.xml');
  if (!workbook) throw new XlsxError(BAD);
  // the first sheet of the workbook, through its relationship (sheet1.xml is only usually it)
  const rid = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const rels = read('xl/_rels/workbook.xml.rels') ?? '';
  const target = rid ? new RegExp(`<Relationship\\b[^>]*Id="${rid}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ?? new RegExp(`<Relationship\\b[^>]*Target="([^"]+)"[^>]*Id="${rid}"`).exec(rels)?.[1] : undefined;
  const path = target ? (target.startsWith('/') ? target.slice(1) : `xl/${target}`) : 'xl/worksheets/sheet1.xml';
  const sheet = read(path);
  if (!sheet) throw new XlsxError(BAD);
  const shared = [...(read('xl/sharedStrings.xml') ?? '').matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]!));
  const rows: string[][] = [];
  for (const row of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const r = Number(/\br="(\d+)"/.exec(row[1]!)?.[1] ?? rows.length + 1);
    const cells: string[] = [];
    for (const c of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1]!;
      const ref = /\br="([A-Z]+\d*)"/.exec(attrs)?.[1];
      const type = /\bt="(\w+)"/.exec(attrs)?.[1];
      const body = c[2] ?? '';
      const v = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      const text = type === 's' ? (shared[Number(v)] ?? '') : type === 'inlineStr' ? textOf(body) : v !== undefined ? unescape(v) : '';
      cells[ref ? columnOf(ref) : cells.length] = text;
    }
    while (rows.length < r - 1) rows.push([]);
    rows.push(Array.from(cells, (x) => x ?? ''));
  }
  return rows;
}
