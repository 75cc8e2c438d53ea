/**
 * The install icons (manifest, iOS home screen) rendered from public/logo.svg by Debian's chromium:
 * `npx tsx scripts/makeIcons.ts` writes public/icons/*.png, which are committed.
 * "any" icons keep the logo's transparent edge; the maskable one sits in Android's safe zone on a
 * warm background, and the Apple one has no transparency (iOS fills it black).
 */
import { readFileSync, mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/harness';

const logo = readFileSync('public/logo.svg', 'utf8');
const icons = [
  { file: 'icon-192.png', size: 192, inset: 0.04, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0.04, background: 'transparent' },
  { file: 'maskable-512.png', size: 512, inset: 0.2, background: '#fff3c4' },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.1, background: '#fff3c4' },
  { file: 'favicon-32.png', size: 32, inset: 0, background: 'transparent' },
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
mkdirSync('public/icons', { recursive: true });
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  const pad = Math.round(icon.size * icon.inset);
  await page.setContent(
    `<html><body style="margin:0;background:${icon.background}"><div style="width:${icon.size}px;height:${icon.size}px;box-sizing:border-box;padding:${pad}px">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`,
  );
  await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: icon.background === 'transparent' });
  await page.close();
  console.log(`public/icons/${icon.file}`);
}
await browser.close();
