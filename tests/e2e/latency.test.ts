import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../levels/index';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from './harness';
import { signInAs } from './helpers';

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/** The first free typing_text chapter of the keyboard course, with its place. */
function firstTextChapter() {
  const course = courses.find((c) => c.id === 'keyboard')!;
  for (const section of course.sections.filter((s) => !s.vip))
    for (const lesson of section.lessons)
      for (const chapter of lesson.chapters)
        if (chapter.activity.render_engine === 'typing_text') return { section, lesson, chapter, text: chapter.activity.text };
  throw new Error('no free typing_text chapter');
}

/** The figures the page's table shows, by row header (测量对象) and measure. */
const keysCounted = (page: import('playwright-core').Page, row: 0 | 1 | 2 | 3) =>
  page.getByTestId('latency-table').locator('tbody tr').nth(row).evaluate((tr) => Number(tr.querySelector('td:nth-last-child(4)')?.textContent));

describe('按键延迟测试', () => {
  it('is on the help page for teachers and testers (not in the child\'s help menu), measures every key for the keyboard and the bare element, and shows the figures', async () => {
    const page = await t.newPage({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: '帮助' }).click();
    await page.getByRole('menuitem', { name: '使用帮助' }).waitFor();
    expect(await page.getByRole('menuitem', { name: '按键延迟测试' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: '使用帮助' }).click();
    await page.getByTestId('help-latency').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/help-latency-link.png` });
    await page.getByTestId('help-latency').getByRole('link', { name: /按键延迟测试/ }).click();
    await page.waitForURL(/\/latency$/);
    await expect.poll(() => page.title()).toBe('按键延迟测试 - 小键盘侠 · 玩着学打字');
    await page.getByRole('heading', { name: '按键延迟测试' }).waitFor();

    await page.keyboard.type('thequickbrownfoxjumpsoverlazy', { delay: 60 });
    // the big key shows the last key; both figures of all 29 keys arrive (paint within the Event Timing wait)
    await expect.poll(() => page.getByTestId('latency-key').textContent()).toBe('Y');
    await expect.poll(() => keysCounted(page, 0)).toBe(29);
    await expect.poll(() => keysCounted(page, 1), { timeout: within(5000) }).toBe(29);
    const live = await page.getByTestId('latency-live').textContent();
    expect(live).toMatch(/刚才按的键y/i);
    expect(live).toMatch(/下一帧[\d.]+ 毫秒/);
    await expect.poll(async () => Number((await page.getByTestId('latency-fps').textContent())?.replace(/\D+/g, ''))).toBeGreaterThan(0);
    // the histogram counts every key
    const bars = await page.locator('figure').first().locator('li').evaluateAll((lis) => lis.reduce((n, li) => n + Number(/(\d+) 次/.exec(li.getAttribute('title') ?? '')?.[1]), 0));
    expect(bars).toBe(29);
    // space does not scroll the page away
    await page.keyboard.press(' ');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/latency-keyboard.png`, fullPage: true });

    await page.getByRole('button', { name: /空白对照/ }).click();
    await page.keyboard.type('abcdefghij', { delay: 60 });
    await expect.poll(() => page.getByTestId('latency-bare').textContent()).toBe('J');
    await expect.poll(() => keysCounted(page, 2)).toBe(10);
    await expect.poll(() => keysCounted(page, 3), { timeout: within(5000) }).toBe(10);
    // the keyboard's figures are kept apart (29 letters and the space)
    expect(await keysCounted(page, 0)).toBe(30);
    await page.screenshot({ path: `${SCREENSHOTS}/latency-bare.png`, fullPage: true });

    await page.getByRole('button', { name: '清空重测' }).click();
    await expect.poll(() => keysCounted(page, 0)).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('on a phone and a laptop, keeps the table headers on one line (the table scrolls on the phone) and the histogram labels apart', async () => {
    for (const width of [390, 1366]) {
      const page = await t.newPage({ width, height: 844 });
      await page.goto('/latency');
      await page.getByRole('heading', { name: '按键延迟测试' }).waitFor();
      // one line each: no 测/量/对/象 stacked a character a line
      const heights = await page.getByTestId('latency-table').locator('thead th').evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().height));
      expect(Math.max(...heights)).toBeLessThan(50);
      expect(await page.getByRole('columnheader', { name: /中位数/ }).count()).toBe(1);
      // no two axis labels touch, in either histogram
      const overlaps = await page.locator('figure ol').evaluateAll((ols) =>
        ols.flatMap((ol) => {
          const boxes = Array.from(ol.querySelectorAll('li > span:last-child'))
            .map((e) => e.getBoundingClientRect())
            .filter((r) => r.width > 0);
          return boxes.slice(1).filter((r, i) => r.left < boxes[i]!.right + 2).map((r) => r.left);
        }),
      );
      expect(overlaps).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(pageErrors(page)).toEqual([]);
    }
  });

  it('?perf=1 shows the overlay on a chapter, counting the keys typed there', async () => {
    const page = await t.newPage({ width: 1280, height: 800 });
    await signInAs(t, page);
    const { section, lesson, chapter, text } = firstTextChapter();
    await page.goto(`/chapter/${section.id}/${lesson.id}/${chapter.id}?perf=1`);
    await page.waitForSelector('canvas[data-renderer]');
    const overlay = page.getByTestId('perf-overlay');
    await overlay.waitFor();
    await page.keyboard.type(text.replace(/\n/g, ' ').slice(0, 8), { delay: 150 });
    await expect.poll(async () => [await overlay.getAttribute('data-keys'), await overlay.textContent()].join('|')).toMatch(/^8\|/);
    await expect.poll(() => overlay.textContent()).toMatch(/下一帧\s+[\d.]+ \/\s+[\d.]+ \/\s+[\d.]+/);
    await page.screenshot({ path: `${SCREENSHOTS}/latency-overlay.png` });

    // without ?perf=1 there is no overlay
    await page.goto(`/chapter/${section.id}/${lesson.id}/${chapter.id}`);
    await page.waitForSelector('canvas[data-renderer]');
    expect(await page.getByTestId('perf-overlay').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
