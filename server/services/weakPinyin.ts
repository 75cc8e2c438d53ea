import type { TypingPinyinActivity } from '../../contract/levels';
import type { PinyinStatsBody } from '../../contract/student';
import type { PartWeakness, WeakPinyin } from '../../contract/weakKeys';
import { lettersOf } from '../../engines/core/pinyinLetters';
import { factsOf } from '../../engines/engineFacts';
import { splitSyllable } from '../../engines/core/pinyinParts';
import pinyinCourse from '../../levels/courses/pinyin';
import { random, weakest } from './weakness';

/** A 声母/韵母 needs this many typed letters before it can be called weak. */
const MIN_TRIES = 4;
/** Letters of pinyin typed before the report names weak parts (about two short pinyin chapters). */
export const ENOUGH_PINYIN = 30;
const LIMIT = 3;

const total = (c: PinyinStatsBody['initials']) => Object.values(c).reduce((n, x) => n + x.hit + x.miss, 0);
const rank = (counts: PinyinStatsBody['initials']): PartWeakness[] =>
  weakest(Object.entries(counts).map(([id, c]) => ({ id, ...c })), MIN_TRIES, LIMIT).map(({ id, hit, miss, accuracy }) => ({ part: id, hit, miss, accuracy }));

/**
 * The weakest 声母 and 韵母 (lowest accuracy with at least MIN_TRIES letters and one miss, ties
 * broken by more misses), like weakKeysOf for keys. Nothing is named before ENOUGH_PINYIN letters.
 */
export function weakPinyinOf(stats: PinyinStatsBody): WeakPinyin {
  const tries = total(stats.initials) + total(stats.finals);
  const enough = tries >= ENOUGH_PINYIN;
  return { initials: enough ? rank(stats.initials) : [], finals: enough ? rank(stats.finals) : [], tries, enough };
}

type Item = TypingPinyinActivity['items'][number];
interface Known {
  item: Item;
  initials: string[];
  finals: string[];
}

/**
 * The 汉字 and words of the pinyin course (levels/courses/pinyin) with their reviewed pinyin, each
 * with the 声母/韵母 it uses: what a 练习薄弱拼音 chapter is made of. Items of one to three 汉字 only
 * (sentences and poems are too long for a drill), each once.
 */
const KNOWN: Known[] = (() => {
  const seen = new Set<string>();
  const out: Known[] = [];
  for (const section of pinyinCourse.sections)
    for (const lesson of section.lessons)
      for (const chapter of lesson.chapters) {
        for (const { hanzi, pinyin } of factsOf(chapter.activity).pinyinItems(chapter.activity) ?? []) {
          const syllables = pinyin.trim().split(/\s+/).map(lettersOf).filter(Boolean);
          const parts = syllables.map(splitSyllable);
          if (!syllables.length || syllables.length > 3 || [...hanzi].length !== syllables.length || parts.some((p) => !p) || seen.has(hanzi)) continue;
          seen.add(hanzi);
          out.push({ item: { hanzi, pinyin }, initials: parts.map((p) => p!.initial).filter(Boolean), finals: parts.map((p) => p!.final) });
        }
      }
  return out;
})();

/** How many items a 练习薄弱拼音 chapter has. */
export const PRACTICE_ITEMS = 12;

/**
 * Course items that use the weak parts, shuffled by the seed: each weak part in turn gets an item
 * that has it (favouring items with several weak parts), until PRACTICE_ITEMS are picked.
 */
export function weakPinyinItems(weak: { initials: readonly string[]; finals: readonly string[] }, seed: number): Item[] {
  const rand = random(seed);
  const wants = [...weak.initials.map((p) => ({ kind: 'initials' as const, p })), ...weak.finals.map((p) => ({ kind: 'finals' as const, p }))];
  if (!wants.length) return [];
  const score = (k: Known) => wants.filter((w) => k[w.kind].includes(w.p)).length;
  const pool = KNOWN.map((k) => ({ k, r: rand() + score(k) })).sort((a, b) => b.r - a.r).map((x) => x.k);
  const picked: Known[] = [];
  for (let round = 0; picked.length < PRACTICE_ITEMS && round < PRACTICE_ITEMS; round++)
    for (const w of wants) {
      if (picked.length >= PRACTICE_ITEMS) break;
      const next = pool.find((k) => !picked.includes(k) && k[w.kind].includes(w.p));
      if (next) picked.push(next);
    }
  return picked.map((k) => k.item);
}
