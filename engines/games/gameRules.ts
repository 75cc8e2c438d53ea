import type { GameRules } from '../core/game/gameRules';
import { GAMES } from '../registry';

/**
 * Every registered game's pure side, keyed by render_engine (engines/registry.ts, GAMES): the
 * machines and level schemas the server replays rounds with (a replay thread loads this module,
 * server/services/games.ts), the catalog reads and the tests loop over. Loaded once, when this
 * module is imported; nothing here pulls in pixi or howler.
 */
export const gameRules: Readonly<Record<string, GameRules>> = Object.fromEntries(
  await Promise.all(GAMES.map(async (g) => [g.name, (await g.rules()).default] as const)),
);
