import type { TypingPinyinActivity } from '../../contract/levels';
import { addKey } from '../core/stats';
import type { EngineEmitted } from '../core/types';
import type { PinyinCursor, PinyinItemPlan, PinyinSyllable, TypingPinyinContext, TypingPinyinInput } from './typingPinyin.types';
import { newClock } from '../core/clock';
import { lettersOf } from '../core/pinyinLetters';
import { addPart, emptyPinyinStats } from '../core/pinyinParts';
import { isHan } from '../core/han';

/** 儿化: a syllable like huār written for two characters (花儿); er itself is an ordinary syllable. */
function isErhua(letters: string): boolean {
  return letters.length > 2 && letters.endsWith('r');
}

/**
 * Pair each character of an item with its syllable. Punctuation gets an untyped syllable.
 * Lenient on purpose (a typo in content must not crash a child's lesson): a missing syllable
 * leaves the character untyped; `pinyinMismatch` reports such content for the level tests.
 */
export function splitItem(item: { hanzi: string; pinyin: string }): PinyinSyllable[] {
  const chars = Array.from(item.hanzi);
  const tokens = item.pinyin.trim().split(/\s+/).filter((t) => t !== '');
  const out: PinyinSyllable[] = [];
  let t = 0;
  for (let c = 0; c < chars.length; c++) {
    const char = chars[c]!;
    if (!isHan(char)) {
      // a punctuation token in the pinyin line ("，") belongs to this character
      if (t < tokens.length && lettersOf(tokens[t]!) === '') t++;
      out.push({ hanzi: char, pinyin: '', letters: '' });
      continue;
    }
    while (t < tokens.length && lettersOf(tokens[t]!) === '') t++;
    const pinyin = tokens[t] ?? '';
    t++;
    const letters = lettersOf(pinyin);
    if (isErhua(letters) && chars[c + 1] === '儿') {
      out.push({ hanzi: char + '儿', pinyin, letters });
      c++;
    } else {
      out.push({ hanzi: char, pinyin, letters });
    }
  }
  return out;
}

/** Why an item's pinyin does not fit its characters, or null when it does (for content checks). */
export function pinyinMismatch(item: { hanzi: string; pinyin: string }): string | null {
  const syllables = splitItem(item);
  const typed = syllables.filter((s) => s.letters !== '').length;
  const han = syllables.filter((s) => isHan(s.hanzi)).length;
  const tokens = item.pinyin.trim().split(/\s+/).filter((t) => lettersOf(t) !== '').length;
  if (typed !== han) return `「${item.hanzi}」的拼音少于汉字`;
  if (tokens !== typed) return `「${item.hanzi}」的拼音多于汉字`;
  return null;
}

/** Split every item of an activity. */
export function planItems(items: TypingPinyinActivity['items']): PinyinItemPlan[] {
  return items.map((item) => ({ hanzi: item.hanzi, syllables: splitItem(item) }));
}

/** Move the cursor past finished syllables and untyped punctuation; item === items.length means done. */
export function settleCursor(items: PinyinItemPlan[], cursor: PinyinCursor): PinyinCursor {
  let { item, syllable, letter } = cursor;
  while (item < items.length) {
    const syllables = items[item]!.syllables;
    if (syllable < syllables.length) {
      if (letter < syllables[syllable]!.letters.length) break;
      syllable++;
    } else {
      item++;
      syllable = 0;
    }
    letter = 0;
  }
  return { item, syllable, letter };
}

/** The letter expected at the cursor, or null when all items are done. */
export function expectedLetter(items: PinyinItemPlan[], cursor: PinyinCursor): string | null {
  return items[cursor.item]?.syllables[cursor.syllable]?.letters[cursor.letter] ?? null;
}

/** KeyboardEvent.code of a lower-case letter (KeyA…). */
export function codeOfLetter(letter: string): string {
  return `Key${letter.toUpperCase()}`;
}

/** Number of Chinese characters in an item (字/分 counts these, not punctuation). */
export function hanziCount(item: PinyinItemPlan): number {
  return item.syllables.reduce((n, s) => n + Array.from(s.hanzi).filter(isHan).length, 0);
}

/** A keydown the engine judges: one printable character. Shift, Backspace, Enter… are ignored. */
export function isTypedKey(key: string): boolean {
  return key.length === 1;
}

/** The clean context for an activity (also what session.restart returns to). */
export function initialContext(activity: TypingPinyinInput['activity']): TypingPinyinContext {
  const items = planItems(activity.items);
  return {
    activity,
    title: activity.title,
    items,
    cursor: settleCursor(items, { item: 0, syllable: 0, letter: 0 }),
    erroredItems: [],
    hanziDone: 0,
    correct: 0,
    wrong: 0,
    keyStats: {},
    pinyinStats: emptyPinyinStats(),
    ...newClock(),
  };
}

/**
 * Judge one key. Letters compare case-insensitively: Caps Lock must not make a six-year-old's
 * whole lesson wrong, and pinyin has no capitals to type.
 */
export function pressKey(
  ctx: TypingPinyinContext,
  key: string,
  code: string,
  timeStamp: number,
): { context: TypingPinyinContext; emitted: EngineEmitted[] } {
  const expected = expectedLetter(ctx.items, ctx.cursor);
  if (expected === null) return { context: ctx, emitted: [] };
  const typed = key.toLowerCase();
  const letters = ctx.items[ctx.cursor.item]!.syllables[ctx.cursor.syllable]!.letters;
  if (typed !== expected) {
    const erroredItems = ctx.erroredItems.includes(ctx.cursor.item) ? ctx.erroredItems : [...ctx.erroredItems, ctx.cursor.item];
    return {
      context: { ...ctx, wrong: ctx.wrong + 1, erroredItems, keyStats: addKey(ctx.keyStats, codeOfLetter(expected), false), pinyinStats: addPart(ctx.pinyinStats, letters, ctx.cursor.letter, false), lastAt: timeStamp },
      emitted: [{ type: 'key.wrong', code, key, expected }],
    };
  }
  const hitCode = code || codeOfLetter(expected);
  const emitted: EngineEmitted[] = [{ type: 'key.correct', code: hitCode, key }];
  const cursor = settleCursor(ctx.items, { ...ctx.cursor, letter: ctx.cursor.letter + 1 });
  let hanziDone = ctx.hanziDone;
  if (cursor.item !== ctx.cursor.item) {
    // every item between the old and new cursor is done (untyped punctuation-only items included)
    for (let i = ctx.cursor.item; i < cursor.item; i++) {
      const done = ctx.items[i]!;
      hanziDone += hanziCount(done);
      emitted.push({ type: 'item.completed', index: i, text: done.hanzi });
    }
    if (cursor.item < ctx.items.length) emitted.push(itemStarted(ctx.items, cursor.item));
  }
  return {
    context: { ...ctx, cursor, hanziDone, correct: ctx.correct + 1, keyStats: addKey(ctx.keyStats, hitCode, true), pinyinStats: addPart(ctx.pinyinStats, letters, ctx.cursor.letter, true), lastAt: timeStamp },
    emitted,
  };
}

/** The item.started event of an item. */
export function itemStarted(items: PinyinItemPlan[], index: number): EngineEmitted {
  return { type: 'item.started', index, text: items[index]!.hanzi };
}
