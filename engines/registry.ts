import type { ChapterEngineDefinition, EngineDefinition } from './core/types';
import type { GameDefinition } from './core/game/types';

/** What differs per engine (label, help, speed ceiling, read-along…): src/ looks it up here, never tests a name. */
export { DEFAULT_HELP_TIPS, ENGINE_FACTS, PRACTICE_ENGINE, engineFacts, factsOf, type EngineFacts } from './engineFacts';

/**
 * render_engine → engine. The only door from src/ into the engines (DESIGN.md).
 * Engines load lazily so a page downloads only the one it plays.
 */
export const engineLoaders: Record<string, () => Promise<EngineDefinition>> = {
  typing_text: () => import('./typing_text/index').then((m) => m.default as EngineDefinition),
  typing_invoice: () => import('./typing_invoice/index').then((m) => m.default as EngineDefinition),
  typing_pinyin: () => import('./typing_pinyin/index').then((m) => m.default as EngineDefinition),
  logographic: () => import('./logographic/index').then((m) => m.default as EngineDefinition),
  video: () => import('./video/index').then((m) => m.default as EngineDefinition),
  space_war: () => import('./games/space_war/index').then((m) => m.default as EngineDefinition),
  whack_mole: () => import('./games/whack_mole/index').then((m) => m.default as EngineDefinition),
  balloon_pop: () => import('./games/balloon_pop/index').then((m) => m.default as EngineDefinition),
  frog_river: () => import('./games/frog_river/index').then((m) => m.default as EngineDefinition),
  car_race: () => import('./games/car_race/index').then((m) => m.default as EngineDefinition),
  apple_catch: () => import('./games/apple_catch/index').then((m) => m.default as EngineDefinition),
};

async function loadEngine(name: string): Promise<EngineDefinition> {
  const load = engineLoaders[name];
  if (!load) throw new Error(`未知的练习类型：${name}`);
  return load();
}

/** The chapter engine of a chapter's render_engine (a game's name is refused, as an unknown one is). */
export async function loadChapterEngine(name: string): Promise<ChapterEngineDefinition> {
  const def = await loadEngine(name);
  if (def.kind !== 'chapter') throw new Error(`不是关卡练习：${name}`);
  return def;
}

/** The game engine of a game course's render_engine. */
export async function loadGameEngine(name: string): Promise<GameDefinition> {
  const def = await loadEngine(name);
  if (def.kind !== 'game') throw new Error(`不是游戏：${name}`);
  return def;
}

/**
 * The shared parts the host composes around every engine: the keyboard with its hands, input
 * normalisation and sound. Loaded with the engine so a page downloads Pixi only when it plays.
 */
export async function loadCoreKit() {
  const [{ KeyboardPanel }, { attachInput }, { createSound }, { FrameLoop, stageHasUndrawnChanges }, { isCachedLayer }] = await Promise.all([
    import('./core/view/KeyboardPanel'),
    import('./core/input'),
    import('./core/sound'),
    import('./core/render/frameLoop'),
    import('./core/render/pixiInternals'),
  ]);
  return { KeyboardPanel, attachInput, createSound, FrameLoop, stageHasUndrawnChanges, isCachedLayer };
}
export type CoreKit = Awaited<ReturnType<typeof loadCoreKit>>;
