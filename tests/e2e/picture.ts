import type { Page } from 'playwright-core';

/** What engineHost exposes as window.__engineProbe (see src/host/engineHost.ts). */
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
