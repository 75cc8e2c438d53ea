import type { ChapterReplayRules } from './core/chapterEngine';
import { CHAPTER_ENGINES } from './engineFacts';

/**
 * Every typing chapter engine's pure side (machine and selectors, and the units a typing test
 * counts), keyed by render_engine, each from its `<name>.chapter.ts` (engines/chapterEngines.ts):
 * what the server replays a class race or a typing test with (engines/core/session/replayChapter.ts),
 * from a replay thread or in-process. A chapter with nothing to type (video) has none. Loaded once,
 * when this module is imported; nothing here pulls in pixi.
 */
export const chapterRules: Readonly<Record<string, ChapterReplayRules>> = Object.fromEntries(
  await Promise.all(
    Object.entries(CHAPTER_ENGINES).flatMap(([name, engine]) => (engine.rules ? [engine.rules().then((rules) => [name, rules] as const)] : [])),
  ),
);

export type { ChapterReplayRules as ChapterRules };

/** The rules of a render_engine, or null when it is no typing chapter engine. */
export const chapterRulesOf = (engine: string): ChapterReplayRules | null => (Object.hasOwn(chapterRules, engine) ? chapterRules[engine]! : null);
