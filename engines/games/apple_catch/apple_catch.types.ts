import type { AppleCatchLevel } from './apple_catch.level';
import type { EngineEmitted } from '../../core/types';
import type { GameInput } from '../../core/game/types';
import type { Tally } from '../../core/game/tally.logic';
import type { GameProp, PropState } from '../../core/game/props';

export type AppleCatchInput = GameInput<AppleCatchLevel>;

/** What became of an apple: on the tree or falling (or not yet grown), caught in the basket, or on the ground. */
export type AppleFate = 'falling' | 'caught' | 'dropped';

/**
 * One apple, as data. Where it is on screen is a function of time (selectors): it appears on the
 * tree at `spawnAt` and reaches the ground at `groundAt`.
 */
export interface Apple {
  id: number;
  /** what the child types: digits, and for prices one '.' */
  number: string;
  /** 0..1 across the field */
  x: number;
  spawnAt: number;
  groundAt: number;
  fate: AppleFate;
  /** game ms of the catch or of the landing */
  endedAt: number | null;
}

/** A round's state; its scoring (score, combo, keys, log, end) is the tally's (core/game/tally.logic.ts). */
export interface AppleCatchContext extends Tally {
  level: AppleCatchLevel;
  /** 经典模式: apples without end, ever faster and longer, until the lives are gone */
  classic: boolean;
  /** the props (道具) used this round, and the slow and hint they started (core/game/props.ts) */
  props: PropState;
  /** in growing order (spawnAt never decreases with the id); a classic round has thousands */
  apples: Apple[];
  /** apples in the basket so far */
  caught: number;
  /** what has been typed into the entry box: always the start of some apple's number on the field */
  entry: string;
  lives: number;
  /** world time the world has been advanced to (game time, less what a slow held it back) */
  now: number;
}

/** One-off effects the scene and the host hear (sound, the catch, the shake). */
export type AppleCatchEmitted =
  | EngineEmitted
  | { type: 'entry.changed'; entry: string }
  | { type: 'apple.caught'; id: number; points: number }
  | { type: 'apple.dropped'; id: number; lives: number }
  | { type: 'prop.used'; prop: GameProp };

/** A pure step's result: the next context and what it emits. */
export interface Step {
  context: AppleCatchContext;
  emitted: AppleCatchEmitted[];
}
