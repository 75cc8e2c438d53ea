import type { CarRaceLevel } from './car_race.level';
import type { EngineEmitted } from '../../core/types';
import type { GameInput } from '../../core/game/types';
import type { Tally } from '../../core/game/tally.logic';
import type { GameProp, PropState } from '../../core/game/props';

export type CarRaceInput = GameInput<CarRaceLevel>;

/**
 * A pace car, decided up front from the seed: it drives the passage's length at its level speed,
 * a little faster or slower from stretch to stretch, and finishes at exactly `finishAt`.
 * `marks[i]` is how many characters it has covered at `startAt + i × PACE_STRETCH_MS` (the last
 * mark at `finishAt`); between marks it drives at a steady speed.
 */
export interface PaceCar {
  cpm: number;
  startAt: number;
  finishAt: number;
  marks: number[];
}

/**
 * One lap of a classic round (经典模式): its passage and both pace cars' drive through it. A pace
 * car starts a lap where it finished the one before, at the level speed × classicPace of that
 * moment; `deadline` is when the later of the two crosses the line (the child not through by
 * then loses a life).
 */
export interface ClassicLap {
  chars: string[];
  pace: [PaceCar, PaceCar];
  deadline: number;
}

/** A round's state; its scoring (score, combo, keys, log, end) is the tally's (core/game/tally.logic.ts). */
export interface CarRaceContext extends Tally {
  level: CarRaceLevel;
  /** 经典模式: lap after lap (`laps`) until the lives are gone */
  classic: boolean;
  /** the props used (props.ts); every time in this context is world time */
  props: PropState;
  /** the passage the child types now (a level round's only one; the current lap's in classic), as characters */
  chars: string[];
  /** characters of `chars` typed right so far: where the child's car is */
  cursor: number;
  /** the pace cars through `chars`, the slower first */
  pace: [PaceCar, PaceCar];
  /** classic: every lap, scheduled up front from the seed (empty in a level round) */
  laps: ClassicLap[];
  /** classic: the lap the child is on (laps[lap].chars is `chars`); 0 in a level round */
  lap: number;
  /** classic: the first lap whose deadline has not passed yet */
  nextDeadline: number;
  /** classic: lives left; null in a level round (no lives) */
  lives: number | null;
  /** the race ends here if the child has not finished (time) */
  limitAt: number;
  /** what the IME is composing now (shown, never judged or logged) */
  composing: string;
  /** game time the world has been advanced to */
  now: number;
  /** 1, 2 or 3 once the child's car is through the finish line */
  place: number | null;
}

/** One-off effects the scene hears (sound, dust, banners). */
export type CarRaceEmitted =
  | EngineEmitted
  | { type: 'race.go' }
  | { type: 'pace.finished'; car: number }
  | { type: 'race.finished'; place: number | null; bonus: number }
  | { type: 'combo.boost'; combo: number }
  | { type: 'lap.finished'; lap: number; place: number; bonus: number }
  | { type: 'life.lost'; lap: number; lives: number }
  | { type: 'prop.used'; prop: GameProp };

/** A pure step's result: the next context and what it emits. */
export interface Step {
  context: CarRaceContext;
  emitted: CarRaceEmitted[];
}
