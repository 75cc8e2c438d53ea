/**
 * True only in the client built for browser tests and benchmarks (`npm run build:test`, vite mode
 * `test`, into dist-test/), and in vitest. Test hooks (window.__engineProbe, window.__gameNextKey,
 * the manual game clock) are behind it, so the production build (`npm run build`,
 * dist/) carries none of them: vite replaces __TEST_BUILD__ with a constant and drops the branch.
 */
declare const __TEST_BUILD__: boolean | undefined;

export const TEST_BUILD: boolean =
  typeof __TEST_BUILD__ !== 'undefined' ? __TEST_BUILD__ : typeof process !== 'undefined' && !!process.env.VITEST;
