import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameCourseDetail, GameGroup } from '../../contract/game';
import { addPoints } from '../../server/services/points';
import { chinaDay } from '../../server/clock';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { signInAs } from './helpers';

/** Issue 40 item 18: the 待领取 badge hung over the points pill and covered a three-digit balance. */
let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the game bar on a 390 px phone', () => {
  it('shows 待领取 beside a three-digit balance, not over it', async () => {
    const group = (await t.api<GameGroup[]>('/game/groups')).data[0]!;
    const course = (await t.api<GameCourseDetail[]>(`/game/courses/${group.id}`)).data[0]!;
    const page = await t.newPage({ width: 390, height: 844, touch: true });
    const who = await signInAs(t, page, 'STUDENT', '小点点');
    // a balance of three digits, and today's draw still open
    await addPoints(t.app.db, { roleId: who.roleId, delta: 480, reason: 'chapter', ref: 'test:480', day: chinaDay(new Date()), createdAt: new Date() });
    await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    await page.goto(`/games/${course.id}-${course.levels[0]!.id}?clock=manual`);
    const badge = page.getByTestId('draw-badge');
    await badge.waitFor();
    await expect.poll(() => page.getByTestId('game-points-value').textContent()).toBe('480');
    await badge.evaluate((el) => el.getAnimations().forEach((a) => a.pause()));
    const value = (await page.getByTestId('game-points-value').boundingBox())!;
    const b = (await badge.boundingBox())!;
    expect(overlap(value, b)).toBe(false);
    // the whole bar fits the phone
    const pill = (await page.getByTestId('game-points').boundingBox())!;
    expect(pill.x + pill.width).toBeLessThanOrEqual(390);
    await page.locator('header').screenshot({ path: `${SCREENSHOTS}/draw-badge-390.png` });
    expect(pageErrors(page)).toEqual([]);
  });
});
