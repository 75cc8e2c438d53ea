import type { TypingTextActivity, Targets } from './levels';

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
/** A generated 练习薄弱键 chapter: a typing_text passage from the child's weakest keys. */
export interface WeakPractice {
  id: string;
  /** the chapterId its progress is posted with: `weak:<id>` */
  chapterId: string;
  name: string;
  keys: string[];
  activity: TypingTextActivity;
  targets: Targets;
}
