import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassCards } from '../../contract/school';
import { ClassLockMessages } from '../../contract/classSettings';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { chapterUrl, findChapter, signInAs } from './helpers';

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

type Probe = { keyLegendPx(): number | null };
/** the smallest legend of the drawn keyboard (null: none drawn), or 'no probe' before the stage started */
const legend = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const probe = (window as unknown as { __engineProbe?: Probe }).__engineProbe;
    return probe ? probe.keyLegendPx() : 'no probe';
  });

describe('class settings (issue 42 item 6)', () => {
  it('a teacher hides the keyboard, asks 2 stars and closes 拼音; the class child meets it and is told why', async () => {
    const teacher = await t.newPage({ width: 1366, height: 900 });
    const who = await signInAs(t, teacher, 'TEACHER', '王老师');
    const group = await t.api<{ id: string }>('/student/studyGroup/create', { name: '二(1)班' }, who.token, who.roleId);
    await t.api(`/school/${group.data.id}/students/create`, { students: [{ name: '小红' }] }, who.token, who.roleId);
    await teacher.goto(`/group?class=${group.data.id}`);
    await teacher.getByTestId('setting-showKeyboard').uncheck();
    await teacher.getByTestId('setting-allowBackspace').uncheck();
    await teacher.getByTestId('setting-starsToOpen').selectOption('2');
    await teacher.getByTestId('setting-course-pinyin').uncheck();
    await teacher.getByTestId('class-settings').screenshot({ path: `${SCREENSHOTS}/class-settings-teacher.png` });
    await teacher.getByTestId('save-class-settings').click();
    await teacher.getByText('班级设置已保存').waitFor();
    const saved = await t.api<{ showKeyboard: boolean; starsToOpen: number; openCourses: string[] }>(`/school/${group.data.id}/settings`, undefined, who.token, who.roleId);
    expect(saved.data).toMatchObject({ allowBackspace: false, showKeyboard: false, showHands: true, starsToOpen: 2 });
    expect(saved.data.openCourses).not.toContain('pinyin');

    // the child signs in by the card on a computer-room PC
    const cards = (await t.api<ClassCards>(`/school/${group.data.id}/cards`, undefined, who.token, who.roleId)).data;
    const child = await t.newPage({ width: 1366, height: 768 });
    await child.goto(cards.cards[0]!.qrPath);
    await child.waitForURL(/\/course$/);
    await child.getByText(ClassLockMessages.courseClosed).first().waitFor();
    await child.screenshot({ path: `${SCREENSHOTS}/class-settings-courses.png` });

    // 指法: the video first (always open), the chapter after it closed until the video has 2 stars
    const video = findChapter((p) => p.chapter.id === 'kb-home-video');
    const fj1 = findChapter((p) => p.chapter.id === 'kb-home-fj-1');
    await child.goto(`/lesson/${fj1.section.id}/${fj1.lesson.id}`);
    await child.getByTestId('class-lock').filter({ hasText: '老师要求上一关拿到 2 颗星才能打开' }).first().waitFor();
    await child.screenshot({ path: `${SCREENSHOTS}/class-settings-lesson.png` });
    // a locked chapter's address does not start it either: the page says why
    await child.goto(chapterUrl(fj1));
    await child.getByText('老师要求上一关拿到 2 颗星才能打开').waitFor();

    // the video watched (3 stars): fj-1 opens, with no keyboard drawn under the text
    const token = (await child.evaluate(() => localStorage.getItem('token')))!;
    const progress = await t.api('/student/progress', { attemptId: crypto.randomUUID(), chapterId: video.chapter.id, durationMs: 60_000, correct: 0, wrong: 0, cpm: 0, accuracy: 100, keyStats: {} }, token, cards.cards[0]!.roleId);
    expect(progress.status).toBe(200);
    await child.goto(chapterUrl(fj1));
    await child.waitForSelector('canvas[data-renderer]');
    await child.screenshot({ path: `${SCREENSHOTS}/class-settings-chapter.png` });
    await expect.poll(() => legend(child)).toBeNull();
    // and the child is not offered the switch the class decided
    expect(await child.getByTestId('switch-keyboard').count()).toBe(0);
    for (const page of [teacher, child]) expect(pageErrors(page)).toEqual([]);
  });
});
