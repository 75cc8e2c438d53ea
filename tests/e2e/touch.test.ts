import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GameCourseDetail, GameGroup } from '../../contract/game';
import type { TypingPinyinActivity } from '../../contract/levels';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from './harness';
import { chapterUrl, signInAs, smallestChapter, stepToNextKey, type ChapterPlace } from './helpers';

/**
 * Touch typing (SPEC.md §2 isPhone) in chromium emulating a phone and a tablet: no keyboard, only
 * taps. Chapters are finished and a game is played by tapping the on-screen keys where they are
 * on the screen (page.touchscreen.tap), and the drawn keyboard's legends are measured for size.
 */

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

const free = (engine: string) => (p: ChapterPlace) => !p.section.vip && p.chapter.lesson_type === 'practice' && p.chapter.activity.render_engine === engine;
const textChapter = () => smallestChapter(free('typing_text'), (p) => (p.chapter.activity as { text: string }).text.length);
const pinyinChapter = () =>
  smallestChapter(free('typing_pinyin'), (p) => (p.chapter.activity as TypingPinyinActivity).items.reduce((n, it) => n + it.pinyin.length, 0));

const key = (page: Page, selector: string) => page.locator(`[data-testid="touch-key"]${selector}`);

/** Taps the middle of an on-screen key with a finger. */
async function tap(page: Page, selector: string) {
  const box = await key(page, selector).boundingBox();
  if (!box) throw new Error(`no on-screen key ${selector}`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Plays a chapter as a child following the keyboard: taps the key that glows (the letter, or the
 * Shift or layer switch to reach it) at a child's pace, until the result card shows. Returns the taps.
 */
async function tapThroughChapter(page: Page, shot: string): Promise<number> {
  const board = page.getByTestId('touch-keyboard');
  let taps = 0;
  while ((await page.getByTestId('result-card').count()) === 0) {
    const lit = key(page, '[data-next]');
    if ((await lit.count()) === 0) {
      // the last key is in: the result card is on its way
      await page.getByTestId('result-card').waitFor({ timeout: within(5000) });
      break;
    }
    const id = await lit.getAttribute('data-key');
    const layer = await board.getAttribute('data-layer');
    await tap(page, '[data-next]');
    taps++;
    if (id === 'Shift') await expect.poll(() => board.getAttribute('data-shift')).not.toBe('off');
    else if (id?.startsWith('layer-')) await expect.poll(() => board.getAttribute('data-layer')).not.toBe(layer);
    else await page.waitForTimeout(130);
    if (taps === 6) await page.screenshot({ path: shot });
    if (taps > 2000) throw new Error('the chapter did not end');
  }
  await page.getByText(/成绩已保存/).waitFor({ timeout: within(15_000) });
  return taps;
}

async function openTouchChapter(page: Page, place: ChapterPlace) {
  await page.goto(chapterUrl(place));
  await page.waitForSelector('canvas[data-renderer]');
  // chosen by itself: a touch-only device has no keyboard to type on
  await page.getByTestId('touch-keyboard').waitFor();
  expect(await page.getByTestId('switch-touch').getAttribute('aria-checked')).toBe('true');
}

describe('touch typing on a phone and a tablet', () => {
  it('finishes a typing_text chapter on a 390 px phone by tapping keys of at least 44 px', async () => {
    const place = textChapter();
    const page = await t.newPage({ width: 390, height: 844, touch: true });
    await signInAs(t, page);
    await openTouchChapter(page, place);
    // big enough for a child's finger: every letter cap at least 44 px tall, the whole column wide
    const q = (await key(page, '[data-key="q"]').boundingBox())!;
    const w = (await key(page, '[data-key="w"]').boundingBox())!;
    expect(q.height).toBeGreaterThanOrEqual(44);
    expect(w.x - q.x).toBeGreaterThanOrEqual(36);
    // the drawn keyboard gives way to the on-screen one; the stage keeps room above it
    expect(await page.evaluate(() => (window as unknown as { __engineProbe: { keyLegendPx(): number | null } }).__engineProbe.keyLegendPx())).toBeNull();
    const canvas = (await page.locator('canvas').boundingBox())!;
    const board = (await page.getByTestId('touch-keyboard').boundingBox())!;
    expect(canvas.height).toBeGreaterThan(130);
    // the whole keyboard is on the screen, nothing to scroll
    expect(board.y + board.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: `${SCREENSHOTS}/touch-text-390.png` });

    const taps = await tapThroughChapter(page, `${SCREENSHOTS}/touch-text-390-typing.png`);
    expect(taps).toBeGreaterThanOrEqual((place.chapter.activity as { text: string }).text.length);
    expect(Number((await page.getByTestId('result-accuracy').textContent())!.replace('%', ''))).toBe(100);
    await page.screenshot({ path: `${SCREENSHOTS}/touch-text-390-result.png` });
    expect(pageErrors(page)).toEqual([]);
  }, within(180_000));

  it('finishes a pinyin chapter on a 1024×768 tablet by tapping, and the switch brings the drawn keyboard back', async () => {
    const place = pinyinChapter();
    const page = await t.newPage({ width: 1024, height: 768, touch: true });
    await signInAs(t, page);
    await openTouchChapter(page, place);
    const a = (await key(page, '[data-key="a"]').boundingBox())!;
    expect(a.height).toBeGreaterThanOrEqual(48);
    expect(a.width).toBeGreaterThanOrEqual(60);
    await page.screenshot({ path: `${SCREENSHOTS}/touch-pinyin-1024.png` });
    await tapThroughChapter(page, `${SCREENSHOTS}/touch-pinyin-1024-typing.png`);
    expect(Number((await page.getByTestId('result-accuracy').textContent())!.replace('%', ''))).toBe(100);

    // 触屏键盘 off: the on-screen keyboard goes, the drawn one comes back, and it stays off
    await page.getByTestId('result-card').getByRole('button', { name: /再/ }).first().tap();
    await page.getByTestId('result-card').waitFor({ state: 'detached' });
    await page.getByTestId('switch-touch').tap();
    await page.getByTestId('touch-keyboard').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __engineProbe: { keyLegendPx(): number | null } }).__engineProbe.keyLegendPx())).not.toBeNull();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('app_settings')))!).isPhone).toBe(false);
    expect(pageErrors(page)).toEqual([]);
  }, within(180_000));

  it('plays a game round by tapping the keys the game asks for', async () => {
    const group = (await t.api<GameGroup[]>('/game/groups')).data[0]!;
    const course = (await t.api<GameCourseDetail[]>(`/game/courses/${group.id}`)).data[0]!;
    const page = await t.newPage({ width: 390, height: 844, touch: true });
    const who = await signInAs(t, page, 'STUDENT', '小红');
    expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
    await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    await page.goto(`/games/${course.id}-${course.levels[0]!.id}?clock=manual`);
    await page.getByTestId('game-begin').tap();
    await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
    await page.getByTestId('touch-keyboard').waitFor();

    let taps = 0;
    for (let ms = 0; ms < 120_000 && taps < 8; ) {
      // one round trip a key: the page steps game time 100 ms at a time until the game wants one
      const { next, stopped, steps } = await stepToNextKey(page, 100);
      ms += steps * 100;
      if (stopped) break;
      if (!next) continue;
      const lower = next.toLowerCase();
      if (next !== lower) await tap(page, '[data-key="Shift"]');
      await tap(page, `[data-key="${lower === ' ' ? 'Space' : lower}"]`);
      taps++;
      if (taps === 4) await page.screenshot({ path: `${SCREENSHOTS}/touch-game-390.png` });
    }
    expect(taps).toBe(8);
    await expect.poll(async () => Number(await page.getByTestId('game-score').textContent())).toBeGreaterThan(0);
    expect(pageErrors(page)).toEqual([]);
  }, within(180_000));
});

describe('a legible keyboard at 1366×768', () => {
  it('draws key legends and their Chinese names at 12 px or more', async () => {
    const place = textChapter();
    const page = await t.newPage({ width: 1366, height: 768 });
    await signInAs(t, page);
    await page.goto(chapterUrl(place));
    await page.waitForSelector('canvas[data-renderer]');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __engineProbe: { keyLegendPx(): number | null } }).__engineProbe.keyLegendPx())).not.toBeNull();
    const px = await page.evaluate(() => (window as unknown as { __engineProbe: { keyLegendPx(): number | null } }).__engineProbe.keyLegendPx());
    expect(px).toBeGreaterThanOrEqual(12);
    expect(await page.getByTestId('touch-keyboard').count()).toBe(0);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/touch-legible-1366.png` });
    expect(pageErrors(page)).toEqual([]);
  });
});
