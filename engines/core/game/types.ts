import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { EngineBase, KeyCounts } from '../types';
import type { KeyLogEntry } from '../keyLog';
import type { GameAssetBundle } from './gameManifest';
import type { GameMode } from '../../../contract/game';
import type { PropHud } from './props';

export type { GameProp, PropHud } from './props';

/**
 * The game contract (DESIGN.md, Games; API.md, Game). A game is an engine whose outcome is a pure
 * function of (level, seed, timed keys): the server replays the round's key log through the same
 * machine (engines/core/game/replay.ts) and stores the score it computed.
 */

/** What a game machine is created with. `level` is the level's data from levels/ (game-specific tuning). */
export interface GameInput<TLevel = unknown> {
  level: TLevel;
  /** the round's seed from POST game/round/start */
  seed: number;
  /**
   * 'classic' (经典模式): the level is only the opening; the difficulty rises with no cap
   * (classicCurve.ts) and the round ends by lives. Absent: 'level'.
   */
  mode?: GameMode;
}

/**
 * The outcome in a game's final state (`output`). It extends nothing of EngineResult's chapter
 * meaning: score is the game's own, stars come from the level's star thresholds.
 */
export interface GameOutcome {
  score: number;
  /** percent, one decimal (core/stats accuracyOf) */
  accuracy: number;
  correct: number;
  wrong: number;
  maxCombo: number;
  /** game time from the first frame to the end (ms) */
  durationMs: number;
  /** 0..3 from the level's thresholds */
  stars: number;
  /** why the round ended */
  endedBy: 'time' | 'lives' | 'cleared';
  keyStats: KeyCounts;
  /** the keys as the machine judged them, in order: what POST game/progress sends */
  log: KeyLogEntry[];
}

/**
 * Events a game machine takes (a subset of EngineEvent, with timeStamp in game ms):
 * `clock.tick {dt, timeStamp}` advances the world to timeStamp; `input.key {key, code, timeStamp}`
 * first advances to its timeStamp, then judges the key. Ticks never change the outcome: only
 * what happens *at* a time does (a spawn, an escape, a time limit), so replaying the same keys
 * with ticks at any rate gives the same result.
 */
/** What the game page's HUD shows while playing (DOM, written directly, never through React state). */
export interface GameHud {
  score: number;
  combo: number;
  /** null for games without lives */
  lives: number | null;
  /** null for games without a time limit */
  timeLeftMs: number | null;
  /** the props of the round (games that take `game.prop`); absent: the HUD shows no prop buttons */
  props?: PropHud;
}

/**
 * A game engine (engines/games/<render_engine>/index.ts). Machine states: `ready` → (game.start)
 * `playing` ⇄ `paused` → `over` (final; output: GameOutcome). Input: GameInput (level, seed).
 */
export interface GameDefinition<TMachine extends AnyStateMachine = AnyStateMachine> extends EngineBase<TMachine> {
  kind: 'game';
  /** Chinese name shown on /games */
  title: string;
  /** how to play, one short sentence a line, for the start screen */
  howTo: string[];
  hud(snapshot: SnapshotFrom<TMachine>): GameHud;
  /** the outcome once the round is over, else null */
  outcome(snapshot: SnapshotFrom<TMachine>): GameOutcome | null;
  /** the end screen's headline for an outcome when the game has its own (赛车: the place), else the page's by endedBy */
  overHeadline?(outcome: GameOutcome): string;
  /** textures and sound sprites the host preloads (engines/core/game/loadGameBundle.ts) before the round */
  assets?: GameAssetBundle;
}
