import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { finishChapter, moveTo, newRole, type Headers } from './accountHelpers';
import { classWith } from './homeworkHelpers';
import { randomUUID } from 'node:crypto';
import { csvField, gradebookCsv, summaryHeader } from '../../server/services/gradebookCsv';
import { typingTests } from '../../server/db/schema';
import type { Gradebook } from '../../contract/homework';
import { chinaDay } from '../../server/clock';

vi.mock('../../levels', async () => (await import('./homeworkHelpers')).homeworkLevels());

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);
const get = (path: string, h: Headers) => t.call('GET', t.api(path), undefined, h);
const DUE = '2026-12-05';

/** A class of two with two assignments: 小红 does the first (3 stars at 80), 小明 finishes it with too many mistakes (1 star at 50 %: below its bar, 未达标). */
async function filledClass() {
  const c = await classWith(t, ['小红', '小明']);
  const first = (await post(`/student/studyGroup/${c.id}/homework`, { kind: 'chapter', chapterId: 'k-7', dueDay: DUE }, c.teacher)).data.assignment;
  const second = (await post(`/student/studyGroup/${c.id}/homework`, { kind: 'chapter', chapterId: 'k-8', dueDay: DUE }, c.teacher)).data.assignment;
  t.clock.advance(1000);
  await finishChapter(t, c.students[0]!, 'k-7', { cpm: 80 });
  await finishChapter(t, c.students[1]!, 'k-7', { wrong: 24, cpm: 30 });
  return { ...c, first, second };
}

describe('the gradebook', () => {
  it('shows each child × each assignment with status, stars, accuracy, speed and date, and the term trend', async () => {
    const { teacher, id, first, second } = await filledClass();
    const book = (await get(`/student/studyGroup/${id}/gradebook`, teacher)).data;
    expect(book).toMatchObject({ groupId: id, groupName: '三(2)班', racesAvailable: true });
    expect(book.assignments.map((a: { id: string }) => a.id)).toEqual([first.id, second.id]);
    const [red, ming] = book.rows;
    expect(red).toMatchObject({ roleName: '小红', doneCount: 1, meanStars: 1.5, races: { races: 0, wins: 0, bestCpm: null } });
    expect(red.results[first.id]).toMatchObject({ status: 'done', stars: 3, accuracy: 100, cpm: 80, late: false });
    expect(red.results[first.id].at).toMatch(/^2026-11-21 10:00:0/);
    expect(red.results[second.id]).toEqual({ status: 'todo', stars: 0, accuracy: null, cpm: null, at: null, late: false });
    expect(ming.results[first.id]).toMatchObject({ status: 'tried', stars: 1, accuracy: 50, cpm: 30 });
    expect(book.weeks).toEqual(['2026-11-16']);
    expect(red.trend).toEqual([{ week: '2026-11-16', practices: 1, cpm: 80, accuracy: 100 }]);
  });

  it('follows each child week by week over the term', async () => {
    const { teacher, students: [red], id } = await classWith(t, ['小红']);
    await finishChapter(t, red!, 'k-1', { cpm: 50 });
    moveTo(t, '2026-11-30T02:00:00Z');
    await finishChapter(t, red!, 'k-1', { cpm: 70 });
    const book = (await get(`/student/studyGroup/${id}/gradebook`, teacher)).data;
    expect(book.weeks).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(book.rows[0].trend.map((w: { cpm: number | null }) => w.cpm)).toEqual([50, null, 70]);
  });

  it('is for the class teacher only', async () => {
    const { students: [child], id } = await classWith(t);
    const other = await newRole(t, 'TEACHER', '李老师');
    expect((await get(`/student/studyGroup/${id}/gradebook`, other)).status).toBe(40300);
    expect((await get(`/student/studyGroup/${id}/gradebook`, child!)).status).toBe(40300);
    const csv = await t.app.inject({ method: 'GET', url: t.api(`/student/studyGroup/${id}/gradebook.csv`), headers: other });
    expect(csv.json()).toMatchObject({ status: 40300 });
  });
});

/** A strict RFC 4180 read of the CSV body (after its BOM): every field quoted, every line as wide as the first. */
function parseCsv(text: string): string[][] {
  const lines = text.slice(0, -2).split('\r\n');
  const rows = lines.map((line) => {
    const fields = [...line.matchAll(/"((?:[^"]|"")*)"(,|$)/g)];
    expect(fields.map((f) => f[0]).join('')).toBe(line);
    return fields.map((f) => f[1]!.replace(/""/g, '"'));
  });
  for (const r of rows) expect(r).toHaveLength(rows[0]!.length);
  return rows;
}

/** A finished english typing test of the child with its grade. */
async function gradedTest(roleId: string, grade: number) {
  const at = t.clock.now();
  await t.app.db.insert(typingTests).values({ id: randomUUID(), roleId, kind: 'english', minutes: 1, durationMs: 60_000, band: 1, seed: 1, activity: {}, day: chinaDay(at), startedAt: at, finishedAt: at, cpm: 60, accuracy: 95, grade });
}

