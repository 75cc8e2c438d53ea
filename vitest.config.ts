import { defineConfig } from 'vitest/config';

// Three projects: pure units (node), API tests (server in-process on PGlite or DATABASE_URL),
// and browser tests (built client + server + Debian chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['engines/**/*.test.ts', 'src/**/*.test.ts', 'contract/**/*.test.ts', 'levels/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // one migrated PGlite copied into each file's database (tests/dbTemplate.ts)
          globalSetup: ['tests/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // the migrated PGlite template, and one chromium every file connects to (tests/e2e/globalSetup.ts)
          globalSetup: ['tests/globalSetup.ts', 'tests/e2e/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // it.concurrent walks (everyRoute) run three at a time: more only queue on 2 cores
          maxConcurrency: 3,
        },
      },
    ],
  },
});
