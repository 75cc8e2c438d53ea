import type { Page } from 'playwright-core';

/** The screen's pixels over the game's canvas (what the compositor shows: page backdrop and canvas), as a PNG in base64. */
export async function canvasPicture(page: Page): Promise<string> {
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const box = (await page.locator('canvas[data-renderer]').boundingBox())!;
  return (await page.screenshot({ clip: box, scale: 'device' })).toString('base64');
}

/** The share of pixels of two same-sized PNGs whose RGB differ by more than a rounding step (decoded in the page). */
export function differingShare(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    async ({ a, b }) => {
      const read = async (png: string) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' }));
        const c = new OffscreenCanvas(bitmap.width, bitmap.height);
        const g = c.getContext('2d')!;
        g.drawImage(bitmap, 0, 0);
        return g.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [x, y] = [await read(a), await read(b)];
      let n = 0;
      for (let i = 0; i < x.length; i += 4) if (Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 2]! - y[i + 2]!) > 12) n++;
      return n / (x.length / 4);
    },
    { a, b },
  );
}
