import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import type { Chapter } from '../contract/levels';
import { courses } from './index';

/**
 * The pinyin written in levels/ is checked against pinyin-pro, in context, so that a child never
 * sees a wrong reading. 一 and 不 keep their dictionary tone (toneSandhi off). Where pinyin-pro is
 * wrong (轻声 words, some polyphones) an item carries an `override` with the reviewed reason.
 */

const READ = { toneType: 'symbol', type: 'array', toneSandhi: false, nonZh: 'removed' } as const;
const isHan = (c: string) => /\p{Script=Han}/u.test(c);
const hanOf = (text: string) => [...text].filter(isHan);

/** pinyin-pro's reading, one syllable per hanzi of `text` (other characters dropped). */
function read(text: string): string[] {
  return pinyin(text, READ) as string[];
}

// Syllables the child can type: initials × finals by the 普通话 combination table, plus syllables
// without an initial (a o e …, the y/w spellings and 整体认读音节). Typed form: no tones, ü as v.
const FINALS_AFTER: Record<string, string> = {
  b: 'a o ai ei ao an en ang eng i ie iao ian in ing u',
  p: 'a o ai ei ao ou an en ang eng i ie iao ian in ing u',
  m: 'a o e ai ei ao ou an en ang eng i ie iao iu ian in ing u',
  f: 'a o ei ou an en ang eng u',
  d: 'a e ai ei ao ou an en ang eng ong i ia ie iao iu ian ing u uo ui uan un',
  t: 'a e ai ei ao ou an ang eng ong i ie iao ian ing u uo ui uan un',
  n: 'a e ai ei ao ou an en ang eng ong i ie iao iu ian in iang ing u uo uan v ve',
  l: 'a e ai ei ao ou an ang eng ong i ia ie iao iu ian in iang ing u uo uan un v ve',
  g: 'a e ai ei ao ou an en ang eng ong u ua uo uai ui uan un uang',
  k: 'a e ai ei ao ou an en ang eng ong u ua uo uai ui uan un uang',
  h: 'a e ai ei ao ou an en ang eng ong u ua uo uai ui uan un uang',
  j: 'i ia ie iao iu ian in iang ing iong u ue uan un',
  q: 'i ia ie iao iu ian in iang ing iong u ue uan un',
  x: 'i ia ie iao iu ian in iang ing iong u ue uan un',
  zh: 'a e i ai ei ao ou an en ang eng ong u ua uo uai ui uan un uang',
  ch: 'a e i ai ao ou an en ang eng ong u ua uo uai ui uan un uang',
  sh: 'a e i ai ei ao ou an en ang eng u ua uo uai ui uan un uang',
  r: 'e i ao ou an en ang eng ong u ua uo ui uan un',
  z: 'a e i ai ei ao ou an en ang eng ong u uo ui uan un',
  c: 'a e i ai ao ou an en ang eng ong u uo ui uan un',
  s: 'a e i ai ao ou an en ang eng ong u uo ui uan un',
};
const WITHOUT_INITIAL = [
  'a o e ai ei ao ou an en ang eng er',
  'yi ya yo ye yao you yan yin yang ying yong yu yue yuan yun',
  'wu wa wo wai wei wan wen wang weng',
].join(' ');
const VALID = new Set<string>([
  ...Object.entries(FINALS_AFTER).flatMap(([initial, finals]) => finals.split(' ').map((f) => initial + f)),
  ...WITHOUT_INITIAL.split(' '),
]);

const TONED: Record<string, string> = {
  ā: 'a', á: 'a', ǎ: 'a', à: 'a', ō: 'o', ó: 'o', ǒ: 'o', ò: 'o', ē: 'e', é: 'e', ě: 'e', è: 'e',
  ī: 'i', í: 'i', ǐ: 'i', ì: 'i', ū: 'u', ú: 'u', ǔ: 'u', ù: 'u', ǖ: 'v', ǘ: 'v', ǚ: 'v', ǜ: 'v', ü: 'v',
};
/** What the child types for a tone-marked syllable, or null when it is not well-formed pinyin. */
function typed(syllable: string): string | null {
  let marks = 0;
  let out = '';
  for (const ch of syllable) {
    if (/^[a-z]$/.test(ch)) out += ch;
    else if (ch in TONED) {
      out += TONED[ch];
      if (ch !== 'ü') marks += 1;
    } else return null;
  }
  return marks <= 1 && VALID.has(out) ? out : null;
}

