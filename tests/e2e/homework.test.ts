import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { courses } from '../../levels/index';
import type { Page } from 'playwright-core';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { randomUUID } from 'node:crypto';
import { signInAs, smallestChapter, typePassage } from './helpers';
import { typingTests } from '../../server/db/schema';
import { chinaDay } from '../../server/clock';
import { addDays } from '../../server/services/days';
import { LIVE_REFRESH_MS } from '../../src/ui/useLiveRefresh';

// Issue 28 item 3–4: a teacher assigns a chapter, a child does it, the teacher sees it filled in and the gradebook.
let t: E2E;
const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

/** Serious and critical axe (WCAG 2.1 AA) violations on the page as it is. */
async function seriousAxe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    type V = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run(d: Document, o: object): Promise<{ violations: V[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
}
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

// the shortest free typing_text chapter: the child types it for real
const place = smallestChapter(
  (p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text',
  (p) => (p.chapter.activity.render_engine === 'typing_text' ? p.chapter.activity.text.length : Infinity),
);
const text = place.chapter.activity.render_engine === 'typing_text' ? place.chapter.activity.text : '';
const course = courses.find((c) => c.id === place.courseId)!;
const vipSection = course.sections.find((s) => s.vip);

describe('homework in the browser', () => {
  it('a teacher assigns a chapter once under a double click, a child completes it from the home page, and the teacher sees it in the gradebook', async () => {
    const teacher = await t.newPage({ width: 1366, height: 900 });
    const teach = await signInAs(t, teacher, 'TEACHER', '王老师');
    const group = await t.api<{ id: string }>('/student/studyGroup/create', { name: '三年级二班' }, teach.token, teach.roleId);
    const child = await t.newPage({ width: 390, height: 844 });
    const kid = await signInAs(t, child, 'STUDENT', '小红');
    expect((await t.api(`/student/studyGroup/join/${group.data.id}`, {}, kid.token, kid.roleId)).status).toBe(200);

    // the teacher: from the class page to the picker (the page's timers on a clock the test moves)
    await teacher.clock.install();
    await teacher.goto(`/group?class=${group.data.id}`);
    await teacher.getByTestId('group-homework').click();
    const picker = teacher.getByTestId('homework-picker');
    await picker.waitFor();
    await picker.getByRole('group', { name: '课程' }).getByRole('button', { name: course.name, exact: true }).click();
    if (vipSection) {
      // a 会员 section says so before anything is assigned
      await picker.getByRole('group', { name: '单元' }).getByRole('button', { name: new RegExp(`^${vipSection.name}`) }).click();
      await picker.getByText('会员单元：不是会员的同学打不开').waitFor();
      const first = vipSection.lessons[0]!.chapters[0]!;
      await picker.getByRole('group', { name: vipSection.lessons[0]!.name }).getByRole('button', { name: new RegExp(`^${first.name}`) }).first().click();
      await teacher.getByText('班里有 1 位同学还不是会员').waitFor();
      await teacher.screenshot({ path: `${SCREENSHOTS}/homework-picker-vip-1366.png`, fullPage: true });
      expect(await seriousAxe(teacher)).toEqual([]);
    }
    await picker.getByRole('group', { name: '单元' }).getByRole('button', { name: new RegExp(`^${place.section.name}`) }).click();
    await picker.getByRole('group', { name: place.lesson.name }).getByRole('button', { name: place.chapter.name, exact: true }).click();
    await expect.poll(() => teacher.getByTestId('homework-chosen').innerText()).toContain(place.chapter.name);
    await teacher.getByTestId('homework-assign').dblclick();
    const row = teacher.getByTestId('homework-row');
    await row.getByText('0/1 人完成').waitFor();
    expect(await row.count()).toBe(1);
    await teacher.screenshot({ path: `${SCREENSHOTS}/homework-teacher-1366.png`, fullPage: true });
    await teacher.setViewportSize({ width: 390, height: 844 });
    await teacher.screenshot({ path: `${SCREENSHOTS}/homework-teacher-390.png`, fullPage: true });
    expect(await teacher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await teacher.setViewportSize({ width: 1366, height: 900 });

    // the child: 老师布置的作业 on the home page, then on to the chapter
    await child.goto('/');
    const mine = child.getByTestId('my-homework');
    await mine.getByText('还有 1 项没完成').waitFor();
    await mine.screenshot({ path: `${SCREENSHOTS}/homework-child-home-390.png` });
    expect(await child.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxe(child)).toEqual([]);
    await mine.getByRole('button', { name: '去完成' }).click();
    await child.waitForURL((u) => u.pathname.endsWith(`/${place.chapter.id}`));
    await child.waitForSelector('canvas[data-renderer]');
    await typePassage(child, text, 120);
    await child.getByText(/成绩已保存/).waitFor();
    await child.goto('/course');
    await child.getByTestId('my-homework').getByText('全部完成啦！').waitFor();
    expect(await child.getByTestId('my-homework-item').getAttribute('data-status')).toBe('done');
    await child.getByTestId('my-homework').screenshot({ path: `${SCREENSHOTS}/homework-child-course-390.png` });
    await child.setViewportSize({ width: 1366, height: 900 });
    await child.getByTestId('my-homework').screenshot({ path: `${SCREENSHOTS}/homework-child-course-1366.png` });

    // the teacher, still on the page, sees it fill in at the next refresh; then the gradebook
    await teacher.clock.fastForward(LIVE_REFRESH_MS);
    await teacher.getByTestId('homework-row').getByText('1/1 人完成').waitFor();
    // the child's typing-test grade shows in the gradebook (and the CSV)
    const at = new Date();
    await t.app.db.insert(typingTests).values({ id: randomUUID(), roleId: kid.roleId, kind: 'english', minutes: 1, durationMs: 60_000, band: 1, seed: 1, activity: {}, day: chinaDay(at), startedAt: at, finishedAt: at, cpm: 60, accuracy: 95, grade: 3 });
    await teacher.goto(`/group/${group.data.id}/gradebook`);
    const book = teacher.getByTestId('gradebook');
    await book.getByTestId('gradebook-row').getByText('✓ 已完成').waitFor();
    expect(await book.getByTestId('gradebook-test').innerText()).toBe('英文 三级');
    await book.getByRole('button', { name: /完成/ }).first().click();
    expect(await book.locator('th[aria-sort="descending"]').count()).toBe(1);
    await teacher.screenshot({ path: `${SCREENSHOTS}/gradebook-1366.png`, fullPage: true });
    expect(await seriousAxe(teacher)).toEqual([]);
    await teacher.setViewportSize({ width: 390, height: 844 });
    // the table scrolls inside its frame on a phone; the page itself does not
    expect(await teacher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await teacher.screenshot({ path: `${SCREENSHOTS}/gradebook-390.png`, fullPage: true });
    await teacher.setViewportSize({ width: 1366, height: 900 });
    await teacher.emulateMedia({ media: 'print' });
    await teacher.screenshot({ path: `${SCREENSHOTS}/gradebook-print.png`, fullPage: true });
    await teacher.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([teacher.waitForEvent('download'), teacher.getByTestId('gradebook-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^三年级二班-成绩册-\d{4}-\d\d-\d\d\.csv$/);
    const saved = join(mkdtempSync(join(tmpdir(), 'gradebook-')), 'book.csv');
    await download.saveAs(saved);
    const bytes = readFileSync(saved);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    // one summary line a child (完成 x/y, 平均星, the test grade, the speed), then the details
    expect(lines[0]!.startsWith('"学生","完成作业(项)","作业总数(项)","平均星","英文测试等级"')).toBe(true);
    expect(lines[1]!.startsWith('"小红","1","1","')).toBe(true);
    expect(lines[1]).toContain('"三级"');
    expect(lines[3]!.startsWith('"学生","作业"')).toBe(true);
    expect(lines[4]).toContain(`"小红","${place.chapter.name}"`);
    expect(lines[4]).toContain('"已完成"');

    expect(pageErrors(teacher)).toEqual([]);
    expect(pageErrors(child)).toEqual([]);
  });

  it('keeps a homework title with key names on one line of a phone card: 食指找 F 和 J, never 食指找 F / 和 J', async () => {
    const teacher = await t.newPage({ width: 1366, height: 900 });
    const teach = await signInAs(t, teacher, 'TEACHER', '李老师');
    const group = await t.api<{ id: string }>('/student/studyGroup/create', { name: '一年级一班' }, teach.token, teach.roleId);
    const due = addDays(chinaDay(new Date()), 3);
    for (const chapterId of ['kb-home-fj-1', 'kb-numbers-45'])
      expect((await t.api(`/student/studyGroup/${group.data.id}/homework`, { kind: 'chapter', chapterId, dueDay: due }, teach.token, teach.roleId)).status).toBe(200);
    const child = await t.newPage({ width: 390, height: 844 });
    const kid = await signInAs(t, child, 'STUDENT', '小兰');
    expect((await t.api(`/student/studyGroup/join/${group.data.id}`, {}, kid.token, kid.roleId)).status).toBe(200);
    await child.goto('/');
    const titles = child.getByTestId('my-homework-item').locator('strong');
    await expect.poll(() => titles.count()).toBe(2);
    // each title's text laid out on one line: its characters' boxes share one top
    const lines = await titles.evaluateAll((els) =>
      els.map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return { text: el.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size };
      }),
    );
    expect(lines).toEqual([
      { text: '食指找\u00A0F\u00A0和\u00A0J', lines: 1 },
      { text: '左手食指找\u00A04\u00A0和\u00A05', lines: 1 },
    ]);
    await child.getByTestId('my-homework').screenshot({ path: `${SCREENSHOTS}/homework-title-390.png` });
    expect(pageErrors(child)).toEqual([]);
  });
});
