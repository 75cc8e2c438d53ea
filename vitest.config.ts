import { defineConfig } from 'vitest/config';
import { defaultServerConditions } from 'vite';
import { ISOLATED_API, ISOLATED_UNIT, TIMED_API, TIMED_E2E } from './tests/isolatedFiles.ts';
import { measureMachine } from './tests/machine.ts';

// Three kinds of test: pure units (node), API tests (server in-process on PGlite or DATABASE_URL),
// and browser tests (built client + server + Debian chromium). The API and browser files that
// assert wall-clock times (a /healthz answer under a replay, a shutdown's grace, a key's paint) are
// a project of their own that runs one file at a time once the parallel files are done, so another
// file's work never counts against their budgets.
//
// The unit, API and browser projects share one module graph per worker (`isolate: false`): each
// isolated file imported the server, drizzle, PGlite, pixi or the curriculum afresh in a process of
// its own (vitest's "import" time, most of a short file's cost). The files that mock, spy, stub,
// fake timers, patch a prototype or swap the server's games would leak that into the next file of
// their worker, so they keep a graph of their own in the -isolated projects (tests/isolatedFiles.ts;
// tests/unit/sharedGraph.test.ts fails when a shared file starts doing it).
// The machine this run is on (tests/machine.ts): time limits scale to a slow or busy one, and the
// workers follow the cores other work leaves free. Workers inherit the scale through the environment.
// a scale given on the command line is the person's: the timed files keep it (tests/timedSetup.ts)
if (process.env.TEST_TIME_SCALE && !process.env.TEST_TIME_SCALE_MEASURED) process.env.TEST_TIME_SCALE_GIVEN = '1';
const machine = measureMachine();
process.env.TEST_TIME_SCALE = String(machine.timeScale);
process.env.TEST_TIME_SCALE_MEASURED = '1';
console.log(`machine: ${machine.cores} cores, ${machine.freeCores} free, one core ${machine.slowness}× the reference's time → limits ×${machine.timeScale}, ${machine.workers} workers`);
// The tests' own engines (tests/fixtures/testEngines.ts) take the place of engines/noTestEngines.ts
// under the condition `test-engines` (package.json "imports"): in the files vite resolves here, and,
// through NODE_OPTIONS, in every worker and in the replay threads, which load the engines with tsx.
const TEST_ENGINES = '--conditions=test-engines';
if (!(process.env.NODE_OPTIONS ?? '').includes(TEST_ENGINES)) process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, TEST_ENGINES].filter(Boolean).join(' ');
const testEngines = { resolve: { conditions: ['test-engines', ...defaultServerConditions] }, ssr: { resolve: { conditions: ['test-engines', ...defaultServerConditions] } } };
const scaled = (ms: number) => Math.round(ms * machine.timeScale);
/** What every project shares: an `expect.poll` waits for a state as long as a Playwright wait would (vitest's own default, 1 s, is a busy machine's hiccup). */
const common = { expect: { poll: { timeout: scaled(5000), interval: 50 } } };

const UNIT = ['engines/**/*.test.ts', 'src/**/*.test.ts', 'contract/**/*.test.ts', 'levels/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/fixtures/**/*.test.ts'];
// a game's API and browser tests live in its folder (engines/games/<name>/): they run in those projects
const NOT_UNIT = ['**/node_modules/**', '**/*.api.test.ts', '**/*.e2e.test.ts'];
const API = ['tests/api/**/*.test.ts', 'engines/games/**/*.api.test.ts', 'tests/fixtures/**/*.api.test.ts'];
const apiOptions = {
  ...common,
  environment: 'node' as const,
  // one migrated PGlite copied into each file's database (tests/dbTemplate.ts)
  globalSetup: ['tests/globalSetup.ts'],
  testTimeout: scaled(30_000),
  hookTimeout: scaled(60_000),
};
const e2eOptions = {
  ...common,
  environment: 'node' as const,
  // the migrated PGlite template, and one chromium every file connects to (tests/e2e/globalSetup.ts)
  globalSetup: ['tests/globalSetup.ts', 'tests/e2e/globalSetup.ts'],
  testTimeout: scaled(120_000),
  hookTimeout: scaled(120_000),
};

export default defineConfig({
  test: {
    // vitest's default (cores - 1) runs one file at a time on this 2-core machine. A test file spends
    // much of its time waiting (on a PGlite query, a socket, a browser's frame), so files overlap
    // well; each file keeps its own server and database, so they do not see each other. One more
    // worker than cores: with two, the browser files left the 2 cores 15-40 % idle (sampled every
    // 5 s, 2026-11-27); with three they stay busy and the quiet `npm test` went from 640 s to 570 s
    // at the same CPU (docs/BENCHMARKS.md).
    // On a busy machine, the cores other work leaves free plus one (tests/machine.ts).
    maxWorkers: machine.workers,
    projects: [
      {
        ...testEngines,
        test: {
          name: 'unit',
          ...common,
          environment: 'node',
          testTimeout: scaled(5000),
          include: UNIT,
          exclude: [...NOT_UNIT, ...ISOLATED_UNIT],
          isolate: false,
        },
      },
      {
        ...testEngines,
        // unit files that stub navigator before pixi loads, spy, or fake timers: a graph each
        test: { name: 'unit-isolated', ...common, environment: 'node', testTimeout: scaled(5000), include: ISOLATED_UNIT, exclude: NOT_UNIT },
      },
      {
        ...testEngines,
        test: { name: 'api', ...apiOptions, include: API, exclude: [...TIMED_API, ...ISOLATED_API], isolate: false },
      },
      {
        ...testEngines,
        // API files that swap levels/ for a fixed curriculum (vi.mock), swap the games or wrap the database clients: a graph each
        test: { name: 'api-isolated', ...apiOptions, include: ISOLATED_API },
      },
      {
        ...testEngines,
        // API files that time the server against the wall clock: alone, after the parallel files
        test: {
          name: 'api-timed',
          // groupOrder 1: after every group-0 project's files are done (vitest runs projects together otherwise)
          sequence: { groupOrder: 1 },
          ...apiOptions,
          // the machine measured again as each timed file begins (other work may have started since)
          setupFiles: ['tests/timedSetup.ts'],
          include: TIMED_API,
          fileParallelism: false,
        },
      },
      {
        ...testEngines,
        test: {
          name: 'e2e',
          ...e2eOptions,
          include: ['tests/e2e/**/*.test.ts', 'engines/games/**/*.e2e.test.ts', 'tests/fixtures/**/*.e2e.test.ts'],
          exclude: TIMED_E2E,
          // it.concurrent walks (everyRoute) run three at a time: more only queue on 2 cores
          maxConcurrency: 3,
          // one module graph per worker, not per file: each browser file imported the server, PGlite,
          // the curriculum and playwright afresh (~6 s of a loaded machine a file, ~45 files). Safe
          // here: every file makes its own server, database and browser contexts (harness.ts
          // startE2E) and none mocks, spies on or swaps a module (tests/unit/sharedGraph.test.ts)
          isolate: false,
        },
      },
      {
        ...testEngines,
        // browser files that time paints against the wall clock: alone, after the parallel files
        test: {
          name: 'e2e-timed',
          // groupOrder 1: after every group-0 project's files are done (vitest runs projects together otherwise)
          sequence: { groupOrder: 1 },
          ...e2eOptions,
          setupFiles: ['tests/timedSetup.ts'],
          include: TIMED_E2E,
          fileParallelism: false,
        },
      },
    ],
  },
});
