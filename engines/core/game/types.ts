import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { EngineBase, EngineEvent, KeyCounts } from '../types';
import type { GameAssetBundle } from './gameManifest';
import type { GameMode } from '../../../contract/game';
import type { PropHud } from './props';

export type { GameProp, PropHud } from './props';

/**
 * The game contract (DESIGN.md, Games; API.md, Game). A game is an engine whose outcome is a pure
 * function of (level, seed, timed keys): the server replays the round's key log through the same
 * machine (engines/core/game/replay.ts) and stores the score it computed.
 */

/**
 * One logged key: [ms of game time since the round began (pauses excluded), KeyboardEvent.code, key].
 * Two codes are not keys: COMPOSITION_CODE carries text an IME committed (the third field is the
 * text), PROP_CODE a prop the child used (the third field is the prop's name). replayGame sends
 * them to the machine as `input.composition` and `game.prop`.
 */
export type KeyLogEntry = [ms: number, code: string, key: string];
export const COMPOSITION_CODE = 'Composition';
/**
 * The most characters one IME commit carries in a log: an IME commits a word or a phrase; a longer
 * commit (a whole sentence typed as one pinyin string) is sent as several, split by the page
 * (engines/core/input.ts), and a log with a longer one is refused (server/services/replay/bounds.ts).
 */
export const MAX_COMMIT_CHARS = 16;
export const PROP_CODE = 'Prop';

/** The log entry of a typing event `ms` after `originMs` (a key, or IME text), or null for an event a log does not keep. */
export function logEntryOf(event: EngineEvent, originMs: number): KeyLogEntry | null {
  const at = (timeStamp: number) => Math.max(0, Math.round(timeStamp - originMs));
  if (event.type === 'input.key') return [at(event.timeStamp), event.code, event.key];
  if (event.type === 'input.composition') return [at(event.timeStamp), COMPOSITION_CODE, event.text];
  return null;
}

/** The typing event a log entry stands for (a chapter replay's; a game's replay also knows props). */
export function logEvent([ms, code, key]: KeyLogEntry): EngineEvent {
  return code === COMPOSITION_CODE ? { type: 'input.composition', text: key, timeStamp: ms } : { type: 'input.key', key, code, timeStamp: ms };
}

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
