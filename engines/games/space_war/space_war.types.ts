import type { SpaceWarLevel } from './space_war.level';
import type { EngineEmitted } from '../../core/types';
import type { GameInput } from '../../core/game/types';
import type { Tally } from '../../core/game/tally.logic';
import type { GameProp, PropState } from '../../core/game/props';

export type SpaceWarInput = GameInput<SpaceWarLevel>;

/** What became of a ship: still on its way (or not yet launched), shot down, or through to the bottom. */
export type ShipFate = 'flying' | 'destroyed' | 'escaped';

/**
 * One enemy ship, as data. Where it is on screen is a function of time (selectors): it enters at
 * the top at `spawnAt` and reaches the bottom at `escapeAt`.
 */
export interface Ship {
  id: number;
  word: string;
  /** 0..1 across the field */
  x: number;
  wave: number;
  spawnAt: number;
  escapeAt: number;
  /** letters of the word already shot off */
  typed: number;
  fate: ShipFate;
  /** game ms of the shot that destroyed it or of its escape */
  endedAt: number | null;
}

/** A round's state; its scoring (score, combo, keys, log, end) is the tally's (core/game/tally.logic.ts). */
export interface SpaceWarContext extends Tally {
  level: SpaceWarLevel;
  /** 经典模式: waves without end (classicCurve.ts) until the lives are gone */
  classic: boolean;
  /** the props used (props.ts); ships' times are world times */
  props: PropState;
  ships: Ship[];
  /** index (= id) of the locked ship, null when nothing is locked */
  target: number | null;
  lives: number;
  /** game time the world has been advanced to */
  now: number;
}

/** One-off effects the scene and the host hear (sound, shots, explosions). */
export type SpaceWarEmitted =
  | EngineEmitted
  | { type: 'ship.locked'; id: number }
  | { type: 'ship.hit'; id: number; typed: number }
  | { type: 'ship.destroyed'; id: number; word: string; points: number }
  | { type: 'ship.escaped'; id: number; lives: number }
  | { type: 'wave.started'; wave: number }
  | { type: 'prop.used'; prop: GameProp };

/** A pure step's result: the next context and what it emits. */
export interface Step {
  context: SpaceWarContext;
  emitted: SpaceWarEmitted[];
}
