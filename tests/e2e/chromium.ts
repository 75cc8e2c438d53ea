import { existsSync } from 'node:fs';

/** Debian's chromium, never a downloaded browser: what the benches and scripts measure and draw with. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the test files share (tests/e2e/globalSetup.ts): Debian's chromium-headless-shell, the
 * same Chromium release built from Debian's chromium source in its headless-only form (the one
 * Playwright runs headless tests in). The same Blink, V8, WebGL on SwiftShader and fonts; none of
 * the desktop browser's UI process work. The browser project cost 126 CPU-s in the full browser and
 * 94 in the shell over the same four files (chapter, accountReport, games, homework; 2026-11-29,
 * docs/BENCHMARKS.md). The full chromium where the shell is not installed, or CHROMIUM_PATH.
 * Speed is never judged here: the benches run the full chromium (CHROMIUM).
 */
const SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : CHROMIUM);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];
