import { crc32, deflateRawSync } from 'node:zlib';
import { expect } from 'vitest';
import type { TestApp } from './harness';
import { newRole, type Headers } from './accountHelpers';

/** “姓名,学号 / 王小明 / 李 芳 / 欧阳娜娜” as Chinese Excel saves a CSV: GB18030 bytes, CRLF. */
export const GB18030_CSV = Buffer.from(
  'd0d5c3fb2cd1a7bac50d0acdf5d0a1c3f72c32303233303130310d0ac0ee20b7bc2c32303233303130320d0ac5b7d1f4c4c8c4c82c32303233303130330d0a',
  'hex',
);

/** A minimal .xlsx (zip of XML, deflated) whose first sheet holds `rows`, strings shared as Excel writes them. */
export function xlsxOf(rows: string[][]): Buffer {
  const shared: string[] = [];
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const col = (i: number) => String.fromCharCode(65 + i);
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map((r, ri) => `<row r="${ri + 1}">${r.map((v, ci) => (/^\d+$/.test(v) ? `<c r="${col(ci)}${ri + 1}"><v>${v}</v></c>` : `<c r="${col(ci)}${ri + 1}" t="s"><v>${shared.push(v) - 1}</v></c>`)).join('')}</row>`)
    .join('')}</sheetData></worksheet>`;
  const files: Record<string, string> = {
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'xl/workbook.xml': '<?xml version="1.0"?><workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="学生" sheetId="1" r:id="rId7"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels': '<?xml version="1.0"?><Relationships><Relationship Id="rId7" Type="worksheet" Target="worksheets/list.xml"/></Relationships>',
    'xl/worksheets/list.xml': sheet,
    'xl/sharedStrings.xml': `<?xml version="1.0"?><sst>${shared.map((s) => `<si><t>${esc(s)}</t></si>`).join('')}</sst>`,
  };
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const raw = Buffer.from(text);
    const data = deflateRawSync(raw);
    const fileName = Buffer.from(name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0); head.writeUInt16LE(20, 4); head.writeUInt16LE(8, 8);
    head.writeUInt32LE(crc32(raw), 14); head.writeUInt32LE(data.length, 18); head.writeUInt32LE(raw.length, 22); head.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(raw), 16); central.writeUInt32LE(data.length, 20); central.writeUInt32LE(raw.length, 24); central.writeUInt16LE(fileName.length, 28); central.writeUInt32LE(offset, 42);
    locals.push(head, fileName, data);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(Object.keys(files).length, 8); end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

export const fileBody = (name: string, bytes: Buffer) => ({ file: { name, data: bytes.toString('base64') } });

/** A teacher with a class; `post`/`get` call the API as that teacher unless told otherwise. */
export async function schoolClass(t: TestApp) {
  const teacher = await newRole(t, 'TEACHER', '王老师');
  const made = await t.call('POST', t.api('/student/studyGroup/create'), { name: '一(3)班' }, teacher);
  expect(made.status).toBe(200);
  const groupId = made.data.id as string;
  const post = (path: string, body: unknown, h: Headers = teacher) => t.call('POST', t.api(path), body, h);
  const get = (path: string, h: Headers = teacher) => t.call('GET', t.api(path), undefined, h);
  /** makes the students of `names` and answers the class's cards */
  const make = async (names: string[]) => {
    const res = await post(`/school/${groupId}/students/create`, { students: names.map((name) => ({ name })) });
    expect(res.status, res.message).toBe(200);
    return (await get(`/school/${groupId}/cards`)).data as import('../../contract/school').ClassCards;
  };
  return { teacher, groupId, post, get, make };
}

/** The headers of a class child's tab after a class sign-in. */
export const childHeaders = (login: { accessToken: string; roleId: string }): Headers => ({ authorization: login.accessToken, userroleid: login.roleId });
/** The token of a card's QR path. */
export const tokenOf = (qrPath: string) => qrPath.split('#')[1]!;
