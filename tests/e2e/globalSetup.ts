import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { TEST_CHROMIUM, CHROMIUM_ARGS } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the Playwright endpoint of the one chromium the browser test files share (harness.ts startE2E) */
    chromiumWs: string;
  }
}

/**
 * One headless chromium for the whole browser project: each file connects to it instead of
 * starting its own (a second or more of a 2-core machine, ~45 times). Every test still gets its own
 * browser context (own storage, cookies, service workers), so files do not see each other.
 */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({ executablePath: TEST_CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  project.provide('chromiumWs', server.wsEndpoint());
  return () => server.close();
}
