import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { GameCourseDetail, GameGroup, GameProgressResult } from '../../contract/game';
import { chapterAttempts, gameRounds, pointsLedger } from '../../server/db/schema';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { chapterUrl, savedStars, signInAs, smallestChapter, typePassage } from './helpers';

// Issue 12: installable, offline practice, and a new version that waits for the chapter's end.
// The client is served from a copy of dist/ so the update test can publish a "new version" of sw.js.
let t: E2E;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kb-offline-'));
  cpSync('dist', dir, { recursive: true });
  t = await startE2E({ clientDir: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const place = smallestChapter(
  (p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text',
  (p) => (p.chapter.activity.render_engine === 'typing_text' ? p.chapter.activity.text.length : 1e9),
);
const text = place.chapter.activity.render_engine === 'typing_text' ? place.chapter.activity.text : '';

/** Waits until the service worker is active and this page is under its control (a reload makes it so). */
async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
}

/** The width and height in a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  expect([...bytes.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  return [view.getUint32(16), view.getUint32(20)];
}

describe('installable', () => {
  it('has a manifest, icons at every size the platforms want, and a service worker that controls the page', async () => {
    const manifest = (await (await fetch(`${t.baseUrl}/manifest.webmanifest`)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toContain('小键盘侠');
    expect(manifest.short_name).toBe('小键盘侠');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const [size, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable'], ['180x180', undefined]] as const) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
      expect(icon, `${size} ${purpose}`).toBeTruthy();
      const res = await fetch(`${t.baseUrl}${icon!.src}`);
      expect(res.status).toBe(200);
      expect(pngSize(new Uint8Array(await res.arrayBuffer())).join('x')).toBe(size);
    }
    const html = await (await fetch(`${t.baseUrl}/`)).text();
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
    expect(html).toContain('rel="apple-touch-icon"');

    const page = await t.newPage({ serviceWorkers: 'allow' });
    await page.goto('/');
    await underServiceWorker(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toMatch(/\/sw\.js$/);
    expect(pageErrors(page)).toEqual([]);
  });

  it('offers 添加到桌面 in a drawer until the user accepts', async () => {
    const page = await t.newPage({ serviceWorkers: 'allow', width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // chromium's install offer, as the browser fires it once the app is installable
    const offer = () =>
      page.evaluate(() => {
        const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };
        e.prompt = async () => void ((window as unknown as { __prompted: number }).__prompted = 1);
        e.userChoice = Promise.resolve({ outcome: 'accepted' });
        window.dispatchEvent(e);
      });
    await offer();
    const drawer = page.getByTestId('install-drawer');
    await drawer.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/install-drawer-390.png` });
    await page.getByTestId('install-accept').click();
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);
    // accepted: the offer never comes back, not even when the browser fires it again
    await page.reload();
    await offer();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await drawer.count()).toBe(0);
  });
});

describe('offline practice', () => {
  it('plays an opened chapter again without a network and sends the attempt once when the network returns', async () => {
    const page = await t.newPage({ serviceWorkers: 'allow' });
    const who = await signInAs(t, page);
    await page.goto(chapterUrl(place));
    await underServiceWorker(page);
    await page.waitForSelector('canvas[data-renderer]');

    await page.context().setOffline(true);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    await page.waitForSelector('canvas[data-renderer]');
    await typePassage(page, text, 130);
    await page.getByTestId('result-queued').waitFor();
    await expect.poll(() => page.getByTestId('pending-sync').getAttribute('data-count')).toBe('1');
    await page.screenshot({ path: `${SCREENSHOTS}/offline-result.png` });

    // the queue is on the device: it survives a reload without the network
    await page.reload();
    await expect.poll(() => page.getByTestId('pending-sync').getAttribute('data-count')).toBe('1');
    expect(await savedStars(t, who, place)).toBe(0);

    await page.context().setOffline(false);
    await page.getByTestId('pending-sync').waitFor({ state: 'detached' });
    await page.getByTestId('offline-notice').waitFor({ state: 'detached' });
    expect(await savedStars(t, who, place)).toBeGreaterThan(0);
    const rows = await t.database.db.select().from(chapterAttempts).where(eq(chapterAttempts.roleId, who.roleId));
    expect(rows).toHaveLength(1);
    expect(pageErrors(page)).toEqual([]);
    // a long flow (a service worker, a whole passage typed at a child's pace) on a shared machine
  }, 300_000);
});

describe('a new version', () => {
  it('waits while a child is typing, is offered at the chapter end, and 刷新 swaps it in', async () => {
    const page = await t.newPage({ serviceWorkers: 'allow' });
    await signInAs(t, page);
    await page.goto(chapterUrl(place));
    await underServiceWorker(page);
    await page.waitForSelector('canvas[data-renderer]');
    await typePassage(page, text.slice(0, 2), 130);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

    // publish a new version: a changed sw.js, found by the browser's update check
    const sw = join(dir, 'sw.js');
    const before = readFileSync(sw, 'utf8');
    appendFileSync(sw, `\n// a new version ${Date.now()}\n`);
    // the build's pre-compressed twins would still be the old version
    for (const twin of ['.br', '.gz']) rmSync(`${sw}${twin}`, { force: true });
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting));

    // mid-chapter: nothing offered, nothing reloaded
    expect(await page.getByTestId('update-ready').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    await typePassage(page, text.slice(2), 130);
    await page.getByTestId('result-card').waitFor();
    const offer = page.getByTestId('update-ready');
    await offer.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/update-ready.png` });
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    await offer.getByRole('button', { name: '刷新' }).click();
    await page.waitForFunction(() => !(window as unknown as { __samePage?: boolean }).__samePage);
    await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => !!r && !r.waiting && !!r.active));
    expect(readFileSync(sw, 'utf8')).not.toBe(before);
    // a long flow (two service worker versions, a whole passage typed at a child's pace) on a shared machine
  }, 300_000);
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
  for (let ms = 0; ms < 15 * 60_000; ms += 250) {
    const { next, over } = await page.evaluate(() => {
      window.__gameClock!.step(250);
      return { next: window.__gameNextKey?.() ?? null, over: !window.__gameNextKey || !!document.querySelector('[data-testid="game-over"]') };
    });
    if (over) break;
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
      await page.context().setOffline(true);
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
    await page.context().setOffline(false);
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
    await page.context().setOffline(true);
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
    await page.context().setOffline(false);
    await page.getByTestId('game-offline-note').waitFor({ state: 'detached' });
    await page.getByTestId('game-begin').click();
    await page.waitForSelector('canvas[data-renderer]');
    await expect.poll(() => balanceOf(who)).toBe(50);
    expect(pageErrors(page)).toEqual([]);
  }, 600_000);

  it('says kindly on /login that signing in needs the network, and lets the child in once it is back', async () => {
    const page = await t.newPage({ serviceWorkers: 'allow' });
    await page.goto('/login');
    await underServiceWorker(page);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByTestId('login-offline').waitFor();
    expect(await page.getByTestId('login-offline').textContent()).toContain('需要网络');
    const guest = page.getByRole('button', { name: '游客体验' });
    expect(await guest.isDisabled()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/offline-login.png` });

    await page.context().setOffline(false);
    await page.getByTestId('login-offline').waitFor({ state: 'detached' });
    await guest.click();
    await page.waitForURL(/\/character/);
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);
});
