/**
 * 声母 and 韵母 of a typed pinyin syllable, and per-part hit/miss counts (issue 10, point 3: the
 * pinyin weak coach). Works on the letters a child types (lettersOf: no tones, ü as v). Pure:
 * the typing_pinyin engine counts with it, the contract validates against its lists, and the
 * server ranks the weakest parts from the counts.
 */

/** The 23 声母 as taught (y and w included), two-letter ones first so zh is not read as z + h. */
export const INITIALS = ['zh', 'ch', 'sh', 'b', 'p', 'm', 'f', 'd', 't', 'n', 'l', 'g', 'k', 'h', 'j', 'q', 'x', 'r', 'z', 'c', 's', 'y', 'w'] as const;

/**
 * Every 韵母 as typed after a 声母 (or alone): the rest of the syllable. ü is v (lv, nve); after
 * j q x y it is written u and typed u, so ju → j + u, yue → y + ue, yuan → y + uan, yun → y + un.
 */
export const FINALS = [
  'a', 'o', 'e', 'i', 'u', 'v',
  'ai', 'ei', 'ui', 'ao', 'ou', 'iu', 'ie', 've', 'ue', 'er',
  'an', 'en', 'in', 'un', 'vn', 'ang', 'eng', 'ing', 'ong',
  'ia', 'iao', 'ian', 'iang', 'iong', 'io', 'ua', 'uo', 'uai', 'uan', 'uang', 'van',
] as const;

export type PartKind = 'initials' | 'finals';
export type PartCounts = Record<string, { hit: number; miss: number }>;
/** Per-part counts of one attempt or summed over many: `{ initials: { zh: { hit, miss } }, finals: { ang: … } }`. */
export interface PinyinStats {
  initials: PartCounts;
  finals: PartCounts;
}

const initialSet = new Set<string>(INITIALS);
const finalSet = new Set<string>(FINALS);

export const isInitial = (part: string): boolean => initialSet.has(part);
export const isFinal = (part: string): boolean => finalSet.has(part);

/** A syllable's typed letters split into 声母 (may be '') and 韵母, or null when it is not one we count. */
export interface SyllableParts {
  initial: string;
  final: string;
}

/**
 * Splits typed letters: zh ch sh, else a one-letter 声母, then the rest is the 韵母. A 儿化 syllable
 * (huar for 花儿) keeps its r with the 韵母 it follows (the r is typed inside that 韵母's run).
 * null for what is no standard syllable (嗯 n, hm, a content typo): such letters are not counted,
 * so part counts never disagree with the known lists.
 */
export function splitSyllable(letters: string): SyllableParts | null {
  const two = letters.slice(0, 2);
  const initial = initialSet.has(two) ? two : initialSet.has(letters.slice(0, 1)) ? letters.slice(0, 1) : '';
  let final = letters.slice(initial.length);
  if (final.length > 1 && final !== 'er' && final.endsWith('r')) final = final.slice(0, -1);
  if (!finalSet.has(final)) return null;
  return { initial, final };
}

/** Which part the letter at `index` of a syllable's typed letters belongs to, or null when not counted. */
export function partAt(letters: string, index: number): { kind: PartKind; part: string } | null {
  const parts = splitSyllable(letters);
  if (!parts || index < 0 || index >= letters.length) return null;
  return index < parts.initial.length ? { kind: 'initials', part: parts.initial } : { kind: 'finals', part: parts.final };
}

export const emptyPinyinStats = (): PinyinStats => ({ initials: {}, finals: {} });

/**
 * Counts one keystroke against the part it fell in: the expected letter at `index` of the
 * syllable, hit or missed. A wrong letter inside zh counts against zh, inside ang against ang.
 * Returns the same object when the syllable is not counted.
 */
export function addPart(stats: PinyinStats, letters: string, index: number, hit: boolean): PinyinStats {
  const at = partAt(letters, index);
  if (!at) return stats;
  const group = stats[at.kind];
  const prev = group[at.part] ?? { hit: 0, miss: 0 };
  const next = hit ? { hit: prev.hit + 1, miss: prev.miss } : { hit: prev.hit, miss: prev.miss + 1 };
  return { ...stats, [at.kind]: { ...group, [at.part]: next } };
}
