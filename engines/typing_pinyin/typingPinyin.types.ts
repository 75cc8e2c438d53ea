import type { TypingPinyinActivity } from '../../contract/levels';
import type { KeyCounts } from '../core/types';
import type { PinyinStats } from '../core/pinyinParts';

/** One typed unit: the hanzi it covers (two for 儿化 like 花儿 → huār), its tone-marked pinyin and the letters typed. */
export interface PinyinSyllable {
  /** the character(s) this syllable writes; punctuation has empty pinyin and letters and is never typed */
  hanzi: string;
  /** tone-marked pinyin as shown above the character */
  pinyin: string;
  /** what the child types: no tones, ü as v */
  letters: string;
}

/** One activity item split into syllables. */
export interface PinyinItemPlan {
  hanzi: string;
  syllables: PinyinSyllable[];
}

/** Where the child is: item, syllable in it, letter in that syllable. */
export interface PinyinCursor {
  item: number;
  syllable: number;
  letter: number;
}

export interface TypingPinyinInput {
  activity: Pick<TypingPinyinActivity, 'items' | 'title'>;
}

export interface TypingPinyinContext {
  /** kept so session.restart can rebuild a clean context */
  activity: TypingPinyinInput['activity'];
  title: string | undefined;
  items: PinyinItemPlan[];
  cursor: PinyinCursor;
  /** item indexes where at least one wrong key was pressed */
  erroredItems: number[];
  /** hanzi of completed items (字/分 counts these) */
  hanziDone: number;
  /** correct and wrong letter keystrokes */
  correct: number;
  wrong: number;
  keyStats: KeyCounts;
  /** hits and misses per 声母/韵母: each keystroke counts for the part its expected letter is in */
  pinyinStats: PinyinStats;
  /** timeStamp of the first key (null in ready) */
  startedAt: number | null;
  /** timeStamp of the latest event seen */
  lastAt: number;
  /** total paused time, excluded from the duration */
  pausedMs: number;
  pausedAt: number | null;
}
