import type { AnyActorRef, AnyStateMachine } from 'xstate';
import type { ZodType } from 'zod';
import type { GameMode } from '../../../contract/game';
import type { EngineScene, SceneOptions } from '../types';
import type { GameRules } from './gameRules';
import type { GameAssetBundle } from './gameManifest';
import type { GameDefinition } from './types';
import { hud, nextKey, outcome } from './letterGame.selectors';

/**
 * The two doors of a letter game (the letter family: letterLevel.ts, letterGame.logic.ts), what its
 * `<name>.game.ts` and `index.ts` are: everything but its title, level schema, machine, how-to
 * lines, assets and scene is the family's. Imports no pixi (the scene comes in as a function).
 */

/** A letter game's pure side: listed under 字母游戏, the family's nextKey, classic mode and props. */
export function letterGameRules<TLevel>(own: {
  title: string;
  machine: AnyStateMachine;
  levelSchema: ZodType<TLevel>;
  /** the longest round of a level in a mode, when the level fixes it (a timed round) */
  roundMs?: (level: TLevel, mode: GameMode) => number | undefined;
}): GameRules {
  return { title: own.title, group: 'letters', machine: own.machine, levelSchema: own.levelSchema, nextKey, classic: true, ...(own.roundMs ? { roundMs: own.roundMs as GameRules['roundMs'] } : {}) };
}

/** A timed letter round's length (打地鼠, 小鱼吐泡泡): the level's durationMs; a classic round ends by lives. */
export const timedRoundMs = (level: { durationMs: number }, mode: GameMode): number | undefined => (mode === 'classic' ? undefined : level.durationMs);

/** A letter game's definition for the game page: a ticking keyboard game read through the family's selectors. */
export function letterGameDefinition<TMachine extends AnyStateMachine>(own: {
  name: string;
  rules: GameRules;
  machine: TMachine;
  howTo: string[];
  assets: GameAssetBundle;
  scene: (actor: AnyActorRef, options: SceneOptions, assets: GameAssetBundle) => EngineScene;
}): GameDefinition<TMachine> {
  return {
    kind: 'game',
    name: own.name,
    // the title /games shows, from the game's pure side
    title: own.rules.title,
    howTo: own.howTo,
    machine: own.machine,
    input: 'keys',
    ticks: true,
    assets: own.assets,
    createScene: (actor, options) => own.scene(actor, options, own.assets),
    nextKey: nextKey as GameDefinition<TMachine>['nextKey'],
    hud: hud as GameDefinition<TMachine>['hud'],
    outcome: outcome as GameDefinition<TMachine>['outcome'],
  };
}
