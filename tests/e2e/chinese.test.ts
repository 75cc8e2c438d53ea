import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LogographicActivity, TypingPinyinActivity } from '../../contract/levels';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from './harness';
import { chapterUrl, fakeSpeech, findChapter, savedStars, smallestChapter, signInAs, spoken, type ChapterPlace } from './helpers';

/**
 * The Chinese engines in chromium (issue "Chinese engines"): logographic through a real IME
 * composition driven by the DevTools protocol, typing_pinyin with read-along heard through a fake
 * speechSynthesis, and the video lesson playing, pausing and finishing.
 * Keys go at a child's pace: the server refuses more than 200 字/分, and SwiftShader is slow.
 */

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

const CHINESE_VOICE = { lang: 'zh-CN', name: '测试中文', localService: true, default: true, voiceURI: 'x' };
const ENGLISH_VOICE = { lang: 'en-US', name: 'Test English', localService: true, default: true, voiceURI: 'y' };

const hanziOf = (p: ChapterPlace) => Array.from((p.chapter.activity as LogographicActivity).text).filter((c) => !/\s/.test(c));

/** The letters a child types for a tone-marked syllable, written here independently of the engine: tones off, ü as v. */
const lettersOf = (syllable: string) =>
  syllable
    .normalize('NFD')
    .toLowerCase()
    .replace(/u\u0308/g, 'v')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '');

const hudAccuracy = async (page: Page) => Number(await page.getByTestId('hud-accuracy').textContent());
const resultAccuracy = async (page: Page) => Number((await page.getByTestId('result-accuracy').textContent())!.replace('%', ''));

describe('logographic: Chinese characters through the system IME', () => {
  it('finishes a hanzi chapter from IME compositions, a wrong commit removed with Backspace and a cancelled composition costing nothing, and saves the stars', async () => {
    const place = safeShortest('logographic');
    const chars = hanziOf(place);
    const pinyin = ((place.chapter.activity as LogographicActivity).pinyin ?? '').split(/\s+/);
    expect(pinyin.length).toBe(chars.length);

    const page = await t.newPage({ width: 1280, height: 800 });
    const who = await signInAs(t, page);
    await page.goto(chapterUrl(place));
    await page.waitForSelector('canvas[data-renderer]');
    expect(await page.getAttribute('canvas', 'data-renderer')).toBe('canvas'); // software GL here: Canvas 2D
    const ime = page.getByTestId('ime-input');
    await ime.waitFor();
    await ime.focus();
    // a steady caret: a blinking one makes the browser commit frames between keys (docs/RENDERING.md)
    expect(await ime.evaluate((el) => getComputedStyle(el).getPropertyValue('caret-animation'))).toBe('manual');

    const cdp = await page.context().newCDPSession(page);
    const compose = (text: string) => cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
    const commit = (text: string) => cdp.send('Input.insertText', { text });
    const letters = (i: number) => lettersOf(pinyin[i]!);

    const WRONG_AT = 2;
    const CANCEL_AT = 4;
    for (let i = 0; i < chars.length; i++) {
      if (i === WRONG_AT) {
        // a look-alike chosen from the candidate list, then taken back
        const wrong = chars[i] === '入' ? '八' : '入';
        await compose(letters(i));
        await page.waitForTimeout(150);
        await commit(wrong);
        await page.waitForTimeout(300);
        await expect.poll(() => hudAccuracy(page)).toBeLessThan(100);
        await page.screenshot({ path: `${SCREENSHOTS}/chinese-ime-wrong.png` });
        await page.keyboard.press('Backspace');
        await page.waitForTimeout(200);
      }
      if (i === CANCEL_AT) {
        // the child types pinyin, then presses Esc: the IME clears the composition without committing
        const before = await hudAccuracy(page);
        await compose(letters(i));
        await page.waitForTimeout(200);
        await page.screenshot({ path: `${SCREENSHOTS}/chinese-ime-composing.png` });
        await compose('');
        await page.waitForTimeout(300);
        // the engine only clears the shown pinyin: nothing committed, nothing counted
        await page.screenshot({ path: `${SCREENSHOTS}/chinese-ime-cancelled.png` });
        expect(await hudAccuracy(page)).toBe(before);
        expect(await ime.inputValue()).toBe('');
      }
      await compose(letters(i).slice(0, 1));
      await page.waitForTimeout(120);
      await compose(letters(i));
      await page.waitForTimeout(150);
      await commit(chars[i]!);
      await page.waitForTimeout(250);
      if (i < chars.length - 1) await expect.poll(() => ime.inputValue()).toBe('');
    }

    const card = page.getByTestId('result-card');
    await card.waitFor({ timeout: within(15_000) });
    await page.getByText(/成绩已保存/).waitFor({ timeout: within(15_000) });
    await page.waitForTimeout(1200); // the stars pop in one after another
    await page.screenshot({ path: `${SCREENSHOTS}/chinese-ime-result.png` });
    const accuracy = await resultAccuracy(page);
    expect(accuracy).toBeLessThan(100);
    // exactly one wrong commit among the characters: the cancelled composition is not counted
    expect(accuracy).toBeCloseTo((chars.length / (chars.length + 1)) * 100, 0);
    const stars = await savedStars(t, who, place);
    expect(stars).toBeGreaterThan(0);
    expect(Number(await card.locator('[data-stars]').getAttribute('data-stars'))).toBe(stars);
    expect(pageErrors(page)).toEqual([]);
  });
});

