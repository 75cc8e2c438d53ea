import type { AnyStateMachine } from 'xstate';
import type { ZodType } from 'zod';
import type { GameMode } from '../../../contract/game';
import type { NextKey } from '../types';

/**
 * A game's pure side (engines/games/<name>/<name>.game.ts): its place on /games, its machine and
 * level schema. The server replays rounds with it and the catalog lists it; it imports nothing
 * that pulls in pixi or howler (rules, machine, selectors and level schema only).
 */
export interface GameRules {
  /** Chinese name shown on /games */
  title: string;
  /** the id of the /games group it is listed in (levels/games/catalog.ts, GAME_GROUPS) */
  group: string;
  machine: AnyStateMachine;
  levelSchema: ZodType;
  /** the key a good player presses next (the definition's nextKey, pure): tests play rounds with it */
  nextKey(snapshot: never): NextKey | null;
  /** the machine takes mode 'classic' and props (engines/README.md, "Classic mode and props") */
  classic?: boolean;
  /** the longest round of game time a level lasts in a mode, when the game fixes it: the server bounds a key log's length by it */
  roundMs?(level: never, mode: GameMode): number | undefined;
}

/**
 * One line of the game registry (engines/registry.ts, GAMES): a game's name (its render_engine
 * and course id) and the three doors to its parts, each loaded only by whoever needs it.
 */
export interface GameRegistration {
  name: string;
  /** the pure side (`<name>.game.ts`): what the server, the catalog and the tests read */
  rules: () => Promise<{ default: GameRules }>;
  /** its levels (`levels/games/<name>.ts`, default export) */
  levels: () => Promise<{ default: readonly object[] }>;
  /** the client's engine (`index.ts`, a GameDefinition: scene, assets, HUD), loaded by the game page */
  load: () => Promise<{ default: object }>;
}
