import type { SessionClock } from '../clock';
import type { KeyCounts } from '../types';

/**
 * The shared model of typing_text and typing_invoice: a flat sequence of expected keys
 * (a printable character, or 'Enter'), cut into items (a line, an invoice field).
 * Both engines judge keys the same way; only which keys count and how a key maps to a
 * KeyboardEvent.code differ (KeyRules).
 */

/** One line (typing_text) or one field (typing_invoice): positions [start, end) of the sequence. */
export interface SequenceItem {
  start: number;
  /** one past the item's last position (its Enter included, when it has one) */
  end: number;
  /** what the child types for this item, without the Enter */
  text: string;
}

export type { SessionClock };

export interface SequenceContext {
  /** expected key per position: a single printable character or 'Enter' */
  expected: readonly string[];
  items: readonly SequenceItem[];
  /** position of the next key to type; expected.length when done */
  cursor: number;
  /** positions where a wrong key was pressed, ascending (a position is listed once) */
  errored: readonly number[];
  /** correct keystrokes */
  correct: number;
  /** wrong keystrokes */
  wrong: number;
  /** hits by the code of the key pressed, misses by the code of the key expected */
  keyStats: KeyCounts;
  clock: SessionClock;
}

/** A key as the engine sees it (input.key without the type). */
export interface KeyPress {
  key: string;
  code: string;
  timeStamp: number;
}

/** How an engine decides about keys. */
export interface KeyRules {
  /** false: the key is ignored entirely (not judged, not counted, does not start the clock) */
  judges(press: KeyPress): boolean;
  /** the press produces the expected key */
  matches(expected: string, press: KeyPress): boolean;
  /** KeyboardEvent.code of the key that produces `expected` (misses are counted there) */
  codeOf(expected: string): string;
}

/** How a position looks: typed right first time, typed right after an error, the next key (with or without an error on it), or still to come. */
export type CharStatus = 'typed' | 'corrected' | 'current' | 'error' | 'pending';