/** Settings the page reads at start (src/state/settings.ts app_settings), written once before the first load. */
async function startWithSettings(page: Page, values: Record<string, unknown>) {
  await page.addInitScript(`(() => {
    if (sessionStorage.getItem('__settingsSeeded')) return;
    sessionStorage.setItem('__settingsSeeded', '1');
    localStorage.setItem('app_settings', ${JSON.stringify(JSON.stringify(values))});
  })();`);
}

const switchOn = async (page: Page, testId: string) => (await page.getByTestId(testId).getAttribute('aria-checked')) === 'true';

describe('typing_pinyin: syllables typed as letters, read aloud', () => {
  it('reads each item aloud as it is reached once 跟读 is switched on, and the whole line at the end; hiding pinyin midway does not disturb typing; the result is saved', async () => {
    const place = safeShortest('typing_pinyin');
    const items = (place.chapter.activity as TypingPinyinActivity).items;
    const page = await t.newPage({ width: 1280, height: 800 });
    await fakeSpeech(page, [CHINESE_VOICE]);
    await startWithSettings(page, { autoRead: false, showPinyin: true });
    const who = await signInAs(t, page);
    await page.goto(chapterUrl(place));
    await page.waitForSelector('canvas[data-renderer]');
    const read = page.getByTestId('switch-read');
    await read.waitFor();
    expect(await switchOn(page, 'switch-read')).toBe(false);
    await page.waitForTimeout(500);
    // off: the first item started without a word
    expect(await spoken(page)).toEqual([]);

    await read.click();
    await expect.poll(() => switchOn(page, 'switch-read')).toBe(true);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('app_settings')))!).autoRead).toBe(true);
    expect(await read.textContent()).not.toMatch(/此浏览器/);
    // restart begins the first item again, now heard
    await page.getByTestId('restart').click();
    await expect.poll(() => spoken(page)).toEqual([items[0]!.hanzi]);

    const HIDE_AT = 2;
    const SHOW_AT = 4;
    for (let i = 0; i < items.length; i++) {
      if (i === HIDE_AT) {
        await page.getByTestId('switch-pinyin').click();
        await expect.poll(() => switchOn(page, 'switch-pinyin')).toBe(false);
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SCREENSHOTS}/chinese-pinyin-hidden.png` });
      }
      if (i === SHOW_AT) {
        await page.getByTestId('switch-pinyin').click();
        await expect.poll(() => switchOn(page, 'switch-pinyin')).toBe(true);
      }
      const letters = items[i]!.pinyin.split(/\s+/).map(lettersOf).join('');
      for (const ch of letters) {
        await page.keyboard.press(`Key${ch.toUpperCase()}`);
        await page.waitForTimeout(130);
      }
      if (i === 1) await page.screenshot({ path: `${SCREENSHOTS}/chinese-pinyin-typing.png` });
      // the next item is read the moment it is reached
      if (i + 1 < items.length) await expect.poll(() => spoken(page).then((s) => s.at(-1))).toBe(items[i + 1]!.hanzi);
    }

    await page.getByTestId('result-card').waitFor({ timeout: within(15_000) });
    await page.getByText(/成绩已保存/).waitFor({ timeout: within(15_000) });
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${SCREENSHOTS}/chinese-pinyin-result.png` });
    const said = await spoken(page);
    const title = (place.chapter.activity as TypingPinyinActivity).title;
    const line = [title, items.map((it) => it.hanzi).join('')].filter(Boolean).join('。');
    expect(said.at(-1)).toBe(line);
    // every item once, in order, then the whole line
    expect(said).toEqual([...items.map((it) => it.hanzi), line]);
    expect(await resultAccuracy(page)).toBe(100);
    expect(await savedStars(t, who, place)).toBeGreaterThan(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows why 跟读 cannot work when the browser has only an English voice, and says nothing', async () => {
    const place = safeShortest('typing_pinyin');
    const items = (place.chapter.activity as TypingPinyinActivity).items;
    const page = await t.newPage();
    await fakeSpeech(page, [ENGLISH_VOICE]);
    await signInAs(t, page);
    await page.goto(chapterUrl(place));
    await page.waitForSelector('canvas[data-renderer]');
    const read = page.getByTestId('switch-read');
    await expect.poll(() => read.textContent()).toContain('此浏览器没有中文语音');
    expect(await switchOn(page, 'switch-read')).toBe(false);
    for (const ch of lettersOf(items[0]!.pinyin)) {
      await page.keyboard.press(`Key${ch.toUpperCase()}`);
      await page.waitForTimeout(130);
    }
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/chinese-no-chinese-voice.png` });
    expect(await spoken(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows why 跟读 cannot work when the browser has no speech synthesis at all', async () => {
    const place = safeShortest('typing_pinyin');
    const page = await t.newPage();
    await fakeSpeech(page, null);
    await signInAs(t, page);
    await page.goto(chapterUrl(place));
    await page.waitForSelector('canvas[data-renderer]');
    expect(await page.evaluate(() => typeof (window as unknown as { speechSynthesis?: unknown }).speechSynthesis)).toBe('undefined');
    await expect.poll(() => page.getByTestId('switch-read').textContent()).toContain('此浏览器不支持朗读');
    expect(await switchOn(page, 'switch-read')).toBe(false);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('video: a demonstration lesson', () => {
  it('plays on the stage canvas, pauses and resumes with the button, then offers 看完啦，去练习 and counts as watched', async () => {
    const place = findChapter((p) => p.courseId === 'keyboard' && p.chapter.lesson_type === 'video');
    const steps = place.chapter.activity.render_engine === 'video' ? place.chapter.activity.steps : [];
    const page = await t.newPage({ width: 640, height: 480 });
    // a Chinese voice is there, but a video has no 跟读 switch, so nothing may be spoken
    await fakeSpeech(page, [CHINESE_VOICE]);
    const stepNow = () => page.getByTestId('video-step').getAttribute('data-step').then(Number);
    const who = await signInAs(t, page);
    await page.goto(chapterUrl(place));
    await page.waitForSelector('canvas[data-renderer]');
    expect(await page.getAttribute('canvas', 'data-renderer')).toBe('canvas'); // software GL here: Canvas 2D
    const toggle = page.getByTestId('video-toggle');
    // the timeline is stepped (the test build's __engineProbe: tick), not watched in real time: the
    // frames' own ticks stop once the lesson is up (freeze), so a slow machine sees the same steps
    type VideoProbe = { tick(ms: number): string; freeze(on: boolean): void };
    await page.waitForFunction(() => !!(window as unknown as { __engineProbe?: VideoProbe }).__engineProbe);
    await page.evaluate(() => (window as unknown as { __engineProbe: VideoProbe }).__engineProbe.freeze(true));
    const tick = (ms: number) => page.evaluate((n) => (window as unknown as { __engineProbe: VideoProbe }).__engineProbe.tick(n), ms);
    await expect.poll(stepNow, { timeout: within(20_000) }).toBe(1);
    expect(await page.getByTestId('video-step').textContent()).toBe(`第 1 / ${steps.length} 步`);
    await page.screenshot({ path: `${SCREENSHOTS}/chinese-video-playing.png` });

    // let it reach the second step, then pause
    await expect.poll(async () => (await tick(500), stepNow()), { timeout: within(30_000) }).toBeGreaterThanOrEqual(2);
    await toggle.click();
    await expect.poll(() => toggle.textContent()).toContain('播放');
    const stepWhenPaused = await stepNow();
    // a step lasts a few seconds: paused, a minute of the timeline's time moves nothing
    expect(await tick(60_000)).toBe('active');
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await stepNow()).toBe(stepWhenPaused);
    expect(await page.getByTestId('next-chapter').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/chinese-video-paused.png` });

    await toggle.click();
    await expect.poll(() => toggle.textContent()).toContain('暂停');
    await expect.poll(async () => (await tick(500), stepNow()), { timeout: within(30_000) }).toBeGreaterThan(stepWhenPaused);

    // on to the end of the timeline
    await expect.poll(() => tick(2_000), { timeout: within(60_000) }).toBe('done');
    const next = page.getByTestId('next-chapter');
    await next.waitFor({ timeout: within(30_000) });
    expect(await next.textContent()).toContain('看完啦，去练习');
    // the way on takes the place of 暂停 in the bar: no pause button for a video that has ended
    expect(await toggle.count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/chinese-video-done.png` });
    expect(await stepNow()).toBe(steps.length);
    expect(await spoken(page)).toEqual([]);
    await expect.poll(() => savedStars(t, who, place), { timeout: within(10_000) }).toBe(3);
    expect(pageErrors(page)).toEqual([]);
  }, within(200_000));
});

/** The shortest free chapter of an engine, by what the child types. */
function safeShortest(engine: 'logographic' | 'typing_pinyin'): ChapterPlace {
  const size = (p: ChapterPlace) =>
    engine === 'logographic'
      ? hanziOf(p).length
      : (p.chapter.activity as TypingPinyinActivity).items.reduce((n, it) => n + it.pinyin.split(/\s+/).reduce((m, s) => m + lettersOf(s).length, 0), 0);
  return smallestChapter((p) => !p.section.vip && p.chapter.lesson_type === 'practice' && p.chapter.activity.render_engine === engine, size);
}
