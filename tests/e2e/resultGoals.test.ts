import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { chapterUrl, signInAs, smallestChapter, typePassage } from './helpers';

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

// the shortest free typing_text chapter whose accuracy target is below 100 (a wrong key can miss it)
const place = smallestChapter(
  (p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text' && !!p.chapter.targets && p.chapter.targets.minAccuracy < 100,
  (p) => (p.chapter.activity.render_engine === 'typing_text' ? p.chapter.activity.text.length : Infinity),
);
const text = place.chapter.activity.render_engine === 'typing_text' ? place.chapter.activity.text : '';
const targets = place.chapter.targets!;

/** Types the chapter; with `wrongFirst`, a wrong key before each of the first characters. */
async function play(page: Page, wrongFirst: number) {
  await page.goto(chapterUrl(place));
  await page.waitForSelector('canvas[data-renderer]');
  for (const [i, ch] of [...text].entries()) {
    if (i < wrongFirst && ch !== '\n') await page.keyboard.type(ch === 'q' ? 'w' : 'q');
    await typePassage(page, ch, 120);
  }
  await page.getByTestId('result-card').waitFor();
  await page.getByText(/成绩已保存/).waitFor();
}

const goalRow = (page: Page, kind: string) => page.locator(`[data-testid="result-goals"] [data-goal="${kind}"]`);

describe('the result card explains its stars', () => {
  it('shows the chapter targets beside what a child below the accuracy target reached, at 1366×768, and praises honestly', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    await signInAs(t, page);
    // enough wrong keys to fall below the accuracy target
    const wrong = Math.ceil((text.length * (100 - targets.minAccuracy)) / targets.minAccuracy) + 1;
    await play(page, Math.min(wrong, text.length));
    expect(await page.locator('[data-stars]').getAttribute('data-stars')).toBe('1');
    expect(await goalRow(page, 'finish').getAttribute('data-reached')).toBe('1');
    const accuracyRow = goalRow(page, 'accuracy');
    expect(await accuracyRow.getAttribute('data-reached')).toBe('0');
    expect(await accuracyRow.textContent()).toContain(`正确率达到 ${targets.minAccuracy}%`);
    const shown = (await page.getByTestId('result-accuracy').textContent())!.replace('%', '');
    expect(await accuracyRow.textContent()).toContain(`你：${shown}%`);
    expect(await goalRow(page, 'speed').textContent()).toContain(`${targets.goalCpm} 字/分`);
    expect(await goalRow(page, 'speed').getAttribute('data-reached')).toBe('0');
    // a quick child below the accuracy target: the speed row's own figure is ticked, and it says why its star stays grey
    expect(await goalRow(page, 'speed').locator('b').textContent()).toBe('✓');
    expect(await goalRow(page, 'speed').textContent()).toContain('正确率够了就得这颗星');
    const praise = await page.locator('[data-testid="result-card"] h2').textContent();
    expect(praise).not.toMatch(/完美|太棒|三颗星/);
    await page.screenshot({ path: `${SCREENSHOTS}/result-goals-1366.png` });
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('ticks the accuracy target of a flawless round on a 390×844 phone', async () => {
    const page = await t.newPage({ width: 390, height: 844, touch: true });
    await signInAs(t, page, 'STUDENT', '小红');
    await play(page, 0);
    expect(await goalRow(page, 'accuracy').getAttribute('data-reached')).toBe('1');
    expect(await goalRow(page, 'accuracy').textContent()).toContain('你：100%');
    const stars = Number(await page.locator('[data-stars]').getAttribute('data-stars'));
    const reached = await page.locator('[data-testid="result-goals"] [data-reached="1"]').count();
    expect(reached).toBe(stars);
    // the whole card fits the phone's width
    const box = await page.locator('[data-testid="result-goals"]').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENSHOTS}/result-goals-390.png`, fullPage: true });
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
