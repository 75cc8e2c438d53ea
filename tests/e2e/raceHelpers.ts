import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { within } from './harness';

/** Class race browser tests' shared steps (race.test.ts, raceEnd.test.ts). */

export type TrackLane = { id: string; shown: number; place: number | null; status: string; tag: string };
/** The projector's track as its scene draws it (test builds). */
export const track = (page: Page) => page.evaluate(() => ((window as unknown as { __raceTrack?: () => TrackLane[] }).__raceTrack?.() ?? []) as TrackLane[]);

/** The server has replayed this many of the child's keys (the ack's figures, on the child's place badge). */
export const keysTaken = async (page: Page) => Number((await page.getByTestId('race-my-place').getAttribute('data-keys')) ?? 0);

/**
 * A child's pace: each key held this long (the server refuses a log faster than a hand can type,
 * server/services/replay/bounds.ts), and the next key only after the server took the last.
 */
export const HOLD_MS = 110;

/** Types the passage on a keyboard. */
export async function typeOnKeyboard(page: Page, text: string) {
  const before = await keysTaken(page);
  for (const [i, ch] of [...text].entries()) {
    await page.keyboard.press(ch === ' ' ? 'Space' : ch, { delay: HOLD_MS });
    await expect.poll(() => keysTaken(page), { timeout: within(5000) }).toBeGreaterThanOrEqual(before + i + 1);
  }
}

/** Taps the glowing on-screen key `count` times. */
export async function typeOnTouch(page: Page, count: number) {
  const before = await keysTaken(page);
  for (let i = 0; i < count; i++) {
    const lit = page.locator('[data-testid="touch-key"][data-next]');
    const box = await lit.boundingBox();
    if (!box) throw new Error('no lit on-screen key');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // a finger's pace (a tap has no hold time to give it)
    await page.waitForTimeout(HOLD_MS);
    await expect.poll(() => keysTaken(page), { timeout: within(5000) }).toBeGreaterThanOrEqual(before + i + 1);
  }
}

/** Waits until the projector's track shows this many finishers, and returns the lanes. */
export async function finishersOnTrack(screen: Page, n: number): Promise<TrackLane[]> {
  await expect.poll(async () => (await track(screen)).filter((l) => l.place !== null).length, { timeout: within(10_000) }).toBe(n);
  return track(screen);
}
