import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import type { TypingPinyinActivity } from '../../contract/levels';
import { lettersOf } from '../../engines/core/pinyinLetters';
import { splitSyllable } from '../../engines/core/pinyinParts';
import { chapterUrl, findChapter, signInAs, typePassage } from './helpers';
import { typedAttempt } from '../api/chapterLogs';

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/** A finished free typing_text chapter with mistakes on J, posted as the client would (its key log: tests/api/chapterLogs.ts). */
async function seedHistory(who: { token: string; roleId: string }) {
  const place = findChapter((p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text');
  const res = await t.api(
    '/student/progress',
    typedAttempt({ id: place.chapter.id, activity: place.chapter.activity }, { slipsOn: { j: 5 }, cpm: 40 }),
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
    // one day of practice: a kind note about the curve to come, not just a lonely dot
    await page.getByTestId('trend-few-days').getByText('多练几天，这里会画出你的进步曲线').waitFor();
    // the day is written in Chinese only: the browser's date field (11/25/2026 in an English browser) is never seen
    expect(await page.getByTestId('report-date').innerText()).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 星期/);
    expect(await page.locator('input[type="date"]').evaluateAll((inputs) => inputs.map((i) => getComputedStyle(i).opacity))).toEqual(['0']);
    await page.screenshot({ path: `${SCREENSHOTS}/account-report-wide.png`, fullPage: true });
    expect(pageErrors(page)).toEqual([]);

    const phone = await t.newPage({ width: 390, height: 844 });
    await signInAs(t, phone).then(seedHistory);
    await phone.goto('/report');
    await phone.locator('[data-testid="trend"][data-drawn]').waitFor();
    await phone.getByTestId('weak-keys').getByText('J').waitFor();
    await phone.screenshot({ path: `${SCREENSHOTS}/account-report-phone.png`, fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // the heatmap strip is wider than the phone and opens with the red weakest key (J) in view
    const view = await phone.getByTestId('heatmap').evaluate((svg) => {
      const strip = svg.parentElement!.getBoundingClientRect();
      const key = svg.querySelector('[data-code="KeyJ"]')!.getBoundingClientRect();
      return { scrolled: svg.parentElement!.scrollLeft, inside: key.left >= strip.left && key.right <= strip.right };
    });
    expect(view.scrolled).toBeGreaterThan(0);
    expect(view.inside).toBe(true);
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

/**
 * Types pinyin items as a child would, syllable by syllable, with a wrong key (q, never expected
 * here) before the letters of the parts in `slips`. Keys at a child's pace: the server refuses
 * more than 200 字/分.
 */
async function typePinyin(page: Parameters<typeof typePassage>[0], items: TypingPinyinActivity['items'], slips: { initials?: string[]; finals?: string[] } = {}) {
  for (const item of items)
    for (const syllable of item.pinyin.split(/\s+/)) {
      const letters = lettersOf(syllable);
      if (!letters) continue;
      const { initial, final } = splitSyllable(letters)!;
      let typed = '';
      if (initial && slips.initials?.includes(initial)) typed += 'q';
      typed += initial;
      // a slip before every letter of a weak 韵母
      typed += slips.finals?.includes(final) ? [...final].map((l) => `q${l}`).join('') : final;
      typed += letters.slice(initial.length + final.length); // 儿化 r
      await typePassage(page, typed, 180);
    }
}

describe('a student practises the weakest 声母 and 韵母', () => {
  it('finishes a pinyin chapter with mistakes, sees the weakest 声母/韵母 on /report and finishes 练习薄弱拼音', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    const who = await signInAs(t, page);
    // before any pinyin: a kind line instead of the coach
    await page.goto('/report');
    await page.getByTestId('pinyin-coach-empty').getByText('先去练几节拼音课吧').waitFor();
    expect(await page.getByRole('button', { name: '练习薄弱拼音' }).count()).toBe(0);
    await page.getByTestId('pinyin-coach').screenshot({ path: `${SCREENSHOTS}/account-pinyin-coach-empty.png` });

    // 声母 b p m f: a slip before every p, and before each letter of ei (飞)
    const place = findChapter((p) => p.chapter.id === 'pinyin-sm-bpmf');
    await page.goto(chapterUrl(place));
    await page.waitForSelector('canvas[data-renderer]');
    await typePinyin(page, (place.chapter.activity as TypingPinyinActivity).items, { initials: ['p'], finals: ['ei'] });
    await page.getByTestId('result-card').waitFor();
    await page.getByText(/成绩已保存/).waitFor();

    await page.goto('/report');
    await page.getByTestId('weak-initials').getByText('p', { exact: true }).waitFor();
    await page.getByTestId('weak-finals').getByText('ei', { exact: true }).waitFor();
    expect(await page.getByTestId('weak-initials').locator('li').count()).toBe(1);
    expect(await page.getByTestId('weak-initials').innerText()).toMatch(/正确率 50%/);
    // the day is written in Chinese, and 前一天 / 后一天 move it
    const today = await page.getByTestId('report-date').innerText();
    expect(today).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 星期[一二三四五六日]$/);
    await page.getByRole('button', { name: '前一天' }).click();
    await expect.poll(() => page.getByTestId('report-date').innerText()).not.toBe(today);
    await expect.poll(() => page.getByTestId('day-figures').innerText()).toMatch(/完成章节\s*0/);
    await page.getByRole('button', { name: '后一天' }).click();
    await expect.poll(() => page.getByTestId('report-date').innerText()).toBe(today);
    await expect.poll(() => page.getByTestId('day-figures').innerText()).toMatch(/完成章节\s*1/);
    expect(await page.getByRole('button', { name: '后一天' }).isDisabled()).toBe(true);
    // 选择日期 opens the browser's calendar on a field kept out of sight; a day picked there shows in Chinese
    await page.getByRole('button', { name: '选择日期' }).click();
    await page.getByLabel('选择日期').fill(await page.getByLabel('选择日期').getAttribute('min').then((d) => d!));
    await expect.poll(() => page.getByTestId('report-date').innerText()).not.toBe(today);
    expect(await page.getByRole('button', { name: '前一天' }).isDisabled()).toBe(true);
    await page.getByTestId('pinyin-coach').screenshot({ path: `${SCREENSHOTS}/account-pinyin-coach-wide.png` });
    await page.screenshot({ path: `${SCREENSHOTS}/account-report-pinyin-wide.png`, fullPage: true });

    await page.getByRole('button', { name: '练习薄弱拼音' }).click();
    await page.waitForURL(/\/report\/practice\//);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const practice = await t.api<{ keys: string[]; activity: TypingPinyinActivity }>(`/student/weakPractice/${id}`, undefined, who.token, who.roleId);
    expect(practice.data.keys).toEqual(['p', 'ei']);
    await page.waitForSelector('canvas[data-renderer]');
    expect(await page.locator('[data-engine]').getAttribute('data-engine')).toBe('typing_pinyin');
    await page.screenshot({ path: `${SCREENSHOTS}/account-weak-pinyin-practice.png` });
    await typePinyin(page, practice.data.activity.items);
    await page.getByTestId('result-card').waitFor();
    await page.getByText(/成绩已保存/).waitFor();
    const ledger = await t.api<{ items: { title: string }[] }>('/student/point/ledger', undefined, who.token, who.roleId);
    expect(ledger.data.items[0]!.title).toBe('练习薄弱拼音');
    const day = await t.api<{ chapters: number }>('/student/dailyReport', undefined, who.token, who.roleId);
    expect(day.data.chapters).toBe(2);
    // typed right this time: p is no longer the weakest it was
    const weak = await t.api<{ initials: { part: string; accuracy: number }[] }>('/student/weakPinyin', undefined, who.token, who.roleId);
    expect(weak.data.initials.find((p) => p.part === 'p')?.accuracy ?? 100).toBeGreaterThan(50);
    expect(pageErrors(page)).toEqual([]);

    const phone = await t.newPage({ width: 390, height: 844 });
    const kid = await signInAs(t, phone);
    // typed with p missed four times (its log, replayed by the server: tests/api/chapterLogs.ts)
    await t.api('/student/progress', typedAttempt({ id: place.chapter.id, activity: place.chapter.activity }, { slipsOn: { p: 4 }, cpm: 16 }), kid.token, kid.roleId);
    await phone.goto('/report');
    await phone.getByTestId('weak-initials').getByText('p', { exact: true }).waitFor();
    await phone.locator('[data-testid="trend"][data-drawn]').waitFor();
    await phone.screenshot({ path: `${SCREENSHOTS}/account-report-pinyin-phone.png`, fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
