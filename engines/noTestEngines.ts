import type { ChapterEngine } from './core/chapterEngine';
import type { GameRegistration } from './core/game/gameRules';

/**
 * The engines the tests add, through a seam the tests own. The registry imports `#test-engines`
 * (package.json "imports"): this module everywhere, and tests/fixtures/testEngines.ts where the
 * condition `test-engines` is on — vitest (vitest.config.ts) and the test build (vite.config.ts,
 * mode test). So nothing in engines/ names tests/, and a production build cannot carry a test engine.
 */
export const TEST_GAMES: readonly GameRegistration[] = [];

/** The tests' own chapter engines, by render_engine. */
export const TEST_CHAPTERS: Readonly<Record<string, ChapterEngine>> = {};
