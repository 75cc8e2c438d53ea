import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { findChapter, signInAs, typePassage } from './helpers';

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/** A finished free typing_text chapter with mistakes on J, posted as the client would. */
async function seedHistory(who: { token: string; roleId: string }) {
  const place = findChapter((p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text');
  const res = await t.api(
    '/student/progress',
    { attemptId: randomUUID(), chapterId: place.chapter.id, durationMs: 30_000, correct: 20, wrong: 5, cpm: 40, accuracy: 80, keyStats: { KeyJ: { hit: 4, miss: 5 }, KeyF: { hit: 16, miss: 0 } } },
    who.token,
    who.roleId,
  );
  expect(res.status).toBe(200);
}

describe('a student reads the score report', () => {
  it('sees the day figures, the 90-day charts drawn and the heatmap with the weakest key', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    const who = await signInAs(t, page);
    await seedHistory(who);
    await page.goto('/report');
    await page.locator('[data-testid="trend"][data-drawn]').waitFor();
    await expect.poll(() => page.getByTestId('day-figures').innerText()).toMatch(/完成章节\s*1/);
    await page.getByTestId('weak-keys').getByText('J').waitFor();
    expect(await page.locator('[data-testid="heatmap"] rect').count()).toBeGreaterThan(50);
    expect(await page.getByText('右手食指').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOTS}/account-report-wide.png`, fullPage: true });
    expect(pageErrors(page)).toEqual([]);

    const phone = await t.newPage({ width: 390, height: 844 });
    await signInAs(t, phone).then(seedHistory);
    await phone.goto('/report');
    await phone.locator('[data-testid="trend"][data-drawn]').waitFor();
    await phone.screenshot({ path: `${SCREENSHOTS}/account-report-phone.png`, fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('starts the 练习薄弱键 chapter, types it through and it counts like a chapter', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    const who = await signInAs(t, page);
    await seedHistory(who);
    await page.goto('/report');
    await page.getByRole('button', { name: '练习薄弱键' }).click();
    await page.waitForURL(/\/report\/practice\//);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const practice = await t.api<{ activity: { text: string } }>(`/student/weakPractice/${id}`, undefined, who.token, who.roleId);
    expect(practice.data.activity.text).toContain('j');
    await page.waitForSelector('canvas[data-renderer]');
    await page.screenshot({ path: `${SCREENSHOTS}/account-weak-practice.png` });
    await typePassage(page, practice.data.activity.text, 110);
    await page.getByTestId('result-card').waitFor();
    await page.getByText(/成绩已保存/).waitFor();
    const ledger = await t.api<{ items: { title: string }[] }>('/student/point/ledger', undefined, who.token, who.roleId);
    expect(ledger.data.items[0]!.title).toBe('练习薄弱键');
    const day = await t.api<{ chapters: number }>('/student/dailyReport', undefined, who.token, who.roleId);
    expect(day.data.chapters).toBe(2);
    expect(pageErrors(page)).toEqual([]);
  });
});
