import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AttemptReplay } from '../../contract/replay';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from './harness';
import { signInAs, smallestChapter } from './helpers';

// Issue 42 item 5: a child types a chapter with mistakes; the class teacher opens its replay from the
// gradebook and steps it on the replay page's manual clock: the wrong keys marked, the speed line under it.
let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

const place = smallestChapter(
  (p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text' && p.chapter.activity.text.length >= 8,
  (p) => (p.chapter.activity.render_engine === 'typing_text' ? p.chapter.activity.text.length : Infinity),
);
const text = place.chapter.activity.render_engine === 'typing_text' ? place.chapter.activity.text : '';
/** the keys before which the child slips (a key that is not the one due) */
const SLIPS = [2, 5];
const slipFor = (ch: string) => (ch === 'q' ? 'z' : 'q');

/** Types the chapter as a child does, a key every ~120 ms (a hand's pace: the server bounds a log's speed), slipping before SLIPS. */
async function typeWithSlips(page: Page) {
  for (const [i, ch] of [...text].entries()) {
    if (SLIPS.includes(i)) {
      await page.keyboard.type(slipFor(ch));
      await page.waitForTimeout(120);
    }
    if (ch === '\n') await page.keyboard.press('Enter');
    else await page.keyboard.type(ch);
    await page.waitForTimeout(120);
  }
}

const chinaDay = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date(ms));
const step = (page: Page, ms: number) => page.evaluate((by) => window.__replayClock!.advance(by), ms);
const typed = async (page: Page) => Number(await page.getByTestId('replay-typed').innerText());

describe('the teacher watches a replay', () => {
  it('of a chapter a child typed with mistakes, opened from the gradebook, stepped on the manual clock', async () => {
    const teacher = await t.newPage({ width: 1366, height: 900 });
    const teach = await signInAs(t, teacher, 'TEACHER', '王老师');
    const group = (await t.api<{ id: string }>('/student/studyGroup/create', { name: '三年级二班' }, teach.token, teach.roleId)).data;
    const child = await t.newPage({ width: 1366, height: 900 });
    const kid = await signInAs(t, child, 'STUDENT', '小红');
    expect((await t.api(`/student/studyGroup/join/${group.id}`, {}, kid.token, kid.roleId)).status).toBe(200);
    const due = chinaDay(Date.now() + 7 * 86_400_000);
    expect((await t.api(`/student/studyGroup/${group.id}/homework`, { kind: 'chapter', chapterId: place.chapter.id, dueDay: due }, teach.token, teach.roleId)).status).toBe(200);

    // the child types the chapter, mistakes included; the result (and its log) is saved
    await child.goto(`/chapter/${place.section.id}/${place.lesson.id}/${place.chapter.id}`);
    await child.waitForSelector('canvas[data-renderer]');
    await typeWithSlips(child);
    await child.getByText(/成绩已保存/).waitFor();

    // the teacher: gradebook → the cell's ▶ 回放 → the child's tries → ▶ 回放
    await teacher.goto(`/group/${group.id}/gradebook`);
    await teacher.getByTestId('gradebook-replay').click();
    await teacher.getByTestId('attempt-row').first().getByRole('link', { name: '▶ 回放' }).click();
    await teacher.waitForURL((u) => /\/replay\/[^/]+\/chapter\//.test(u.pathname));
    await teacher.locator('[data-testid="replay-stage"][data-ready]').waitFor({ timeout: within(15_000) });
    // the same page on the test build's manual clock (?clock=manual: window.__replayClock)
    await teacher.goto(`${new URL(teacher.url()).pathname}?clock=manual`);
    await teacher.locator('[data-testid="replay-stage"][data-ready]').waitFor({ timeout: within(15_000) });
    const replay = (await t.api<AttemptReplay>(new URL(teacher.url()).pathname.replace(/^\/group\/([^/]+)\/replay\/([^/]+)\/(\w+)\/(.+)$/, '/school/$1/attempt/$2/$3/$4'), undefined, teach.token, teach.roleId)).data;
    expect(replay.wrong).toBe(SLIPS.length);
    expect(replay.log).toHaveLength(text.length + SLIPS.length);

    // the wrong keys are marked on the scrubber and listed; the speed line is drawn under the stage
    expect(await teacher.getByTestId('replay-mark').count()).toBe(SLIPS.length);
    expect(await teacher.getByTestId('replay-wrongs').getByRole('button').count()).toBe(SLIPS.length);
    await teacher.locator('[data-testid="speed-line"][data-drawn]').waitFor();
    expect(await typed(teacher)).toBe(0);
    expect(await teacher.evaluate(() => (window as unknown as { __engineProbe: { nextKey(): string | null } }).__engineProbe.nextKey())).toBe(text[0] === '\n' ? 'Enter' : text[0]);

    // play at 1×: nothing moves until the clock does; then key by key with the child's own gaps (the second slip is entry SLIPS[1] + 1)
    await teacher.getByTestId('replay-toggle').click();
    expect(await typed(teacher)).toBe(0);
    await step(teacher, 1);
    expect(await typed(teacher)).toBe(1);
    for (let i = 0; i < 200 && (await typed(teacher)) <= SLIPS[1]! + 1; i++) await step(teacher, 50);
    expect(await typed(teacher)).toBeGreaterThan(SLIPS[1]! + 1);
    expect(Number(await teacher.getByTestId('replay-wrong').innerText())).toBe(SLIPS.length);
    await teacher.getByTestId('replay-toggle').click(); // ⏸
    const paused = await typed(teacher);
    await step(teacher, 2000);
    expect(await typed(teacher)).toBe(paused);
    await teacher.screenshot({ path: `${SCREENSHOTS}/replay-1366.png`, fullPage: true });

    // 4× to the end: the engine finished the chapter, every key fed
    await teacher.getByTestId('replay-speed-4').click();
    await teacher.getByTestId('replay-toggle').click();
    for (let i = 0; i < 400 && (await teacher.getByTestId('replay-toggle').innerText()).includes('暂停'); i++) await step(teacher, 100);
    expect(await typed(teacher)).toBe(replay.log.length);
    expect(await teacher.evaluate(() => (window as unknown as { __engineProbe: { nextKey(): string | null } }).__engineProbe.nextKey())).toBeNull();

    // scrub back to the start: a new run, nothing typed; to the middle: typed up to there
    await teacher.getByTestId('replay-scrub').fill('0');
    expect(await typed(teacher)).toBe(0);
    const mid = replay.log[Math.floor(replay.log.length / 2)]![0];
    await teacher.getByTestId('replay-scrub').fill(String(Math.ceil((mid + 1) / 50) * 50));
    expect(await typed(teacher)).toBe(replay.log.filter((e) => e[0] < Math.ceil((mid + 1) / 50) * 50).length);

    // a teacher's phone: everything stacks, nothing scrolls sideways
    await teacher.setViewportSize({ width: 390, height: 844 });
    // (the canvas follows its box on the next frame)
    await expect.poll(() => teacher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await teacher.screenshot({ path: `${SCREENSHOTS}/replay-390.png`, fullPage: true });

    expect(pageErrors(teacher)).toEqual([]);
    expect(pageErrors(child)).toEqual([]);
  });
});
