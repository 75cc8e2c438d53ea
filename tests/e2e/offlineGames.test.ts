import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { GameCourseDetail, GameGroup, GameProgressResult } from '../../contract/game';
import { gameRounds, pointsLedger } from '../../server/db/schema';
import { startE2E, pageErrors, SCREENSHOTS, TEST_CLIENT_DIR, type E2E } from './harness';
import { signInAs, stepToNextKey } from './helpers';
import { underServiceWorker } from './serviceWorker';
import { within } from '../machine';

// Issue 12: games and the network (offline.test.ts has installing, offline practice and a new version).
// Served from a copy of the test build, as offline.test.ts is (there so its update test can publish a new sw.js).
let t: E2E;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kb-offline-'));
  cpSync(TEST_CLIENT_DIR, dir, { recursive: true });
  t = await startE2E({ clientDir: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The first game of GET game/courses, as a child would find it on /games. */
async function firstGame() {
  const groups = (await t.api<GameGroup[]>('/game/groups')).data;
  const course = (await t.api<GameCourseDetail[]>(`/game/courses/${groups[0]!.id}`)).data[0]!;
  return { courseId: course.id, levelId: course.levels[0]!.id };
}

/**
 * Plays the round on the manual game clock (?clock=manual, see games.test.ts): steps game time and
 * presses what the game wants next until the end screen shows; `afterKeys(n)` runs once n keys are in.
 */
async function playToTheEnd(page: Page, at: number, afterKeys: () => Promise<void>) {
  let pressed = 0;
  // a coarser step than games.test.ts: this round only has to end, not to score well
  for (let ms = 0; ms < 15 * 60_000; ) {
    // one round trip a key: the page steps game time 250 ms at a time until the game wants one
    const { next, stopped, steps } = await stepToNextKey(page, 250);
    ms += steps * 250;
    if (stopped) break;
    if (next) {
      await page.keyboard.press(next === ' ' ? 'Space' : next);
      if (++pressed === at) await afterKeys();
    }
  }
  await page.getByTestId('game-over').waitFor();
  expect(pressed).toBeGreaterThan(at);
}

const balanceOf = async (who: { token: string; roleId: string }) =>
  (await t.api<{ point: number }>('/student/point/balance', undefined, who.token, who.roleId)).data.point;

describe('games and the network', () => {
  it('keeps a round whose network dropped on the device, sends it once when the network returns, and says kindly what needs the network', async () => {
    const game = await firstGame();
    const page = await t.newPage({ serviceWorkers: 'allow' });
    const who = await signInAs(t, page);
    expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
    await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/game/progress')) sent.push(r.postData() ?? '');
    });

    // a first visit online: the list and the level are kept for later
    await page.goto('/games');
    await underServiceWorker(page);
    await page.getByTestId(`game-card-${game.courseId}`).waitFor();
    await page.goto(`/games/${game.courseId}-${game.levelId}?clock=manual`);
    await page.getByTestId('game-begin').click();
    await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
    expect(await balanceOf(who)).toBe(100);

    // the network goes away in the middle of the round; the round plays on to its end
    await playToTheEnd(page, 5, async () => {
      await t.setNetwork(page, false);
      await page.getByTestId('offline-notice').waitFor();
    });
    await page.getByTestId('over-queued').waitFor();
    expect(await page.getByTestId('over-queued').textContent()).toContain('待同步');
    await page.getByTestId('over-pending').waitFor();
    expect(await page.getByTestId('over-rank').textContent()).toBe('待揭晓');
    await expect.poll(() => page.getByTestId('pending-sync').getAttribute('data-count')).toBe('1');
    expect(await page.getByRole('alert').count()).toBe(0);
    const score = Number(await page.getByTestId('over-score').textContent());
    await page.screenshot({ path: `${SCREENSHOTS}/offline-game-queued.png` });

    // another round needs the server: a calm note, no spinner
    await page.getByTestId('game-again').click();
    await page.getByTestId('game-offline-note').waitFor();
    expect(await page.getByTestId('game-offline-note').textContent()).toContain('需要网络');
    // one offline message at a time: the card's own (the queued round's, with what needs the
    // network), not also the corner's 网络断开了
    expect(await page.getByTestId('offline-notice').count()).toBe(0);
    expect(await page.locator('[data-testid="over-queued"] [data-testid="game-offline-note"]').count()).toBe(1);
    expect(await page.getByTestId('game-again').textContent()).toBe('再玩一次');
    const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.roleId, who.roleId));
    expect(round!.finishedAt).toBeNull();

    // the network returns: the round is sent once, and the end screen shows what the server confirmed
    await t.setNetwork(page, true);
    await page.getByTestId('pending-sync').waitFor({ state: 'detached' });
    await page.getByTestId('over-queued').waitFor({ state: 'detached' });
    await page.getByTestId('game-offline-note').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('over-rank').textContent()).toMatch(/第 \d+ 名/);
    await page.getByTestId('game-ranks').waitFor();
    expect(await page.getByTestId('over-pending').count()).toBe(0);
    const finished = await t.database.db.select().from(gameRounds).where(and(eq(gameRounds.roleId, who.roleId), isNotNull(gameRounds.finishedAt)));
    expect(finished.map((r) => [r.id, r.score])).toEqual([[round!.id, score]]);
    expect(sent).toHaveLength(1);

    // the queued body sent again is answered with the stored result, nothing counted twice
    const again = await t.api<GameProgressResult>('/game/progress', JSON.parse(sent[0]!), who.token, who.roleId);
    expect(again.status).toBe(200);
    expect(again.data.score).toBe(score);
    const ledger = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.roleId, who.roleId));
    expect(ledger.filter((l) => l.ref === `game:${round!.id}`).map((l) => l.delta)).toEqual([-50]);
    expect(ledger.filter((l) => l.reason === 'game')).toHaveLength(1);
    expect(await balanceOf(who)).toBe(100);
    const board = await t.api<{ top: { score: number }[]; mine: { score: number } | null }>(`/game/ranks/${game.courseId}/${game.levelId}`, undefined, who.token, who.roleId);
    expect(board.data.mine?.score).toBe(score);

    // offline again after a first visit: the list is still there, a round cannot start, and the
    // 开通会员 dialog says it needs the network — each calmly, nothing spinning
    await t.setNetwork(page, false);
    await page.getByTestId('offline-notice').waitFor();
    await page.getByRole('link', { name: '返回', exact: true }).click();
    await page.getByTestId(`game-card-${game.courseId}`).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/offline-games-list.png` });
    await page.locator(`[data-testid="game-card-${game.courseId}"] a[href="/games/${game.courseId}-${game.levelId}"]`).click();
    await page.getByTestId('game-start').waitFor();
    await page.getByTestId('game-offline-note').waitFor();
    expect(await page.getByTestId('offline-notice').count()).toBe(0);
    expect(await page.getByTestId('game-begin').isDisabled()).toBe(true);
    expect(await page.getByTestId('game-begin').textContent()).toBe('开始');
    // the points shown are the last the server confirmed (100), never an old answer kept by the service worker
    expect(await page.getByTestId('game-points-value').textContent()).toBe('100');
    await page.screenshot({ path: `${SCREENSHOTS}/offline-game-start.png` });
    await page.getByTestId('vip-note').getByRole('button', { name: '开通会员' }).click();
    await page.getByTestId('vip-offline').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('vip-offline').waitFor({ state: 'detached' });

    // the network is back: 开始 works again and takes the round's points
    await t.setNetwork(page, true);
    await page.getByTestId('game-offline-note').waitFor({ state: 'detached' });
    await page.getByTestId('game-begin').click();
    await page.waitForSelector('canvas[data-renderer]');
    await expect.poll(() => balanceOf(who)).toBe(50);
    expect(pageErrors(page)).toEqual([]);
  }, within(600_000));

  it('says kindly on /login that signing in needs the network, and lets the child in once it is back', async () => {
    const page = await t.newPage({ serviceWorkers: 'allow' });
    await page.goto('/login');
    await underServiceWorker(page);
    await t.setNetwork(page, false);
    await page.reload();
    await page.getByTestId('login-offline').waitFor();
    expect(await page.getByTestId('login-offline').textContent()).toContain('需要网络');
    const guest = page.getByRole('button', { name: '游客体验' });
    expect(await guest.isDisabled()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/offline-login.png` });

    await t.setNetwork(page, true);
    await page.getByTestId('login-offline').waitFor({ state: 'detached' });
    await guest.click();
    await page.waitForURL(/\/character/);
    expect(pageErrors(page)).toEqual([]);
  }, within(240_000));
});
