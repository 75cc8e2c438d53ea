import type { ChapterEngineDefinition, EngineDefinition } from './core/types';
import type { GameDefinition } from './core/game/types';
import type { GameRegistration } from './core/game/gameRules';
import { TEST_GAMES } from '#test-engines';
import { CHAPTER_ENGINES } from './engineFacts';

/** What differs per engine (label, help, speed ceiling, read-along…): src/ looks it up here, never tests a name. */
export { CHAPTER_ENGINES, DEFAULT_HELP_TIPS, ENGINE_FACTS, PRACTICE_ENGINE, TEXT_KINDS, engineFacts, factsOf, loadChapterRules, textKindOf, type EngineFacts, type TextKind } from './engineFacts';

/**
 * The games, one line each: a game is its folder engines/games/<name>/, its levels
 * levels/games/<name>.ts and its art assets/games/<name>/ (docs/ARCHITECTURE.md, "Add a game").
 * Everything else that knows the games reads this list: the catalog of /games (in this order within
 * a group), the machines the server replays (engines/games/gameRules.ts), the client's loaders
 * below, the sound script and the tests. tests/unit/gameFolders.test.ts keeps it the only place.
 */
export const GAMES: readonly GameRegistration[] = [
  { name: 'whack_mole', rules: () => import('./games/whack_mole/whack_mole.game'), levels: () => import('../levels/games/whack_mole'), load: () => import('./games/whack_mole/index') },
  { name: 'balloon_pop', rules: () => import('./games/balloon_pop/balloon_pop.game'), levels: () => import('../levels/games/balloon_pop'), load: () => import('./games/balloon_pop/index') },
  { name: 'fish_bubble', rules: () => import('./games/fish_bubble/fish_bubble.game'), levels: () => import('../levels/games/fish_bubble'), load: () => import('./games/fish_bubble/index') },
  { name: 'space_war', rules: () => import('./games/space_war/space_war.game'), levels: () => import('../levels/games/space_war'), load: () => import('./games/space_war/index') },
  { name: 'frog_river', rules: () => import('./games/frog_river/frog_river.game'), levels: () => import('../levels/games/frog_river'), load: () => import('./games/frog_river/index') },
  { name: 'car_race', rules: () => import('./games/car_race/car_race.game'), levels: () => import('../levels/games/car_race'), load: () => import('./games/car_race/index') },
  { name: 'apple_catch', rules: () => import('./games/apple_catch/apple_catch.game'), levels: () => import('../levels/games/apple_catch'), load: () => import('./games/apple_catch/index') },
  // the tests' own games (vitest and the test build only): engines/noTestEngines.ts, the seam the tests own
  ...TEST_GAMES,
];

/**
 * render_engine → engine. The only door from src/ into the engines (DESIGN.md): the chapter engines of
 * engines/chapterEngines.ts and the games above.
 * Engines load lazily so a page downloads only the one it plays.
 */
export const engineLoaders: Record<string, () => Promise<EngineDefinition>> = {
  ...Object.fromEntries(Object.entries(CHAPTER_ENGINES).map(([name, c]) => [name, () => c.load().then((m) => m.default as EngineDefinition)])),
  ...Object.fromEntries(GAMES.map((g) => [g.name, () => g.load().then((m) => m.default as EngineDefinition)])),
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

/** A typing test's figures from its key log (engines/typingTest/typingTestReplay.ts), loaded with the test page only: the page claims what the server will compute. */
export const loadTypingTest = () => import('./typingTest/typingTestReplay');
/** The projector's live race track of 班级比赛 (a Pixi scene, no engine of its own): loaded with Pixi when a race page needs it. */
export const loadRaceTrack = () => import('./core/race/RaceTrackScene');
export type { TrackRacer, TrackView } from './core/race/RaceTrackScene';
/** An attempt's replay timeline (engines/typingTest/attemptTimeline.ts): the teacher's replay page, loaded with it only. */
export const loadAttemptTimeline = () => import('./typingTest/attemptTimeline');
export type { AttemptTimeline, TimelineStep } from './typingTest/attemptTimeline';
