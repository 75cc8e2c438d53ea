import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from '../../../tests/e2e/harness';
import { signInAs, stepUntilStopped } from '../../../tests/e2e/helpers';
import { gameRounds, users } from '../../../server/db/schema';
import { addPoints } from '../../../server/services/points';
import { PROP_CODE, type KeyLogEntry } from '../../core/keyLog';

/**
 * 经典模式 and 道具 in chromium: a VIP starts a classic round of 气球 on the manual game clock,
 * uses the three props from the HUD, lets the balloons go until the lives run out and sees the
 * end screen with the server's rank; a non-VIP sees the props locked with 开通会员.
 */
let t: E2E;
beforeAll(async () => (t = await startE2E()), 240_000);
afterAll(() => t?.close());

const LEVEL = '/games/balloon_pop-balloon1?clock=manual';

async function child(page: Page, vip: boolean, name: string) {
  const who = await signInAs(t, page, 'STUDENT', name);
  await addPoints(t.app.db, { roleId: who.roleId, delta: 500, reason: 'test', ref: `gift:${who.roleId}`, day: '2026-11-23' });
  // a member with a bound phone (else the bind-phone reminder asks first)
  if (vip) await t.app.db.update(users).set({ vipForever: true, mobile: `139${String(Date.now()).slice(-8)}` }).where(eq(users.id, who.userId));
  await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
  return who;
}

/** Steps game time by `ms` and answers what the game wants next. */
const step = (page: Page, ms: number) =>
  page.evaluate((d) => {
    window.__gameClock!.step(d);
    return window.__gameNextKey?.() ?? null;
  }, ms);

describe('经典模式 and 道具', () => {
  it('a VIP plays a classic round with props to the end screen; the server stores it in classic mode with its props', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    const who = await child(page, true, '小美');
    const info = await t.api<{ isVipForever: boolean }>('/auth/userInfo', undefined, who.token);
    expect(info.data.isVipForever).toBe(true);
    await page.goto(LEVEL);
    await page.getByTestId('game-start').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/game-classic-start-1366.png` });
    // 🎒 道具 explains the three props (the backpack opens on 其他), and Esc closes it
    await page.getByTestId('game-props-info').click();
    const props = page.getByTestId('backpack-props');
    await props.waitFor();
    expect(await props.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('慢动作'), expect.stringContaining('加条命'), expect.stringContaining('提示')]);
    expect(await page.getByTestId('backpack').textContent()).toContain('会员每局游戏里，每样道具都能用一次');
    await page.screenshot({ path: `${SCREENSHOTS}/game-backpack-props-1366.png` });
    await page.keyboard.press('Escape');
    await props.waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: /经典模式/ }).click();
    expect(await page.getByRole('radio', { name: /经典模式/ }).getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('game-begin').click();
    await page.waitForFunction(() => typeof window.__gameNextKey === 'function');

    // classic: no clock in the HUD, lives shown, the three props ready
    await page.getByTestId('game-props').waitFor();
    expect(await page.getByTestId('game-time').isVisible()).toBe(false);
    const lives = Number(await page.getByTestId('game-lives').getAttribute('data-lives'));
    expect(lives).toBeGreaterThan(0);

    // pop a few balloons like a good child
    for (let popped = 0; popped < 6; ) {
      const next = await step(page, 100);
      if (next) {
        await page.keyboard.press(next);
        popped++;
      }
    }
    await page.getByTestId('game-prop-life').click();
    await expect.poll(() => page.getByTestId('game-lives').getAttribute('data-lives')).toBe(String(lives + 1));
    expect(await page.getByTestId('game-prop-life').isDisabled()).toBe(true);
    await page.getByTestId('game-prop-slow').click();
    await page.getByTestId('game-prop-hint').click();
    // the hint shows the very key the game wants next
    let next: string | null = null;
    for (let i = 0; i < 40 && !next; i++) next = await step(page, 100);
    await page.getByTestId('game-hint').waitFor();
    expect((await page.getByTestId('game-hint').textContent())?.toLowerCase()).toContain(next!);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.screenshot({ path: `${SCREENSHOTS}/game-classic-props-1366.png` });
    for (const prop of ['slow', 'life', 'hint']) expect(await page.getByTestId(`game-prop-${prop}`).isDisabled()).toBe(true);

    // then the balloons float away until the lives are gone
    // (game time 500 ms at a time, all in the page, until the round stops: at most 5 minutes)
    await stepUntilStopped(page, 500, (5 * 60_000) / 500);
    await page.getByTestId('game-over').waitFor();
    await expect.poll(() => page.getByTestId('over-rank').textContent(), { timeout: within(15_000) }).toMatch(/第 1 名/);
    await page.screenshot({ path: `${SCREENSHOTS}/game-classic-end-1366.png` });

    const rows = await t.app.db.select().from(gameRounds).where(eq(gameRounds.roleId, who.roleId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mode: 'classic' });
    expect(rows[0]!.finishedAt).not.toBeNull();
    expect((rows[0]!.log as KeyLogEntry[]).filter(([, c]) => c === PROP_CODE).map(([, , p]) => p)).toEqual(['life', 'slow', 'hint']);
    const board = await t.api<{ mine: { rank: number } | null }>('/game/ranks/balloon_pop/balloon1?mode=classic', undefined, who.token, who.roleId);
    expect(board.data.mine?.rank).toBe(1);
    expect(pageErrors(page)).toEqual([]);
  }, within(240_000));

  it('a non-VIP sees the props locked with 开通会员, which opens the VIP dialog; 经典模式 cannot be chosen', async () => {
    const page = await t.newPage({ width: 390, height: 844 });
    await child(page, false, '小丁');
    await page.goto(LEVEL);
    await page.getByTestId('game-start').waitFor();
    expect(await page.getByRole('radio', { name: /经典模式/ }).isDisabled()).toBe(true);
    await page.getByTestId('game-begin').click();
    await page.waitForFunction(() => typeof window.__gameNextKey === 'function');
    await page.getByTestId('game-props-vip').waitFor();
    expect(await page.getByTestId('game-prop-slow').getAttribute('data-locked')).toBe('1');
    await step(page, 3000);
    await page.screenshot({ path: `${SCREENSHOTS}/game-props-locked-390.png` });
    const lives = await page.getByTestId('game-lives').getAttribute('data-lives');
    await page.getByTestId('game-prop-life').click();
    await page.locator('[role="dialog"]').first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/game-props-vip-dialog-390.png` });
    // nothing was used
    expect(await page.getByTestId('game-lives').getAttribute('data-lives')).toBe(lives);
    expect(pageErrors(page)).toEqual([]);
  }, within(120_000));
});
