import type { ChapterReplayRules } from './core/chapterEngine';
import { CHAPTER_ENGINES, loadChapterRules } from './engineFacts';

/**
 * Every typing chapter engine's pure side (machine and selectors, and the units a typing test
 * counts), keyed by render_engine, each from its `<name>.chapter.ts` (engines/chapterEngines.ts):
 * what the server replays a class race or a typing test with (engines/core/session/replayChapter.ts),
 * from a replay thread or in-process. A chapter with nothing to type (video) has none. Loaded once,
 * when this module is imported; nothing here pulls in pixi.
 *
 * The server's and the tests' only: its top-level await, anywhere in the client's module graph, turns
 * off the bundler's merging of the shell's shared modules into the start chunk (the home page's
 * JavaScript then comes as some thirty small chunks). The page loads one engine's rules with
 * loadChapterRules (engines/registry.ts); tests/unit/clientAwait.test.ts keeps it so.
 */
export const chapterRules: Readonly<Record<string, ChapterReplayRules>> = Object.fromEntries(
  await Promise.all(
    Object.keys(CHAPTER_ENGINES).map(async (name) => [name, await loadChapterRules(name)] as const),
  ).then((rules) => rules.filter((entry): entry is readonly [string, ChapterReplayRules] => entry[1] !== null)),
);

export type { ChapterReplayRules as ChapterRules };

/** The rules of a render_engine, or null when it is no typing chapter engine. */
export const chapterRulesOf = (engine: string): ChapterReplayRules | null => (Object.hasOwn(chapterRules, engine) ? chapterRules[engine]! : null);
