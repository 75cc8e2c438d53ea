import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameCatalog } from '../../../levels/games/catalog';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from '../../../tests/e2e/harness';
import { eq } from 'drizzle-orm';
import { chapterAttempts } from '../../../server/db/schema';
import { chapterUrl, signInAs, smallestChapter, stepToNextKey, typePassage } from '../../../tests/e2e/helpers';

/**
 * Issue 24, item 2: nothing opens over a running round. A free child taps a locked prop in 气球:
 * the locked prop's card opens and the round pauses (game time stands still however long the dialog is
 * up); Escape closes the dialog only, and the round goes on where it was. The round runs on the
 * manual game clock (?clock=manual), so "12 s later" is a step of the clock, not a wait.
 */
let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

const step = (page: Page, ms: number) => page.evaluate((n) => window.__gameClock!.step(n), ms);
const nextKey = (page: Page) => page.evaluate(() => window.__gameNextKey?.() ?? null);

describe('a dialog over a running round (issue 24)', () => {
  it('pauses 气球 while the card of a locked prop is up; Escape closes the dialog only and the round goes on', async () => {
    const balloon = gameCatalog.groups.flatMap((g) => g.courses).find((c) => c.render_engine === 'balloon_pop')!;
    const page = await t.newPage({ width: 1366, height: 768 });
    const who = await signInAs(t, page, 'STUDENT', '小红');
    expect((await t.api('/student/point/drawGamePoint', {}, who.token, who.roleId)).status).toBe(200);
    await page.addInitScript(() => sessionStorage.setItem('gameDrawOffered', '1'));
    const url = `/games/${balloon.id}-${balloon.levels[0]!.id}?clock=manual`;
    await page.goto(url);
    await page.getByTestId('game-begin').click();
    await page.waitForFunction(() => typeof window.__gameNextKey === 'function');

    // play a little: a few balloons popped
    for (let i = 0; i < 40; i++) {
      await step(page, 100);
      const key = await nextKey(page);
      if (key) await page.keyboard.press(key);
    }
    const score = Number(await page.getByTestId('game-score').textContent());
    expect(score).toBeGreaterThan(0);
    const time = await page.getByTestId('game-time').textContent();

    // the locked 🐢慢动作: the card saying what it does and 请爸爸妈妈帮你开通 opens over the round, which pauses (issue 40 item 10)
    await page.getByTestId('game-prop-slow').click();
    await page.getByTestId('prop-ask-parent').waitFor();
    await expect.poll(() => page.locator('[data-round]').getAttribute('data-round')).toBe('paused');
    await step(page, 60_000); // a child reading the offer for a minute: no game time passes
    expect(await page.getByTestId('game-over').count()).toBe(0);
    expect(await page.getByTestId('game-time').textContent()).toBe(time);
    expect(Number(await page.getByTestId('game-score').textContent())).toBe(score);
    // the veil under the dialog takes no focus from it
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/dialog-pause-vip-over-balloon.png` });

    // Escape closes the dialog only: the child stays in the round, which goes on by itself
    await page.keyboard.press('Escape');
    await page.getByTestId('prop-ask-parent').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(url.split('?')[0]);
    await expect.poll(() => page.locator('[data-round]').getAttribute('data-round')).toBe('playing');
    expect(await page.getByTestId('game-paused').count()).toBe(0);

    // and the keys are play again: it can be played to its end, with a score the server keeps
    for (let ms = 0; ms < 15 * 60_000; ) {
      // one round trip a key: the page steps game time 100 ms at a time until the game wants one
      const { next, stopped, steps } = await stepToNextKey(page, 100);
      ms += steps * 100;
      if (stopped) break;
      if (next) await page.keyboard.press(next === ' ' ? 'Space' : next);
    }
    await expect.poll(() => page.getByTestId('over-rank').textContent(), { timeout: within(15_000) }).toMatch(/第 \d+ 名/);
    expect(Number(await page.getByTestId('over-score').textContent())).toBeGreaterThan(score);
    expect(pageErrors(page)).toEqual([]);
  }, within(180_000));

  it('stops a chapter\'s clock while a dialog is up: the time under 帮助 is not typing time', async () => {
    const place = smallestChapter(
      (p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text',
      (p) => (p.chapter.activity.render_engine === 'typing_text' ? p.chapter.activity.text.length : 1e9),
    );
    const text = place.chapter.activity.render_engine === 'typing_text' ? place.chapter.activity.text : '';
    const page = await t.newPage({ width: 1366, height: 800 });
    const who = await signInAs(t, page, 'STUDENT', '小东');
    await page.goto(chapterUrl(place));
    await page.waitForSelector('canvas[data-renderer]');
    const half = Math.floor(text.length / 2);
    const now = () => page.evaluate(() => performance.now());
    const firstKey = await now();
    await typePassage(page, text.slice(0, half), 120);
    const began = await now();
    await page.getByRole('button', { name: '帮助' }).click();
    await page.getByRole('dialog', { name: '怎么练习？' }).waitFor();
    // the child reads the help for 4 seconds (a state of the page's own clock, not a sleep of the test)
    await page.waitForFunction((t0) => performance.now() > t0 + 4000, began);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '怎么练习？' }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(chapterUrl(place));
    await page.getByTestId('hud-speed').click(); // back to typing (focus was given back to 帮助)
    await typePassage(page, text.slice(half), 120);
    const lastKey = await now();
    await page.getByTestId('result-card').waitFor();
    await expect.poll(async () => (await t.app.db.select().from(chapterAttempts).where(eq(chapterAttempts.roleId, who.roleId))).length).toBe(1);
    const [row] = await t.app.db.select().from(chapterAttempts).where(eq(chapterAttempts.roleId, who.roleId));
    // from the first key to the last more than 4 s passed under the dialog: they are not typing time
    expect(row!.durationMs).toBeLessThan(lastKey - firstKey - 3000);
    expect(row!.durationMs).toBeGreaterThan((text.length - 1) * 100);
    expect(pageErrors(page)).toEqual([]);
  }, within(120_000));
});