describe('the gradebook CSV', () => {
  it('is UTF-8 with a BOM, CRLF and quoted fields, named in Chinese by RFC 5987; a summary line a child, then the details, one table wide', async () => {
    const { teacher, id, students } = await filledClass();
    await gradedTest(students[1]!.userroleid, 3);
    const day = chinaDay(t.clock.now());
    const res = await t.app.inject({ method: 'GET', url: t.api(`/student/studyGroup/${id}/gradebook.csv`), headers: teacher });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toContain(`attachment; filename="gradebook-${day}.csv"`);
    expect(disposition).toContain("filename*=UTF-8''%E4%B8%89%282%29%E7%8F%AD");
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(`三(2)班-成绩册-${day}.csv`);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const rows = parseCsv(text);
    const [head, red, ming, gap, detailHead, ...details] = rows;
    expect(head!.filter(Boolean)).toEqual(['学生', '完成作业(项)', '作业总数(项)', '平均星', '英文测试等级', '拼音测试等级', '汉字测试等级', '最近一周速度(字/分)', '学期速度变化(字/分)', expect.stringMatching(/^\d\d-\d\d那周速度\(字\/分\)$/), '比赛场数', '比赛获胜', '比赛最快速度(字/分)']);
    // the screen's first order: names A→Z (红 hóng before 明 míng)
    expect(red!.filter(Boolean)).toEqual(['小红', '1', '2', '1.5', '80', '80', '0', '0']);
    expect(ming!.slice(0, 5)).toEqual(['小明', '0', '2', '0.5', '三级']);
    expect(gap!.every((f) => f === '')).toBe(true);
    expect(detailHead!.filter(Boolean)).toEqual(['学生', '作业', '类型', '位置', '截止日期', '达标要求', '状态', '星星', '正确率(%)', '速度(字/分)', '完成时间', '是否迟交']);
    expect(details).toHaveLength(2 * 2);
    expect(details[0]!.slice(0, 10)).toEqual(['小红', '第k-7关', '章节', '指法 › 免费 › 基本键', '2026-12-05', '至少 1 颗星，正确率至少 90%', '已完成', '3', '100', '80']);
    expect(details[1]!.slice(0, 7)).toEqual(['小红', '第k-8关', '章节', '指法 › 免费 › 基本键', '2026-12-05', '至少 1 颗星，正确率至少 90%', '未完成']);
    expect(details[2]!.slice(6, 10)).toEqual(['未达标', '1', '50', '30']);
    // the race totals are on the child's summary line only, not repeated on each assignment's
    expect(detailHead!.some((f) => f.startsWith('比赛'))).toBe(false);
  });

  it("follows the screen's order when the page sends it, and refuses an unknown one", async () => {
    const { teacher, id, students } = await filledClass();
    await gradedTest(students[1]!.userroleid, 2);
    const csv = async (query: string) => parseCsv((await t.app.inject({ method: 'GET', url: t.api(`/student/studyGroup/${id}/gradebook.csv?${query}`), headers: teacher })).rawPayload.subarray(3).toString('utf8'));
    const names = (rows: string[][]) => rows.filter((r) => r[0] && r[0] !== '学生').map((r) => r[0]);
    expect(names(await csv('sort=test&dir=-1'))).toEqual(['小明', '小红', '小明', '小明', '小红', '小红']);
    expect(names(await csv('sort=done&dir=-1'))).toEqual(['小红', '小明', '小红', '小红', '小明', '小明']);
    const bad = await t.app.inject({ method: 'GET', url: t.api(`/student/studyGroup/${id}/gradebook.csv?sort=evil`), headers: teacher });
    expect(bad.json()).toMatchObject({ status: 40000, message: '排序方式不正确' });
  });

  it('shows each child\'s best typing-test grade in the gradebook', async () => {
    const { teacher, id, students } = await filledClass();
    await gradedTest(students[0]!.userroleid, 4);
    await gradedTest(students[0]!.userroleid, 2);
    const book = (await get(`/student/studyGroup/${id}/gradebook`, teacher)).data;
    expect(book.rows.map((r: { tests: unknown }) => r.tests)).toEqual([{ english: 4, pinyin: 0, hanzi: 0 }, { english: 0, pinyin: 0, hanzi: 0 }]);
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('a,"b"\nc')).toBe('"a,""b""\nc"');
    expect(csvField('=1+1')).toBe(`"'=1+1"`);
    expect(csvField(null)).toBe('""');
    expect(csvField(-3)).toBe('"-3"');
  });

  it('gives a class without assignments the summary alone, races on it once races are wired', () => {
    const book: Gradebook = {
      groupId: 'g', groupName: '班', assignments: [], weeks: [], racesAvailable: true,
      rows: [{ roleId: 'r', roleName: '小红', avatar: 'a.svg', results: {}, doneCount: 0, meanStars: 0, trend: [], races: { races: 4, wins: 1, bestCpm: 88, toConfirm: 0 }, tests: { english: 0, pinyin: 10, hanzi: 0 } }],
    };
    const lines = gradebookCsv(book).slice(1).split('\r\n');
    expect(lines[0]).toBe(summaryHeader(book).map((h) => `"${h}"`).join(','));
    expect(lines[1]).toBe('"小红","0","0","0","","十级","","","","4","1","88"');
    expect(lines).toHaveLength(3);
  });
});
