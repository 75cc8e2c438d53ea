import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { differingShare } from './gamePicture';

/** What the chapter stage exposes as window.__engineProbe in test builds (see src/host/engineProbe.ts). */
interface CursorProbe {
  x: number;
  y: number;
  width: number;
  height: number;
  color: number;
}

/**
 * Reads the picture on screen (a screenshot: what the compositor shows, not the scene graph) in
 * the box where the engine's state puts the cursor, and returns the share of its pixels that are
 * the cursor box's colour (0..1). A stale frame — the box still on an older character — reads ~0.
 * `shift` moves the box by whole cells (-1: the previous character) for the negative check.
 */
export async function cursorShare(page: Page, shift = 0): Promise<{ share: number; probe: CursorProbe | null }> {
  const probe = await page.evaluate(() => (window as unknown as { __engineProbe?: { cursor(): CursorProbe | null } }).__engineProbe?.cursor() ?? null);
  if (!probe) return { share: 0, probe };
  const canvas = await page.locator('canvas[data-renderer]').boundingBox();
  if (!canvas) return { share: 0, probe };
  // inset so the rounded corners and anti-aliased edges do not count
  const inset = Math.min(probe.width, probe.height) * 0.12;
  const clip = {
    x: canvas.x + probe.x + shift * (probe.width / 0.96) + inset,
    y: canvas.y + probe.y + inset,
    width: probe.width - 2 * inset,
    height: probe.height - 2 * inset,
  };
  const png = (await page.screenshot({ clip, scale: 'device' })).toString('base64');
  const share = await page.evaluate(
    async ({ png, color }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const c = new OffscreenCanvas(bitmap.width, bitmap.height);
      const g = c.getContext('2d')!;
      g.drawImage(bitmap, 0, 0);
      const data = g.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const want = [(color >> 16) & 0xff, (color >> 8) & 0xff, color & 0xff];
      let hit = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i] - want[0]) <= 20 && Math.abs(data[i + 1] - want[1]) <= 20 && Math.abs(data[i + 2] - want[2]) <= 20) hit++;
      }
      return hit / (data.length / 4);
    },
    { png, color: probe.color },
  );
  return { share, probe };
}

/**
 * The chapter's frames redraw only the regions that changed (engines/core/render/partialRedraw.ts): read
 * the canvas as those frames left it, draw the whole stage once, read it again and count the
 * pixels that differ (0 when the partial frames missed nothing), with the frames drawn each way.
 * `whole: 'redrawLayers'` also draws every cached layer again (key caps' and hands' faces), so a face drawn
 * ahead at rest (engines/core/render/restWarmer.ts) is compared with one drawn in a frame.
 */
export async function partialMatchesWhole(page: Page, whole: 'redrawAll' | 'redrawLayers' = 'redrawAll'): Promise<{ differing: number; full: number; partial: number }> {
  const settled = () => page.waitForFunction(() => !(window as unknown as { __engineProbe: { pending(): boolean } }).__engineProbe.pending());
  await settled();
  const read = () =>
    page.evaluate(() => {
      // WebGL: its drawing buffer; Canvas 2D (software GL, engines/core/render/softwareGL.ts): the canvas's pixels
      const app = (window as unknown as { __PIXI_APP__: { canvas: HTMLCanvasElement; renderer: { gl?: WebGL2RenderingContext } } }).__PIXI_APP__;
      const gl = app.renderer.gl;
      let px: Uint8Array | Uint8ClampedArray;
      if (gl) {
        px = new Uint8Array(gl.drawingBufferWidth * gl.drawingBufferHeight * 4);
        gl.readPixels(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight, gl.RGBA, gl.UNSIGNED_BYTE, px);
      } else px = app.canvas.getContext('2d')!.getImageData(0, 0, app.canvas.width, app.canvas.height).data;
      (window as unknown as { __pictures: ArrayLike<number>[] }).__pictures ??= [];
      (window as unknown as { __pictures: ArrayLike<number>[] }).__pictures.push(px);
    });
  await read();
  const frames = await page.evaluate(() => (window as unknown as { __engineProbe: { frames(): { full: number; partial: number } } }).__engineProbe.frames());
  await page.evaluate((how) => (window as unknown as { __engineProbe: Record<string, () => void> }).__engineProbe[how]!(), whole);
  await settled();
  await read();
  const differing = await page.evaluate(() => {
    const [a, b] = (window as unknown as { __pictures: ArrayLike<number>[] }).__pictures.splice(0);
    let n = 0;
    for (let i = 0; i < a!.length; i += 4) {
      const d = Math.abs(a![i]! - b![i]!) + Math.abs(a![i + 1]! - b![i + 1]!) + Math.abs(a![i + 2]! - b![i + 2]!) + Math.abs(a![i + 3]! - b![i + 3]!);
      if (d > 8) n++;
    }
    return n;
  });
  return { differing, ...frames };
}

/**
 * The screen's pixels over the chapter's drawn keyboard once the stage is at rest, as a PNG in base64
 * (the passage above it may be shuffled anew each time a chapter opens; the keyboard is not).
 */
export async function keyboardPicture(page: Page): Promise<string> {
  type Box = { x: number; y: number; width: number; height: number };
  await page.waitForFunction(() => !(window as unknown as { __engineProbe: { pending(): boolean } }).__engineProbe.pending());
  const board = await page.evaluate(() => (window as unknown as { __engineProbe: { keyboardBox(): Box | null } }).__engineProbe.keyboardBox());
  const canvas = await page.locator('canvas[data-renderer]').boundingBox();
  if (!board || !canvas) throw new Error('no drawn keyboard on the stage');
  // page coordinates: the board may lie below the first screen (the lesson editor's tryout)
  const scroll = await page.evaluate(() => ({ x: scrollX, y: scrollY }));
  const clip = { x: canvas.x + scroll.x + board.x, y: canvas.y + scroll.y + board.y, width: board.width, height: board.height };
  return (await page.screenshot({ clip, fullPage: true, scale: 'device' })).toString('base64');
}

/**
 * The stage's drawn keyboard once two pictures in a row agree: the stage at rest, not part-way through
 * its first paints (a quiet full run once took a new stage's picture mid-way: 5 % of pixels apart).
 */
export async function settledKeyboardPicture(page: Page): Promise<string> {
  let last = await keyboardPicture(page);
  await expect.poll(async () => {
    const now = await keyboardPicture(page);
    const same = (await differingShare(page, last, now)) < 0.002;
    last = now;
    return same;
  }).toBe(true);
  return last;
}
