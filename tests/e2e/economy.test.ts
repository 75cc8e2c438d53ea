import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ECONOMY } from '../../contract/economy';
import { chinaDay } from '../../server/clock';
import { spendPoints } from '../../server/services/points';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { signInAs } from './helpers';

// Issue 24 item 8: /coin shows the economy from the shared constant; the report splits points as the ledger does.
let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

describe('the points economy on screen', () => {
  it('/coin lists every rule of the economy; the report says earned apart from the draw and the games', async () => {
    for (const [width, height] of [[1366, 768], [390, 844]] as const) {
      const page = await t.newPage({ width, height });
      const who = await signInAs(t, page);
      await t.api('/student/signIn', {}, who.token, who.roleId); // +10
      await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId); // +150, a gift
      await spendPoints(t.app.db, { roleId: who.roleId, amount: 50, reason: 'game', ref: `game:${randomUUID()}`, day: chinaDay(new Date()) });

      await page.goto('/coin');
      const economy = page.getByTestId('economy');
      await economy.locator('li').first().waitFor();
      expect(await economy.locator('li').count()).toBe(ECONOMY.length);
      for (const rule of ECONOMY) {
        const text = await economy.locator(`[data-rule="${rule.key}"]`).innerText();
        expect(text).toContain(rule.what);
        expect(text).toContain(rule.points);
      }
      expect(await economy.locator('[data-rule="draw"]').innerText()).toContain('会员：每天 2 次');
      expect(await page.getByTestId('balance').innerText()).toBe('110');
      await page.screenshot({ path: `${SCREENSHOTS}/coin-economy-${width}.png`, fullPage: true });

      await page.goto('/report');
      const by = page.getByTestId('points-by');
      await by.locator('[data-category="draw"]').waitFor();
      expect(await by.locator('[data-category="practice"] b').innerText()).toBe('0');
      expect(await by.locator('[data-category="signIn"] b').innerText()).toBe('10');
      expect(await by.locator('[data-category="draw"] b').innerText()).toBe('150');
      expect(await by.locator('[data-category="game"] b').innerText()).toBe('50');
      expect(await page.getByTestId('day-figures').locator('div', { hasText: '获得积分' }).innerText()).toContain('10');
      await by.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/report-points-${width}.png` });
      expect(pageErrors(page)).toEqual([]);
    }
  });
});
