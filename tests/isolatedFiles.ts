/**
 * The unit, API and browser projects share one module graph per worker (vitest.config.ts
 * `isolate: false`): a worker imports the server, PGlite, pixi and the curriculum once, not once per
 * file. What one file does to a module or a global, the next file in that worker sees. So a file
 * that mocks, spies on or stubs a module or global, fakes the timers, patches a prototype, swaps the
 * server's games (useGames) or depends on being the first to load a module runs in an isolated
 * project instead: listed here, read by vitest.config.ts, kept complete by
 * tests/unit/sharedGraph.test.ts (which looks for SHARED_STATE in every shared file and the local
 * helpers it imports). Entries are paths or globs whose `*` stands for one folder or name.
 */
export const SHARED_STATE =
  /\bvi\.(mock|doMock|unmock|spyOn|stubGlobal|stubEnv|useFakeTimers|setSystemTime|resetModules)\b|\buseGames\(|process\.env\.[A-Z_]+\s*=[^=]|\.prototype\.\w+\s*=[^=]|\bproto\[\w+\]\s*=[^=]/;

/** Unit files that need a module graph of their own (the `unit-isolated` project). */
export const ISOLATED_UNIT = [
  // stub navigator before pixi loads, and some spy on pixi's adaptor or canvas utilities
  'engines/core/game/FloatingTexts.test.ts',
  'engines/core/game/SceneKit.test.ts',
  'engines/core/render/batchCulling.test.ts',
  'engines/core/render/canvasCulling.test.ts',
  'engines/core/render/frameLoop.test.ts',
  'engines/core/render/layerWarmer.test.ts',
  'engines/core/render/pixiBatchTicks.test.ts',
  'engines/core/render/pixiInternals.reads.test.ts',
  'engines/core/render/pixiInternals.test.ts',
  'engines/core/render/renderablePipes.test.ts',
  'engines/core/render/restWarmer.test.ts',
  'engines/core/render/softwareGL.test.ts',
  'engines/core/render/tintWarmer.test.ts',
  'engines/core/view/HandGraphic.test.ts',
  'engines/games/*/index.test.ts', // each game's own (a glob: game folder names stay in their folders)
  'engines/typing_invoice/index.test.ts',
  'engines/typing_invoice/invoiceLayout.test.ts',
  'engines/typing_text/index.test.ts',
  'tests/unit/chapterEngineLine.test.ts',
  // spy on console.warn (xstate's warning about events to a done actor)
  'engines/core/session/chapterSession.machine.test.ts',
  'engines/logographic/logographic.machine.test.ts',
  'engines/typing_invoice/typingInvoice.test.ts',
  'engines/typing_pinyin/typingPinyin.machine.test.ts',
  'engines/typing_text/typingText.test.ts',
  'engines/video/video.machine.test.ts',
  // fake timers
  'server/services/raceRooms.test.ts',
  'src/state/toasts.test.ts',
  // stubs requestAnimationFrame
  'src/host/steppedDrawing.test.ts',
  // asserts zod is configured before it first loads: only true in a fresh graph
  'src/zodJitless.test.ts',
];

/** API files that need a module graph of their own (the `api-isolated` project). */
export const ISOLATED_API = [
  // a fixed curriculum in place of levels/ (vi.mock)
  'tests/api/certificates.test.ts',
  'tests/api/coin.test.ts',
  'tests/api/course.test.ts',
  'tests/api/economy.test.ts',
  'tests/api/family.test.ts',
  'tests/api/gradebook.test.ts',
  'tests/api/group.test.ts',
  'tests/api/homework.test.ts',
  'tests/api/homeworkGame.test.ts',
  'tests/api/medals.test.ts',
  'tests/api/progress.test.ts',
  'tests/api/report.test.ts',
  'tests/api/school.test.ts',
  'tests/api/security-caps.test.ts',
  // swap the server's games for a test game (useGames)
  'tests/api/game.test.ts',
  'tests/api/lateWork.test.ts',
  'tests/api/security-housekeeping.test.ts',
  // wrap the database clients' prototypes to count or fail statements (statementLog.ts)
  'tests/api/raceFinishes.test.ts',
  'tests/api/requestCost.test.ts',
];

/** API files that time the server against the wall clock (the `api-timed` project: alone, after the rest). */
export const TIMED_API = ['tests/api/security-replay.test.ts', 'tests/api/replayFairness.test.ts', 'tests/api/security-hashing.test.ts', 'tests/api/shutdown.test.ts', 'tests/api/load.test.ts'];
/** Browser files that time paints against the wall clock (the `e2e-timed` project: alone, after the rest). */
export const TIMED_E2E = ['tests/e2e/latency.test.ts'];
