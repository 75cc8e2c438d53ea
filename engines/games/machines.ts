import type { AnyStateMachine } from 'xstate';
import type { ZodType } from 'zod';
import { spaceWarLevel } from '../../contract/games/space_war';
import { spaceWarMachine } from './space_war/space_war.machine';
import { whackMoleLevel } from '../../contract/games/whack_mole';
import { whackMoleMachine } from './whack_mole/whack_mole.machine';
import { balloonPopLevel } from '../../contract/games/balloon_pop';
import { balloonPopMachine } from './balloon_pop/balloon_pop.machine';
import { appleCatchLevel } from '../../contract/games/apple_catch';
import { appleCatchMachine } from './apple_catch/apple_catch.machine';

/**
 * The pure side of every game: its machine and its level schema, keyed by render_engine.
 * The server imports this (never the scenes) to replay a round's key log (API.md, Game), and
 * levels/games tests check every level against its schema. One line per game:
 * `<name>: { machine, levelSchema },` — imports from engines/games/<name>/<name>.machine.ts and
 * contract/games/<name>.ts only (nothing that pulls in pixi or howler).
 */
export interface GameMachineEntry {
  machine: AnyStateMachine;
  levelSchema: ZodType;
}

export const gameMachines: Record<string, GameMachineEntry> = {
  space_war: { machine: spaceWarMachine, levelSchema: spaceWarLevel },
  whack_mole: { machine: whackMoleMachine, levelSchema: whackMoleLevel },
  balloon_pop: { machine: balloonPopMachine, levelSchema: balloonPopLevel },
  apple_catch: { machine: appleCatchMachine, levelSchema: appleCatchLevel },
};
