import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameCourseDetail, GameGroup } from '../../contract/game';
import { startE2E, pageErrors, type E2E } from './harness';
import { signInAs, stepToNextKey } from './helpers';
import { GAMES } from '../../engines/registry';

/**
 * Issue 38: a round's first seconds are drawn at full quality. A game's round starts only once its
 * stage is warm (src/host/warmup.ts): the canvas's first frames — shaders, textures, the still
 * layers painted into the page (staticBackdrop.ts) — come before the game clock and the quality
 * governor start. And the still layers are not painted again when the governor steps the canvas's
 * resolution down (its box shown a fraction of a pixel shorter): a repaint reads GL back, a few
 * hundred milliseconds of a weak PC's frames, and at 2× it came right after the step meant to save time.
 */

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/** games with still layers: the orchard's sky and lawn; the race's track and its passage card (which its layout redrew on every resize) */
const NAMES = GAMES.map((g) => g.name);
const GAME = NAMES.find((n) => n.startsWith('apple'))!;
const STEPPED = [GAME, NAMES.find((n) => n.startsWith('car'))!];

async function levelOf(courseId: string): Promise<string> {
  for (const g of (await t.api<GameGroup[]>('/game/groups')).data)
    for (const c of (await t.api<GameCourseDetail[]>(`/game/courses/${g.id}`)).data) if (c.id === courseId) return c.levels[0]!.id;
  throw new Error(`no game ${courseId}`);
}

async function openGame(n: number, clock: 'real' | 'manual', game = GAME) {
  const page = await t.newPage({ width: 1280, height: 800 });
  const errors = pageErrors(page);
  const who = await signInAs(t, page, 'STUDENT', `暖场${n}`);
  expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
  await page.addInitScript(() => {
    sessionStorage.setItem('gameDrawOffered', '1');
    // every value the stage's data-round takes, with the still layers' paints at that moment
    const seen: string[] = [];
    (window as unknown as { __rounds: string[] }).__rounds = seen;
    new MutationObserver(() => {
      const stage = document.querySelector<HTMLElement>('[data-round]');
      const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-renderer]');
      const now = `${stage?.dataset.round ?? '-'}:${canvas?.dataset.backdropPaints ?? '0'}`;
      if (stage && seen[seen.length - 1] !== now) seen.push(now);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-round', 'data-backdrop-paints'], childList: true });
  });
  await page.goto(`/games/${game}-${await levelOf(game)}${clock === 'manual' ? '?clock=manual' : ''}`);
  await page.getByTestId('game-begin').click();
  return { page, errors };
}

describe('a game round starts on a warm stage and paints its still layers once', () => {
  it('on the real clock the round begins after the still layers are painted (data-round ready → playing)', async () => {
    const { page, errors } = await openGame(1, 'real');
    await page.locator('[data-round="playing"]').waitFor();
    const rounds = await page.evaluate(() => (window as unknown as { __rounds: string[] }).__rounds);
    const playing = rounds.findIndex((r) => r.startsWith('playing'));
    expect(rounds[0]).toMatch(/^ready:/);
    // when the round began, the still layers were already in the page
    expect(Number(rounds[playing].split(':')[1])).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(STEPPED.map((g, i) => [g, i]))('%s: the governor stepping the canvas to resolution 0.75 does not paint the still layers again', async (game, i) => {
    const { page, errors } = await openGame(2 + Number(i), 'manual', String(game));
    await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
    await stepToNextKey(page, 250, 8);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const paints = () => page.locator('canvas[data-renderer]').getAttribute('data-backdrop-paints');
    expect(await paints()).toBe('1');
    // the governor's cheapest step (quality.ts → PixiCanvas capResolution): 671 px at 0.75 is 503
    // backing pixels, shown 670.67 px tall — a fraction of a pixel the still layers need not be read back for
    const before = await page.evaluate(() => {
      const app = (window as unknown as { __PIXI_APP__: { renderer: { width: number; height: number; resize(w: number, h: number, r: number): void; resolution: number } } }).__PIXI_APP__;
      const r = app.renderer;
      const [w, h] = [r.width / r.resolution, r.height / r.resolution];
      r.resize(w, h, 0.75);
      return h;
    });
    await stepToNextKey(page, 250, 8);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const el = page.getByTestId('static-backdrop');
    const shown = await el.evaluate((e) => e.getBoundingClientRect().height);
    expect(Math.abs(shown - before)).toBeLessThan(1);
    expect(await paints()).toBe('1');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
