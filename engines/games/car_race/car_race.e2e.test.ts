import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from '../../../tests/e2e/harness';
import { signInAs, stepUntilStopped } from '../../../tests/e2e/helpers';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';

/**
 * 赛车 in chromium on the manual game clock: an English race typed key by key into the game's
 * text field (one wrong key on the way) at 1366×768, and a 汉字 race at 390 px wide committed
 * through a real IME composition driven by the DevTools protocol (Input.imeSetComposition /
 * Input.insertText, as tests/e2e/chinese.test.ts does): a wrong commit, a cancelled composition
 * and a two-character word, to the end screen with its place and the server's score.
 */

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

async function openRace(page: Page, levelId: string, size: string) {
  const who = await signInAs(t, page, 'STUDENT', `小${size}`);
  expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
  await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
  await page.goto(`/games/car_race-${levelId}?clock=manual`);
  await page.getByTestId('game-start').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/game-car_race-${levelId}-start-${size}.png` });
  await page.getByTestId('game-begin').click();
  await page.waitForSelector('canvas[data-renderer]');
  await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
  const ime = page.getByTestId('game-ime-input');
  await ime.waitFor();
  await ime.focus();
}

/** steps game time by ms and says what the race wants next, or null once the end screen is up */
const step = (page: Page, ms: number) =>
  page.evaluate((ms) => {
    window.__gameClock!.step(ms);
    if (!window.__gameNextKey || document.querySelector('[data-testid="game-over"]')) return { over: true, next: null };
    return { over: false, next: window.__gameNextKey() };
  }, ms);

const shot = async (page: Page, name: string) => {
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await page.screenshot({ path: `${SCREENSHOTS}/${name}` });
};

async function endScreen(page: Page, name: string) {
  await page.getByTestId('game-over').waitFor();
  await expect.poll(() => page.getByTestId('over-rank').textContent(), { timeout: within(15_000) }).toMatch(/第 \d+ 名/);
  await page.getByTestId('game-ranks').waitFor();
  await shot(page, name);
  return { headline: await page.getByTestId('over-headline').textContent(), score: Number(await page.getByTestId('over-score').textContent()) };
}

describe('赛车', () => {
  it('an English race typed key by key: a wrong key costs a step of the race, a quick child finishes 1st', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    await openRace(page, 'race1', '1366');
    await shot(page, 'game-car_race-countdown-1366.png');
    let pressed = 0;
    let wrongDone = false;
    for (let i = 0; i < 2000; i++) {
      const { over, next } = await step(page, 300);
      if (over) break;
      if (!next) continue;
      if (pressed === 3 && !wrongDone) {
        wrongDone = true;
        await page.keyboard.press(next === 'q' ? 'w' : 'q');
        await expect.poll(() => page.getByTestId('game-combo').textContent()).toMatch(/^(—|0)$/);
        continue;
      }
      await page.keyboard.press(next === ' ' ? 'Space' : next);
      pressed++;
      if (pressed === 6) await shot(page, 'game-car_race-play-1366.png');
    }
    const end = await endScreen(page, 'game-car_race-end-1366.png');
    expect(end.headline).toBe('第一名冲线！');
    expect(end.score).toBeGreaterThan(6000);
    expect(pageErrors(page)).toEqual([]);
  }, within(360_000));

  it('a 汉字 race through the IME at 390 px: compositions commit 汉字, a wrong one and a cancelled one, to the end', async () => {
    const page = await t.newPage({ width: 390, height: 844 });
    await openRace(page, 'race4', '390');
    const ime = page.getByTestId('game-ime-input');
    const cdp = await page.context().newCDPSession(page);
    const compose = (text: string) => cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
    const commit = (text: string) => cdp.send('Input.insertText', { text });
    const score = async () => Number(await page.getByTestId('game-score').textContent());

    let commits = 0;
    for (let i = 0; i < 400; i++) {
      // a child commits a character about every 2.5 s of game time: 24 字/分, ahead of both pace cars (10 and 18)
      const { over, next } = await step(page, 2500);
      if (over) break;
      if (!next) continue;
      if (commits === 1) {
        // a wrong character picked from the candidates: nothing moves, the score stays
        const before = await score();
        await compose('da');
        await commit(next === '大' ? '小' : '大');
        await expect.poll(() => page.getByTestId('game-combo').textContent()).toMatch(/^(—|0)$/);
        expect(await score()).toBe(before);
      }
      if (commits === 2) {
        // pinyin typed, then Esc: the composition is shown in the scene, then cleared, costing nothing
        await compose('xiao');
        await shot(page, 'game-car_race-composing-390.png');
        await compose('');
        expect(await ime.inputValue()).toBe('');
      }
      await compose('p');
      await compose('pin');
      await commit(next);
      commits++;
      if (commits === 3) await shot(page, 'game-car_race-play-390.png');
      await expect.poll(async () => (await page.getByTestId('game-over').count()) > 0 || (await score()) > 0).toBe(true);
    }
    const end = await endScreen(page, 'game-car_race-end-390.png');
    expect(end.headline).toBe('第一名冲线！');
    expect(end.score).toBeGreaterThan(6000);
    expect(pageErrors(page)).toEqual([]);
  }, within(360_000));
});

describe('赛车 经典模式 and 道具', () => {
  it('a VIP starts a classic race: lap after lap with hearts and no clock; the hint names the next character, 加条命 adds a heart', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    const who = await signInAs(t, page, 'STUDENT', '小经典');
    expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
    // a member with a bound phone (else the bind-phone reminder asks first)
    await t.app.db.update(users).set({ vipForever: true, mobile: `138${String(Date.now()).slice(-8)}` }).where(eq(users.id, who.userId));
    await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    await page.goto('/games/car_race-race1?clock=manual');
    await page.getByTestId('game-start').waitFor();
    await page.getByRole('radio', { name: /经典模式/ }).click();
    await page.getByTestId('game-begin').click();
    await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
    const ime = page.getByTestId('game-ime-input');
    await ime.waitFor();
    await ime.focus();
    await page.getByTestId('game-props').waitFor();
    expect(await page.getByTestId('game-time').isVisible()).toBe(false);
    const lives = Number(await page.getByTestId('game-lives').getAttribute('data-lives'));
    expect(lives).toBeGreaterThan(0);

    // a whole first lap and a little of the second, typed key by key
    const typed: string[] = [];
    for (let i = 0; i < 400 && typed.length < 20; i++) {
      const { next } = await step(page, 300);
      if (!next) continue;
      await page.keyboard.press(next === ' ' ? 'Space' : next);
      typed.push(next);
    }
    await expect.poll(() => page.getByTestId('game-score').textContent()).not.toBe('0');

    await page.getByTestId('game-prop-life').click();
    await expect.poll(() => page.getByTestId('game-lives').getAttribute('data-lives')).toBe(String(lives + 1));
    await page.getByTestId('game-prop-hint').click();
    await page.getByTestId('game-prop-slow').click();
    const { next } = await step(page, 50);
    await page.getByTestId('game-hint').waitFor();
    expect(await page.getByTestId('game-hint').textContent()).toContain(next === ' ' ? '空格' : next!.toUpperCase());
    for (const prop of ['slow', 'life', 'hint']) expect(await page.getByTestId(`game-prop-${prop}`).isDisabled()).toBe(true);
    await shot(page, 'game-car_race-classic-props-1366.png');

    // then the child stops: the pace cars run lap after lap and the hearts go, to the end screen
    // (game time 2 s at a time, all in the page, until the race stops: at most 10 minutes)
    await stepUntilStopped(page, 2000, (10 * 60_000) / 2000);
    await page.getByTestId('game-over').waitFor();
    expect(await page.getByTestId('over-headline').textContent()).toBe('心用完啦，跑得真棒！');
    await shot(page, 'game-car_race-classic-end-1366.png');
    expect(pageErrors(page)).toEqual([]);
  }, within(360_000));
});
