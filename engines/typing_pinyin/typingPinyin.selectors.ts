import { finalResult, liveStats, type StatsInput } from '../core/stats';
import type { EngineResult, LiveStats, NextKey } from '../core/types';
import { expectedLetter, hanziCount } from './typingPinyin.logic';
import type { TypingPinyinContext } from './typingPinyin.types';

/** The part of a snapshot the selectors read (kept structural so the machine can import them). */
export interface PinyinSnapshot {
  context: TypingPinyinContext;
  status: string;
}

/** Core stats input; paused time is taken off `now` so it never counts as typing time. */
function statsInput(ctx: TypingPinyinContext): StatsInput {
  const end = ctx.pausedAt ?? ctx.lastAt;
  return {
    correct: ctx.correct,
    wrong: ctx.wrong,
    startedAt: ctx.startedAt,
    now: end - ctx.pausedMs,
    units: ctx.hanziDone,
    total: ctx.items.reduce((n, item) => n + hanziCount(item), 0),
  };
}

/** The letter to press next for the on-screen keyboard, or null when finished. */
export function nextKeyOf(snapshot: PinyinSnapshot): NextKey | null {
  if (snapshot.status !== 'active') return null;
  const letter = expectedLetter(snapshot.context.items, snapshot.context.cursor);
  return letter === null ? null : { key: letter };
}

/** 字/分 counts completed hanzi; accuracy is correct over all letter keystrokes. */
export function statsOf(ctx: TypingPinyinContext): LiveStats {
  return liveStats(statsInput(ctx));
}

/** The final result; stars and score are left at 0 for the host to fill from the chapter targets. */
export function resultOf(ctx: TypingPinyinContext): EngineResult {
  return { ...finalResult({ ...statsInput(ctx), keyStats: ctx.keyStats }), pinyinStats: ctx.pinyinStats };
}

export type SyllableState = 'done' | 'current' | 'todo' | 'untyped';

/** What the scene draws for one syllable. */
export interface SyllableView {
  hanzi: string;
  pinyin: string;
  letters: string;
  /** letters already typed in this syllable */
  typed: number;
  state: SyllableState;
}

export interface ItemView {
  hanzi: string;
  done: boolean;
  errored: boolean;
  syllables: SyllableView[];
}

/** The whole board: title and every item with the state of each syllable. */
export function boardOf(ctx: TypingPinyinContext): { title: string | undefined; items: ItemView[] } {
  const { cursor } = ctx;
  return {
    title: ctx.title,
    items: ctx.items.map((item, i) => ({
      hanzi: item.hanzi,
      done: i < cursor.item,
      errored: ctx.erroredItems.includes(i),
      syllables: item.syllables.map((s, j): SyllableView => {
        const before = i < cursor.item || (i === cursor.item && j < cursor.syllable);
        const current = i === cursor.item && j === cursor.syllable;
        const state: SyllableState = s.letters === '' ? 'untyped' : before ? 'done' : current ? 'current' : 'todo';
        return { ...s, typed: state === 'done' ? s.letters.length : current ? cursor.letter : 0, state };
      }),
    })),
  };
}
