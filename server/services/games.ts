import { gameRules } from '../../engines/games/gameRules';
import type { GameRules } from '../../engines/core/game/gameRules';
import { gameCatalog, type GameCatalog, type GameLevelPlace } from '../../levels/games/catalog';
import type { ReplaySource } from './replay/pool';

/**
 * The games the server knows: the catalog of levels (levels/games) and the pure machines that
 * replay rounds (engines/games/gameRules.ts). API tests swap in a test-only game with useGames.
 */
export interface Games {
  catalog: GameCatalog;
  machines: Readonly<Record<string, GameRules>>;
  /** where a replay thread loads the same machines (server/services/replay/pool.ts) */
  replaySource: ReplaySource;
}

let current: Games = {
  catalog: gameCatalog,
  machines: gameRules,
  replaySource: { module: new URL('../../engines/games/gameRules.ts', import.meta.url).href, exportName: 'gameRules' },
};

export const games = (): Games => current;

/** Replaces the games (tests only); returns a function that restores the previous ones. */
export function useGames(next: Games): () => void {
  const previous = current;
  current = next;
  return () => void (current = previous);
}

/**
 * A level with its data as its game's machine takes it (the level schema applied, defaults
 * filled), or null when the level, or the machine of its game, is unknown.
 */
export function playableLevel(courseId: string, levelId: string): (GameLevelPlace & { entry: GameRules; data: Record<string, unknown> }) | null {
  const place = current.catalog.level(courseId, levelId);
  if (!place) return null;
  const entry = current.machines[place.course.render_engine];
  if (!entry) return null;
  const parsed = entry.levelSchema.safeParse(place.level);
  if (!parsed.success) return null;
  return { ...place, entry, data: parsed.data as Record<string, unknown> };
}
