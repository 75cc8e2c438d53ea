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
          include: ['engines/**/*.test.ts', 'src/**/*.test.ts', 'contract/**/*.test.ts', 'levels/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/fixtures/**/*.test.ts'],
          // a game's API and browser tests live in its folder (engines/games/<name>/): they run in those projects
          exclude: ['**/node_modules/**', '**/*.api.test.ts', '**/*.e2e.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'engines/games/**/*.api.test.ts', 'tests/fixtures/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts', 'engines/games/**/*.e2e.test.ts', 'tests/fixtures/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
