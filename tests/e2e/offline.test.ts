import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { chapterAttempts } from '../../server/db/schema';
import { startE2E, pageErrors, SCREENSHOTS, TEST_CLIENT_DIR, type E2E } from './harness';
import { chapterUrl, savedStars, signInAs, smallestChapter, typePassage } from './helpers';
import { underServiceWorker } from './serviceWorker';
import { within } from '../machine';

// Issue 12: installable, offline practice, and a new version that waits for the chapter's end.
// The client is served from a copy of the test build so the update test can publish a "new version" of sw.js.
let t: E2E;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kb-offline-'));
  cpSync(TEST_CLIENT_DIR, dir, { recursive: true });
  t = await startE2E({ clientDir: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const place = smallestChapter(
  (p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text',
  (p) => (p.chapter.activity.render_engine === 'typing_text' ? p.chapter.activity.text.length : 1e9),
);
const text = place.chapter.activity.render_engine === 'typing_text' ? place.chapter.activity.text : '';

/** The width and height in a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  expect([...bytes.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  return [view.getUint32(16), view.getUint32(20)];
}

describe('installable', () => {
  it('has a manifest, icons at every size the platforms want, and a service worker that controls the page', async () => {
    const manifest = (await (await fetch(`${t.baseUrl}/manifest.webmanifest`)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toContain('小键盘侠');
    expect(manifest.short_name).toBe('小键盘侠');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const [size, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable'], ['180x180', undefined]] as const) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
      expect(icon, `${size} ${purpose}`).toBeTruthy();
      const res = await fetch(`${t.baseUrl}${icon!.src}`);
      expect(res.status).toBe(200);
      expect(pngSize(new Uint8Array(await res.arrayBuffer())).join('x')).toBe(size);
    }
    const html = await (await fetch(`${t.baseUrl}/`)).text();
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
    expect(html).toContain('rel="apple-touch-icon"');

    const page = await t.newPage({ serviceWorkers: 'allow' });
    await page.goto('/');
    await underServiceWorker(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toMatch(/\/sw\.js$/);
    expect(pageErrors(page)).toEqual([]);
  });

  it('offers 添加到桌面 in a drawer until the user accepts', async () => {
    const page = await t.newPage({ serviceWorkers: 'allow', width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // chromium's install offer, as the browser fires it once the app is installable
    const offer = () =>
      page.evaluate(() => {
        const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };
        e.prompt = async () => void ((window as unknown as { __prompted: number }).__prompted = 1);
        e.userChoice = Promise.resolve({ outcome: 'accepted' });
        window.dispatchEvent(e);
      });
    await offer();
    const drawer = page.getByTestId('install-drawer');
    await drawer.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/install-drawer-390.png` });
    await page.getByTestId('install-accept').click();
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);
    // accepted: the offer never comes back, not even when the browser fires it again
    await page.reload();
    await offer();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await drawer.count()).toBe(0);
  });
});

describe('offline practice', () => {
  it('plays an opened chapter again without a network and sends the attempt once when the network returns', async () => {
    const page = await t.newPage({ serviceWorkers: 'allow' });
    const who = await signInAs(t, page);
    await page.goto(chapterUrl(place));
    await underServiceWorker(page);
    await page.waitForSelector('canvas[data-renderer]');

    await t.setNetwork(page, false);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    await page.waitForSelector('canvas[data-renderer]');
    await typePassage(page, text, 130);
    await page.getByTestId('result-queued').waitFor();
    await expect.poll(() => page.getByTestId('pending-sync').getAttribute('data-count')).toBe('1');
    await page.screenshot({ path: `${SCREENSHOTS}/offline-result.png` });

    // the queue is on the device: it survives a reload without the network
    await page.reload();
    await expect.poll(() => page.getByTestId('pending-sync').getAttribute('data-count')).toBe('1');
    expect(await savedStars(t, who, place)).toBe(0);

    await t.setNetwork(page, true);
    await page.getByTestId('pending-sync').waitFor({ state: 'detached' });
    await page.getByTestId('offline-notice').waitFor({ state: 'detached' });
    expect(await savedStars(t, who, place)).toBeGreaterThan(0);
    const rows = await t.database.db.select().from(chapterAttempts).where(eq(chapterAttempts.roleId, who.roleId));
    expect(rows).toHaveLength(1);
    expect(pageErrors(page)).toEqual([]);
    // a long flow (a service worker, a whole passage typed at a child's pace) on a shared machine
  }, within(300_000));
});

describe('a new version', () => {
  it('waits while a child is typing, is offered at the chapter end, and 刷新 swaps it in', async () => {
    const page = await t.newPage({ serviceWorkers: 'allow' });
    await signInAs(t, page);
    await page.goto(chapterUrl(place));
    await underServiceWorker(page);
    await page.waitForSelector('canvas[data-renderer]');
    await typePassage(page, text.slice(0, 2), 130);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

    // publish a new version: a changed sw.js, found by the browser's update check
    const sw = join(dir, 'sw.js');
    const before = readFileSync(sw, 'utf8');
    appendFileSync(sw, `\n// a new version ${Date.now()}\n`);
    // the build's pre-compressed twins would still be the old version
    for (const twin of ['.br', '.gz']) rmSync(`${sw}${twin}`, { force: true });
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting));

    // mid-chapter: nothing offered, nothing reloaded
    expect(await page.getByTestId('update-ready').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    await typePassage(page, text.slice(2), 130);
    await page.getByTestId('result-card').waitFor();
    const offer = page.getByTestId('update-ready');
    await offer.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/update-ready.png` });
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    await offer.getByRole('button', { name: '刷新' }).click();
    await page.waitForFunction(() => !(window as unknown as { __samePage?: boolean }).__samePage);
    await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => !!r && !r.waiting && !!r.active));
    expect(readFileSync(sw, 'utf8')).not.toBe(before);
    // a long flow (two service worker versions, a whole passage typed at a child's pace) on a shared machine
  }, within(300_000));
});
