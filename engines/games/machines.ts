import type { AnyStateMachine } from 'xstate';
import type { ZodType } from 'zod';
import type { GameMode } from '../../contract/game';
import { spaceWarLevel } from '../../contract/games/space_war';
import { spaceWarMachine } from './space_war/space_war.machine';
import { whackMoleLevel, type WhackMoleLevel } from '../../contract/games/whack_mole';
import { whackMoleMachine } from './whack_mole/whack_mole.machine';
import { balloonPopLevel } from '../../contract/games/balloon_pop';
import { balloonPopMachine } from './balloon_pop/balloon_pop.machine';
import { appleCatchLevel } from '../../contract/games/apple_catch';
import { appleCatchMachine } from './apple_catch/apple_catch.machine';
import { nextKey as appleCatchNextKey } from './apple_catch/apple_catch.selectors';
import { frogRiverLevel } from '../../contract/games/frog_river';
import { frogRiverMachine } from './frog_river/frog_river.machine';
import { carRaceLevel } from '../../contract/games/car_race';
import { carRaceMachine } from './car_race/car_race.machine';
import { nextKey as letterGameNextKey } from '../core/game/letterGame.selectors';
import { nextKey as spaceWarNextKey } from './space_war/space_war.selectors';
import { nextKey as frogRiverNextKey } from './frog_river/frog_river.selectors';
import { nextKey as carRaceNextKey } from './car_race/car_race.selectors';
import type { NextKey } from '../core/types';

/**
 * The pure side of every game: its machine and its level schema, keyed by render_engine.
 * The server imports this (never the scenes) to replay a round's key log (API.md, Game), and
 * levels/games tests check every level against its schema. One line per game:
 * `<name>: { machine, levelSchema, nextKey },` — imports from engines/games/<name>/<name>.machine.ts, its selectors and
 * contract/games/<name>.ts only (nothing that pulls in pixi or howler).
 */
export interface GameMachineEntry {
  machine: AnyStateMachine;
  levelSchema: ZodType;
  /** the key a good player presses next (the definition's nextKey, pure): tests play rounds with it */
  nextKey(snapshot: never): NextKey | null;
  /** the machine takes mode 'classic' and props (engines/README.md, "Classic mode and props") */
  classic?: boolean;
  /** the longest round of game time a level lasts in a mode, when the game fixes it: the server bounds a key log's length by it */
  roundMs?(level: never, mode: GameMode): number | undefined;
}

export const gameMachines: Record<string, GameMachineEntry> = {
  space_war: { machine: spaceWarMachine, levelSchema: spaceWarLevel, nextKey: spaceWarNextKey, classic: true },
  whack_mole: { machine: whackMoleMachine, levelSchema: whackMoleLevel, nextKey: letterGameNextKey, classic: true, roundMs: (level: WhackMoleLevel, mode) => (mode === 'classic' ? undefined : level.durationMs) },
  balloon_pop: { machine: balloonPopMachine, levelSchema: balloonPopLevel, nextKey: letterGameNextKey, classic: true },
  frog_river: { machine: frogRiverMachine, levelSchema: frogRiverLevel, nextKey: frogRiverNextKey, classic: true },
  car_race: { machine: carRaceMachine, levelSchema: carRaceLevel, nextKey: carRaceNextKey, classic: true },
  apple_catch: { machine: appleCatchMachine, levelSchema: appleCatchLevel, nextKey: appleCatchNextKey, classic: true },
};
