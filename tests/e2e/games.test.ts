import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GameCourseDetail, GameGroup } from '../../contract/game';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from './harness';
import { signInAs, stepToNextKey } from './helpers';

/**
 * The games in chromium: the daily draw, the 积分 dialog when points are short, and a round of
 * every game played to its end through real key presses. The round runs on the manual game
 * clock (?clock=manual): the test steps game time instead of waiting, and presses the key the
 * game itself says a good player would press next.
 */

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

interface GameToPlay {
  courseId: string;
  levelId: string;
  name: string;
}

async function gamesToPlay(): Promise<GameToPlay[]> {
  const groups = (await t.api<GameGroup[]>('/game/groups')).data;
  const out: GameToPlay[] = [];
  for (const g of groups) {
    const courses = (await t.api<GameCourseDetail[]>(`/game/courses/${g.id}`)).data;
    for (const c of courses) out.push({ courseId: c.id, levelId: c.levels[0]!.id, name: c.name });
  }
  return out;
}

/** Steps game time (100 ms at a time) and presses what the game wants next until the end screen shows; returns the keys pressed. */
async function playToTheEnd(page: Page, shot: string): Promise<number> {
  let pressed = 0;
  let shotTaken = false;
  for (let ms = 0; ms < 15 * 60_000; ) {
    // one round trip a key: the page steps game time until the game wants one (or the round stops)
    const { next, stopped, steps } = await stepToNextKey(page, 100);
    ms += steps * 100;
    if (stopped) {
      await page.getByTestId('game-over').waitFor();
      return pressed;
    }
    if (next) {
      await page.keyboard.press(next === ' ' ? 'Space' : next);
      pressed++;
    }
    if (!shotTaken && pressed === 12) {
      shotTaken = true;
      await page.evaluate(() => new Promise(requestAnimationFrame));
      await page.screenshot({ path: shot });
    }
  }
  throw new Error('the round did not end in 15 minutes of game time');
}

/** Plays level 1 of a game from its start screen to its rank, with screenshots of start, play and end. */
async function playGame(page: Page, g: GameToPlay, size: string) {
  await page.goto(`/games/${g.courseId}-${g.levelId}?clock=manual`);
  await page.getByTestId('game-start').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/game-${g.courseId}-start-${size}.png` });
  const before = Number(await page.getByTestId('game-points-value').textContent());
  await page.getByTestId('game-begin').click();
  await page.waitForSelector('canvas[data-renderer]');
  await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
  expect(Number(await page.getByTestId('game-points-value').textContent())).toBe(before - 50);
  // on the manual clock the page draws once after each step, with the step's time, never at the display's rate
  const idle = await page.evaluate(() => {
    const t = (window as unknown as { __PIXI_APP__: { ticker: { started: boolean; lastTime: number } } }).__PIXI_APP__.ticker;
    return { started: t.started, at: t.lastTime };
  });
  expect(idle.started).toBe(false);
  await page.evaluate(() => window.__gameClock!.step(100));
  await page.waitForFunction((at) => (window as unknown as { __PIXI_APP__: { ticker: { lastTime: number } } }).__PIXI_APP__.ticker.lastTime >= at + 100, idle.at);
  const keys = await playToTheEnd(page, `${SCREENSHOTS}/game-${g.courseId}-play-${size}.png`);
  expect(keys).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId('over-rank').textContent(), { timeout: within(15_000) }).toMatch(/第 \d+ 名/);
  expect(Number(await page.getByTestId('over-score').textContent())).toBeGreaterThan(0);
  await page.getByTestId('game-ranks').waitFor();
  await page.screenshot({ path: `${SCREENSHOTS}/game-${g.courseId}-end-${size}.png` });
}

/** A new student with today's draw taken (150 points: three rounds), on a page of the given size. */
async function studentWithPoints(width: number, height: number, name: string) {
  const page = await t.newPage({ width, height });
  const who = await signInAs(t, page, 'STUDENT', name);
  expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
  await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
  return page;
}

// every game of the catalog, listed once at collection time (top-level await in an ESM test file)
const catalog = await (async () => {
  const { gameCatalog } = await import('../../levels/games/catalog');
  return gameCatalog.groups.flatMap((g) => g.courses.map((c): GameToPlay => ({ courseId: c.id, levelId: c.levels[0]!.id, name: c.name })));
})();

describe('games', () => {
  it('draws the daily points and refuses a round without points', async () => {
    const games = await gamesToPlay();
    expect(games.map((g) => g.courseId)).toEqual(catalog.map((g) => g.courseId));
    const page = await t.newPage({ width: 1366, height: 768 });
    const who = await signInAs(t, page);

    await page.goto('/games');
    await page.getByTestId(`game-card-${games[0]!.courseId}`).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/games-list-1366.png` });

    // the first game visit offers today's draw by itself; decline it for now
    await page.goto(`/games/${games[0]!.courseId}-${games[0]!.levelId}?clock=manual`);
    await page.getByTestId('draw-dialog').waitFor();
    await page.getByTestId('draw-badge').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/game-draw-offer-1366.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('draw-dialog').waitFor({ state: 'detached' });

    // no points yet: 开始 opens the 积分 dialog and no round starts
    await page.getByTestId('game-begin').click();
    await page.getByTestId('points-dialog').getByText('您的学习积分不够了').waitFor();
    expect(await page.getByTestId('points-balance').textContent()).toBe('0');
    await page.screenshot({ path: `${SCREENSHOTS}/game-points-low-1366.png` });
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('game-start').isVisible()).toBe(true);
    expect(await page.locator('canvas').count()).toBe(0);

    // the badge opens the draw: 150 points, then the badge is gone and a second draw is refused
    await page.getByTestId('game-points').click();
    await page.getByTestId('draw-take').click();
    await page.getByTestId('draw-won').waitFor();
    expect(await page.getByTestId('draw-won').textContent()).toContain('150');
    await page.keyboard.press('Escape');
    await page.getByTestId('draw-badge').waitFor({ state: 'detached' });
    expect(await page.getByTestId('game-points-value').textContent()).toBe('150');
    const again = await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId);
    expect(again.message).toBe('已经领取');

    await playGame(page, games[0]!, '1366');
    expect(pageErrors(page)).toEqual([]);
  }, within(240_000));

  it.each(catalog.slice(1))('plays a round of $name to its rank at 1366×768', async (g) => {
    const page = await studentWithPoints(1366, 768, '小明');
    await playGame(page, g, '1366');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, within(240_000));

  it.each(catalog)('plays a round of $name to its rank on a 390 px phone', async (g) => {
    const page = await studentWithPoints(390, 844, '小红');
    if (g === catalog[0]) {
      await page.goto('/games');
      await page.getByTestId(`game-card-${g.courseId}`).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/games-list-390.png`, fullPage: true });
    }
    await playGame(page, g, '390');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, within(240_000));
});
