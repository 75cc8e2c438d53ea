import { accuracyOf, cpmOf } from '../../contract/scoring';
import type { EngineResult, LiveStats, NextKey } from '../core/types';
import { expectedLetter, hanziCount } from './typingPinyin.logic';
import type { TypingPinyinContext } from './typingPinyin.types';

/** The part of a snapshot the selectors read (kept structural so the machine can import them). */
export interface PinyinSnapshot {
  context: TypingPinyinContext;
  status: string;
}

/** Active typing time: from the first key to the latest event, paused time excluded. */
export function elapsedOf(ctx: TypingPinyinContext): number {
  if (ctx.startedAt === null) return 0;
  const end = ctx.pausedAt ?? ctx.lastAt;
  return Math.max(0, end - ctx.startedAt - ctx.pausedMs);
}

/** The letter to press next for the on-screen keyboard, or null when finished. */
export function nextKeyOf(snapshot: PinyinSnapshot): NextKey | null {
  if (snapshot.status !== 'active') return null;
  const letter = expectedLetter(snapshot.context.items, snapshot.context.cursor);
  return letter === null ? null : { key: letter };
}

/** 字/分 counts completed hanzi; accuracy is correct over all letter keystrokes. */
export function statsOf(ctx: TypingPinyinContext): LiveStats {
  const elapsedMs = elapsedOf(ctx);
  const total = ctx.items.reduce((n, item) => n + hanziCount(item), 0);
  return {
    cpm: cpmOf(ctx.hanziDone, elapsedMs),
    accuracy: accuracyOf(ctx.correct, ctx.wrong),
    elapsedMs,
    correct: ctx.correct,
    wrong: ctx.wrong,
    progress: total === 0 ? 1 : ctx.hanziDone / total,
  };
}

/** The final result; stars and score are left at 0 for the host to fill from the chapter targets. */
export function resultOf(ctx: TypingPinyinContext): EngineResult {
  const stats = statsOf(ctx);
  return {
    durationMs: stats.elapsedMs,
    correct: ctx.correct,
    wrong: ctx.wrong,
    cpm: stats.cpm,
    accuracy: stats.accuracy,
    keyStats: ctx.keyStats,
    stars: 0,
    score: 0,
  };
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