/** Problems with one syllable list against its hanzi: count and validity. */
function shapeProblems(where: string, hanzi: string[], syllables: string[]): string[] {
  const problems: string[] = [];
  if (syllables.length !== hanzi.length) {
    problems.push(`${where}: ${hanzi.length} 个汉字却有 ${syllables.length} 个音节`);
  }
  for (const s of syllables) if (typed(s) === null) problems.push(`${where}: "${s}" 不是有效的拼音音节`);
  return problems;
}

function pinyinItemProblems(chapter: Chapter): string[] {
  if (chapter.activity.render_engine !== 'typing_pinyin') return [];
  const items = chapter.activity.items;
  const context = read(items.map((i) => i.hanzi).join(''));
  const problems: string[] = [];
  let at = 0;
  for (const [n, item] of items.entries()) {
    const where = `${chapter.id} 第 ${n + 1} 项 ${item.hanzi}`;
    const hanzi = [...item.hanzi];
    if (!hanzi.every(isHan)) problems.push(`${where}: hanzi 只能是汉字`);
    const syllables = item.pinyin.split(' ');
    problems.push(...shapeProblems(where, hanzi, syllables));
    const alone = read(item.hanzi).join(' ');
    const inContext = context.slice(at, at + hanzi.length).join(' ');
    at += hanzi.length;
    const agrees = item.pinyin === alone || item.pinyin === inContext;
    if (item.override !== undefined) {
      if (item.override.trim() === '') problems.push(`${where}: override 要写明理由`);
      if (agrees) problems.push(`${where}: "${item.pinyin}" 与 pinyin-pro 一致，不需要 override`);
    } else if (!agrees) {
      problems.push(`${where}: 写的是 "${item.pinyin}"，pinyin-pro 读 "${inContext}"${alone !== inContext ? ` 或 "${alone}"` : ''}`);
    }
  }
  return problems;
}

function logographicProblems(chapter: Chapter): string[] {
  if (chapter.activity.render_engine !== 'logographic' || chapter.activity.pinyin === undefined) return [];
  const { text } = chapter.activity;
  const hanzi = hanOf(text);
  const syllables = chapter.activity.pinyin.split(' ');
  const problems = shapeProblems(chapter.id, hanzi, syllables);
  if (problems.length > 0) return problems;
  // Spaces separate the entries of a list (生字 or 词语; the engine skips them): an entry is read on its
  // own as well as in the whole text, since neighbouring entries give no context.
  const context = read(text);
  const alone = text.split(/\s+/).flatMap((entry) => read(entry));
  hanzi.forEach((h, k) => {
    if (syllables[k] !== context[k] && syllables[k] !== alone[k]) {
      problems.push(`${chapter.id} 第 ${k + 1} 个字 ${h}: 写的是 "${syllables[k]}"，pinyin-pro 读 "${context[k]}"`);
    }
  });
  return problems;
}

const checked = courses.flatMap((course) =>
  course.sections.flatMap((section) =>
    section.lessons.flatMap((lesson) =>
      lesson.chapters
        .filter((c) => c.activity.render_engine === 'typing_pinyin' || (c.activity.render_engine === 'logographic' && c.activity.pinyin !== undefined))
        .map((chapter) => ({ course: course.id, chapter })),
    ),
  ),
);

describe('the syllable table', () => {
  it('accepts the syllables a child types, ü as v', () => {
    for (const s of ['bà', 'lǜ', 'nǚ', 'yú', 'qù', 'xuě', 'zhī', 'chuáng', 'ér', 'yuǎn', 'lüè', 'shuí', 'de']) {
      expect(typed(s), s).not.toBeNull();
    }
  });
  it('rejects spellings that are not pinyin', () => {
    for (const s of ['jü', 'qv', 'bue', 'zhi1', 'ba ', 'dǎà', 'fiang', 'yiu', 'xa']) expect(typed(s), s).toBeNull();
  });
});

describe('pinyin in the levels agrees with pinyin-pro in context', () => {
  it('has chapters to check', () => {
    expect(checked.length).toBeGreaterThan(0);
  });
  it.each(checked.map(({ course, chapter }) => [`${course} / ${chapter.id} ${chapter.name}`, chapter] as const))('%s', (_name, chapter) => {
    expect([...pinyinItemProblems(chapter), ...logographicProblems(chapter)]).toEqual([]);
  });
});
