import { readFileSync } from 'node:fs';
import { request as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../levels/index';
import { homeFirstLoad } from '../bench/firstLoad';
import { pageErrors, startE2E, TEST_CLIENT_DIR, type E2E } from './harness';

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/**
 * The home page's budget of JavaScript on the wire, headers included: 100 KB since issue 9. The
 * class, the typing tests and the 奖状 (issues 28, 29) took it to 102.5 KB; it came back under by
 * loading the account and game layouts with their pages, the account menu only for a signed-in
 * member, and the offline outbox on plain IndexedDB (no idb). Measured 99.8 KB (docs/BENCHMARKS.md).
 * It was 115.4 KB from 30ecb66 (issue 41's chapter engines) until a top-level await left the client's
 * module graph: with one anywhere, the bundler merges no shared module into the start chunk, so the
 * shell came as some thirty chunks of 0.4–3 KB (tests/unit/clientAwait.test.ts keeps it out).
 */
const HOME_JS_BUDGET = 100 * 1024;

/** The largest built JavaScript file under /assets/, named as index.html or the browser would ask for it. */
function someAsset(): string {
  const html = readFileSync(`${TEST_CLIENT_DIR}/index.html`, 'utf8');
  const src = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('no entry script in the built index.html');
  return src;
}

const get = (path: string, acceptEncoding?: string) =>
  fetch(`${t.baseUrl}${path}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the built client on the wire', () => {
  it('sends brotli or gzip by Accept-Encoding, with Vary, and the same bytes once decoded', async () => {
    const asset = someAsset();
    const plain = readFileSync(`${TEST_CLIENT_DIR}${asset}`);
    const br = await get(asset, 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(plain.length / 2);
    // fetch decodes: what arrives is the file itself
    expect(Buffer.from(await br.arrayBuffer()).equals(plain)).toBe(true);

    const gz = await get(asset, 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gz.arrayBuffer()).equals(plain)).toBe(true);

    const identity = await get(asset, 'identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(Number(identity.headers.get('content-length'))).toBe(plain.length);
  });

  it('caches hashed assets for a year, immutable, and revalidates index.html (also as the SPA fallback)', async () => {
    const asset = await get(someAsset(), 'br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/chapter/a/b/c', '/latency']) {
      const res = await get(path, 'br, gzip');
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/text\/html/);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text(), path).toContain('<div id="root">');
    }
    // unhashed public files are revalidated too, never cached blind
    expect((await get('/favicon.svg', 'br')).headers.get('cache-control')).toBe('no-cache');
    // a replaced chunk an old tab asks for is a 404, not HTML
    expect((await get('/assets/gone-123.js', 'br')).status).toBe(404);
  });

  it('answers a revalidation of index.html with 304', async () => {
    const first = await get('/', 'br');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch turns a conditional request into Cache-Control: no-cache
    const status = await new Promise<number | undefined>((done, failed) => {
      const req = httpGet(`${t.baseUrl}/`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag! } }, (res) => {
        res.resume();
        done(res.statusCode);
      });
      req.on('error', failed).end();
    });
    expect(status).toBe(304);
  });
});

describe('the home page first load', () => {
  it(`transfers at most ${HOME_JS_BUDGET / 1024} KB of JavaScript and none of the curriculum`, async () => {
    const page = await t.newPage();
    const load = await homeFirstLoad(page);
    const scripts = load.files.filter((f) => f.kind === 'js');
    expect(scripts.length).toBeGreaterThan(0);
    // every script worth compressing came compressed (a same-origin entry always reports its sizes):
    // under half its size from 4 KB; a chunk of 1–4 KB (a small shared module) compresses less, but
    // sent plain it would be its whole size and more
    for (const s of scripts.filter((x) => x.decoded >= 1024)) expect(s.encoded, s.url).toBeLessThan(s.decoded * (s.decoded >= 4096 ? 0.5 : 0.8));
    expect(load.js, JSON.stringify(scripts.map((s) => [s.url.replace(t.baseUrl, ''), s.transfer]))).toBeLessThanOrEqual(HOME_JS_BUDGET);

    // the curriculum never ships to /: no script the page loaded holds a chapter's text
    const sample = courses
      .flatMap((c) => c.sections.flatMap((s) => s.lessons.flatMap((l) => l.chapters)))
      .map((c) => ('text' in c.activity && typeof c.activity.text === 'string' ? c.activity.text : ''))
      .filter((text) => text.length >= 30)
      .slice(0, 20);
    expect(sample.length).toBeGreaterThan(0);
    for (const s of scripts) {
      const body = readFileSync(`${TEST_CLIENT_DIR}${new URL(s.url).pathname}`, 'utf8');
      for (const text of sample) expect(body.includes(text.slice(0, 30)), s.url).toBe(false);
    }
    // the course cards came from the server
    await expect.poll(() => page.locator('#home-courses ~ ul li a, ul[aria-busy="false"] li a').count()).toBeGreaterThan(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
