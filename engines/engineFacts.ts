import type { Activity, RenderEngineName } from '../contract/levels';
import type { ChapterEngine, ChapterEngineTable, ChapterReplayRules, EngineFacts } from './core/chapterEngine';
import * as chapterLines from './chapterEngines';
import { TEST_CHAPTERS } from '#test-engines';

export { DEFAULT_HELP_TIPS, type EngineFacts } from './core/chapterEngine';

/**
 * Every chapter engine by render_engine, from its line in engines/chapterEngines.ts (TypeScript asks
 * for one per render_engine of contract/levels.ts), and the tests' own (the seam
 * engines/noTestEngines.ts). Pure — no pixi, react or I/O: scenes and rules load lazily — so the
 * server imports it directly and src/ through the registry.
 */
const CHAPTERS: ChapterEngineTable = chapterLines;
export const CHAPTER_ENGINES: Readonly<Record<string, ChapterEngine>> = { ...(CHAPTERS as Record<string, ChapterEngine>), ...TEST_CHAPTERS };

/**
 * A chapter engine's pure side (machine, selectors, what a typing test counts), loaded when asked: null
 * for an engine with nothing to type (a video) or no chapter engine (a game). The page's typing test
 * and replay load it here; the server holds them all in engines/chapterRules.ts.
 */
export const loadChapterRules = async (engine: string): Promise<ChapterReplayRules | null> =>
  Object.hasOwn(CHAPTER_ENGINES, engine) ? ((await CHAPTER_ENGINES[engine]!.rules?.()) ?? null) : null;

/**
 * What differs per chapter engine, in one pure table (issue 26, item 6): the server and the pages
 * look facts up here instead of testing an engine's name. Each engine's row is the `facts` of its
 * `<name>.chapter.ts`.
 */
type Table = { [E in RenderEngineName]: EngineFacts<Extract<Activity, { render_engine: E }>> };

export const ENGINE_FACTS: Table = Object.fromEntries(Object.entries(CHAPTER_ENGINES).map(([name, engine]) => [name, engine.facts])) as Table;

/** The facts of an engine by name, or null for a name that is no chapter engine (a game). */
export const engineFacts = (engine: string): EngineFacts | null =>
  Object.hasOwn(ENGINE_FACTS, engine) ? (ENGINE_FACTS[engine as RenderEngineName] as EngineFacts) : null;

/** The facts of the engine an activity names. */
export const factsOf = (activity: Activity): EngineFacts => ENGINE_FACTS[activity.render_engine] as EngineFacts;

/** The engine that plays each kind of generated practice (练习薄弱键 / 练习薄弱拼音, contract/weakKeys.ts). */
export const PRACTICE_ENGINE = { keys: 'typing_text', pinyin: 'typing_pinyin' } as const;

/**
 * The kinds of free text a class race or a typing test offers, and the chapter engine that types
 * each: src/ and server/ pick a kind, never an engine. `hanzi` goes through the device's IME,
 * `numbers` through the number pad.
 */
export const TEXT_KINDS = {
  english: { label: '英文', engine: 'typing_text' },
  pinyin: { label: '拼音', engine: 'typing_pinyin' },
  hanzi: { label: '汉字', engine: 'logographic' },
  numbers: { label: '数字小键盘', engine: 'typing_invoice' },
} as const satisfies Record<string, { label: string; engine: RenderEngineName }>;

export type TextKind = keyof typeof TEXT_KINDS;

/** The kind of text an activity is, or null for one no race or test types (a video lesson). */
export function textKindOf(activity: Activity): TextKind | null {
  const found = (Object.keys(TEXT_KINDS) as TextKind[]).find((k) => TEXT_KINDS[k].engine === activity.render_engine);
  return found ?? null;
}
