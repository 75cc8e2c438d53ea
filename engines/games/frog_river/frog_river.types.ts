import type { FrogRiverLevel } from './frog_river.level';
import type { EngineEmitted } from '../../core/types';
import type { GameInput } from '../../core/game/types';
import type { Tally } from '../../core/game/tally.logic';
import type { GameProp, PropState } from '../../core/game/props';

export type FrogRiverInput = GameInput<FrogRiverLevel>;

/** One lily pad: a character and its syllable as shown (tone marks) and as typed (tones off, ü as v). */
export interface Pad {
  hanzi: string;
  pinyin: string;
  letters: string;
}

/** What became of a word: still on the river (or not yet there), crossed by the frog, or drifted away. */
export type WordFate = 'drifting' | 'crossed' | 'missed';

/**
 * One word on the river, as data: its pads float side by side, the first one downstream. Where
 * they are is a function of time (selectors): they surface at `spawnAt` and the first pad leaves
 * the river at `escapeAt`, when the word is lost unless the frog is across.
 */
export interface RiverWord {
  id: number;
  pads: Pad[];
  wave: number;
  /** how long a pad of this word takes to drift across the whole river (its wave's pace) */
  driftMs: number;
  spawnAt: number;
  escapeAt: number;
  /** pads the frog has already jumped onto */
  reached: number;
  /** letters typed of the next pad */
  typed: number;
  fate: WordFate;
  /** game ms of the jump that crossed it or of its escape */
  endedAt: number | null;
}

/** A round's state; its scoring (score, combo, keys, log, end) is the tally's (core/game/tally.logic.ts). */
export interface FrogRiverContext extends Tally {
  level: FrogRiverLevel;
  /** 经典模式: waves without end (core/game/classicCurve.ts) */
  classic: boolean;
  /** the props used this round (core/game/props.ts): the world's time runs behind game time after a slow */
  props: PropState;
  /** every word of the round, in surfacing order */
  words: RiverWord[];
  /** the first word still drifting: every word before it is crossed or gone */
  head: number;
  lives: number;
  /** world time the world has been advanced to (game time, less what a slow held it back) */
  now: number;
}

/** One-off effects the scene and the host hear (jumps, splashes, sounds). */
export type FrogRiverEmitted =
  | EngineEmitted
  | { type: 'letter.typed'; id: number; pad: number; typed: number }
  | { type: 'pad.reached'; id: number; pad: number; points: number }
  | { type: 'word.crossed'; id: number; bonus: number }
  | { type: 'word.missed'; id: number; lives: number }
  | { type: 'wave.started'; wave: number }
  | { type: 'prop.used'; prop: GameProp };

/** A pure step's result: the next context and what it emits. */
export interface Step {
  context: FrogRiverContext;
  emitted: FrogRiverEmitted[];
}
