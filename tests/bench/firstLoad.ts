import type { Page } from 'playwright-core';

/** One file a page fetched, as the browser saw it (Resource Timing, same origin). */
export interface Fetched {
  url: string;
  kind: 'js' | 'css' | 'html' | 'other';
  /** bytes on the wire: body as sent (compressed) plus response headers */
  transfer: number;
  /** body as sent (compressed) */
  encoded: number;
  /** body after decoding */
  decoded: number;
}

export interface FirstLoad {
  files: Fetched[];
  /** transfer bytes of JavaScript, CSS, HTML and everything, summed */
  js: number;
  css: number;
  html: number;
  total: number;
  /** decoded JavaScript bytes, to show what compression saved */
  jsDecoded: number;
}

/**
 * Opens `/` in a fresh page (empty cache) and waits until the home page is complete: its course
 * cards filled from GET /course/list and the load event fired. Returns what was transferred.
 */
export async function homeFirstLoad(page: Page): Promise<FirstLoad> {
  await page.goto('/', { waitUntil: 'load' });
  await page.locator('#home-courses').waitFor();
  await page.locator('ul[aria-busy="false"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  // no named functions inside: tsx's keepNames would call a helper the page does not have
  const raw = await page.evaluate(() =>
    ([...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[]).map((e) => ({
      url: e.name,
      type: e.entryType,
      transfer: e.transferSize,
      encoded: e.encodedBodySize,
      decoded: e.decodedBodySize,
    })),
  );
  const kindOf = (url: string, type: string): Fetched['kind'] =>
    /\.m?js(\?|$)/.test(url) ? 'js' : /\.css(\?|$)/.test(url) ? 'css' : type === 'navigation' ? 'html' : 'other';
  const files: Fetched[] = raw.map(({ type, ...f }) => ({ ...f, kind: kindOf(f.url, type) }));
  const sum = (k: Fetched['kind'] | null, f: (x: Fetched) => number = (x) => x.transfer) =>
    files.filter((x) => k === null || x.kind === k).reduce((n, x) => n + f(x), 0);
  return {
    files,
    js: sum('js'),
    css: sum('css'),
    html: sum('html'),
    total: sum(null),
    jsDecoded: sum('js', (x) => x.decoded),
  };
}
