import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { SCREENSHOTS } from './harness';
import { chapterUrl, findChapter, smallestChapter, type ChapterPlace } from './helpers';

/** What the device-pass browser tests share (devicePass.test.ts, deviceLayouts.test.ts): chapters, the host probe, focus. */

export const SHOTS = `${SCREENSHOTS}/device`;
mkdirSync(SHOTS, { recursive: true });

const free = (engine: string) => (p: ChapterPlace) => !p.section.vip && p.chapter.lesson_type === 'practice' && p.chapter.activity.render_engine === engine;
export const textOf = (p: ChapterPlace) => (p.chapter.activity as { text: string }).text;
export const textChapter = () => smallestChapter(free('typing_text'), (p) => textOf(p).length);
export const numpadChapter = () => smallestChapter(free('typing_invoice'), () => 0);

interface Cursor {
  x: number;
  y: number;
  width: number;
  height: number;
  glyphPx?: number;
  labelPx?: number;
}
interface Probe {
  keyLegendPx(): number | null;
  cursor(): Cursor | null;
  nextKey(): string | null;
}
export const legendPx = (page: Page) => page.evaluate(() => (window as unknown as { __engineProbe: Probe }).__engineProbe.keyLegendPx());
export const cursorOf = (page: Page) => page.evaluate(() => (window as unknown as { __engineProbe: Probe }).__engineProbe.cursor());
/** Presses the key the engine waits for, n times (digits and Enter on an invoice). */
export async function typeNext(page: Page, n: number) {
  for (let i = 0; i < n; i++) {
    const key = await page.evaluate(() => (window as unknown as { __engineProbe: Probe }).__engineProbe.nextKey());
    await page.keyboard.press(key!);
  }
}
/** Whether a cursor box (stage px: the canvas's own) lies wholly inside the canvas (and so is not cut off). */
export async function cursorInCanvas(page: Page, c: Cursor) {
  const canvas = (await page.locator('canvas[data-renderer]').boundingBox())!;
  return c.x >= -1 && c.y >= -1 && c.x + c.width <= canvas.width + 1 && c.y + c.height <= canvas.height + 1;
}
/** The cursor box's bottom on the page (CSS px). */
export const cursorBottom = async (page: Page, c: Cursor) => (await page.locator('canvas[data-renderer]').boundingBox())!.y + c.y + c.height;
export const invoiceValues = (p: ChapterPlace) => (p.chapter.activity as { invoices: { fields: { value: string }[] }[] }).invoices.flatMap((i) => i.fields.map((f) => f.value));
/** the invoice chapter with the longest value (its digits are squeezed the most) */
export const longestInvoiceChapter = () => smallestChapter(free('typing_invoice'), (p) => -Math.max(...invoiceValues(p).map((v) => v.length)));
export const videoChapter = () => findChapter((p) => !p.section.vip && p.chapter.activity.render_engine === 'video');

/** Whether the focused element is inside the element matched by selector. */
export const focusInside = (page: Page, selector: string) => page.evaluate((s) => !!document.querySelector(s)?.contains(document.activeElement), selector);
/** The focused element's text (its name for a button or link). */
export const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim() ?? '');

export async function openChapter(page: Page, place: ChapterPlace) {
  await page.goto(chapterUrl(place));
  await page.waitForSelector('canvas[data-renderer]');
}
