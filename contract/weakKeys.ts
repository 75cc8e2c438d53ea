import type { TypingPinyinActivity, TypingTextActivity, Targets } from './levels';

/**
 * A game round typed at less than this accuracy (percent, the server's replay) is keys mashed at
 * random, not a child's reach for a key: its counts stay out of the key totals that the report's
 * weakest keys, the weak-key coach and the 键键精准 medal read (issue 40: a few mashed rounds after an
 * 89 % chapter named the weakest keys alone). Chapters always count; so do honest rounds.
 */
export const MASHED_ROUND_ACCURACY = 50;

/** One key of the weak-key analysis (codes are KeyboardEvent.code). */
export interface KeyWeakness {
  code: string;
  /** what the key types, e.g. 'F', ';' */
  label: string;
  hit: number;
  miss: number;
  /** percent, one decimal */
  accuracy: number;
}
export interface FingerWeakness {
  hand: 'left' | 'right';
  finger: string;
  /** 左手小指 … */
  name: string;
  hit: number;
  miss: number;
  accuracy: number;
}
export interface WeakKeys {
  keys: KeyWeakness[];
  fingers: FingerWeakness[];
}
/** One 声母 or 韵母 of the pinyin weak analysis (typed form: ü is v). */
export interface PartWeakness {
  part: string;
  hit: number;
  miss: number;
  /** percent, one decimal */
  accuracy: number;
}
/** GET student/weakPinyin: the weakest 声母 and 韵母 from the role's pinyin chapters. */
export interface WeakPinyin {
  initials: PartWeakness[];
  finals: PartWeakness[];
  /** letters counted over all pinyin chapters */
  tries: number;
  /** enough pinyin typed to name weak parts (the report says 先去练几节拼音课吧 otherwise) */
  enough: boolean;
}

export type WeakPracticeKind = 'keys' | 'pinyin';
/**
 * A generated practice chapter: 练习薄弱键 (a typing_text passage from the weakest keys) or
 * 练习薄弱拼音 (typing_pinyin 汉字 from the course that use the weakest 声母/韵母).
 */
export interface WeakPractice {
  id: string;
  kind: WeakPracticeKind;
  /** the chapterId its progress is posted with: `weak:<id>` */
  chapterId: string;
  name: string;
  /** what it trains: key codes, or 声母/韵母 */
  keys: string[];
  activity: TypingTextActivity | TypingPinyinActivity;
  targets: Targets;
}
