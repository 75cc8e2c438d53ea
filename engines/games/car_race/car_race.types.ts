import type { CarRaceLevel } from '../../../contract/games/car_race';
import type { EngineEmitted, KeyCounts } from '../../core/types';
import type { GameInput, GameOutcome, KeyLogEntry } from '../../core/game/types';

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

export interface CarRaceContext {
  level: CarRaceLevel;
  /** the passage of this round (drawn from the seed), as characters */
  chars: string[];
  /** characters typed right so far: where the child's car is */
  cursor: number;
  /** the slower pace car first */
  pace: [PaceCar, PaceCar];
  /** the race ends here if the child has not finished (time) */
  limitAt: number;
  /** what the IME is composing now (shown, never judged or logged) */
  composing: string;
  score: number;
  /** right characters in a row (a wrong one ends it) */
  combo: number;
  maxCombo: number;
  correct: number;
  wrong: number;
  keyStats: KeyCounts;
  log: KeyLogEntry[];
  /** game time the world has been advanced to */
  now: number;
  /** 1, 2 or 3 once the child's car is through the finish line */
  place: number | null;
  endedBy: GameOutcome['endedBy'] | null;
  endedAt: number | null;
}

/** One-off effects the scene hears (sound, dust, banners). */
export type CarRaceEmitted =
  | EngineEmitted
  | { type: 'race.go' }
  | { type: 'pace.finished'; car: number }
  | { type: 'race.finished'; place: number | null; bonus: number }
  | { type: 'combo.boost'; combo: number };

/** A pure step's result: the next context and what it emits. */
export interface Step {
  context: CarRaceContext;
  emitted: CarRaceEmitted[];
}
