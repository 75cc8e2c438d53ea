import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { activitySchema } from '../../contract/levels';
import { BAND_TOP_GRADE, GRADE_LADDER, TEST_KINDS, TEST_MINUTES, type GradeBand } from '../../contract/typingTest';
import { courses } from '../index';
import { englishPassages, hanziPassages, pinyinPassages, testActivity, unitsAMinute } from './index';

// The typing tests' pools are data (CONVENTIONS.md habit 10): this is their gate. A test is
// sat on unseen text, so no passage may be a chapter's text.

const READ = { toneType: 'symbol', type: 'array', toneSandhi: false, nonZh: 'removed' } as const;
const BANDS: GradeBand[] = [1, 2, 3];
const all = [...englishPassages, ...pinyinPassages, ...hanziPassages];
const chapters = courses.flatMap((c) => c.sections.flatMap((s) => s.lessons.flatMap((l) => l.chapters)));
/** Every chapter's text, squeezed (no whitespace): lines, items' 汉字, 汉字 passages. */
const squeeze = (s: string) => s.replace(/\s+/g, '');
const chapterTexts = chapters.flatMap((c) => {
  const a = c.activity;
  if (a.render_engine === 'typing_pinyin') return [squeeze(a.items.map((i) => i.hanzi).join(''))];
  if ('text' in a) return [squeeze(a.text), ...a.text.split('\n').map(squeeze)];
  return [];
});
const passageText = (p: (typeof all)[number]) => squeeze('lines' in p ? p.lines.join('') : 'items' in p ? p.items.map((i) => i.hanzi).join('') : p.text);

describe('the typing-test pools', () => {
  it('have unique ids and several passages in every band of every language', () => {
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    for (const pool of [englishPassages, pinyinPassages, hanziPassages]) for (const band of BANDS) expect(pool.filter((p) => p.band === band).length).toBeGreaterThanOrEqual(4);
  });

  it('hold no chapter text: a test is typed on unseen text', () => {
    const chapterSet = new Set(chapterTexts);
    for (const p of all) expect(chapterSet.has(passageText(p)), p.id).toBe(false);
    // no English line of a passage is a chapter line either
    for (const p of englishPassages) for (const line of p.lines) expect(chapterSet.has(squeeze(line)), `${p.id}: ${line}`).toBe(false);
  });

  it('write English as printable ASCII lines of at most 38 characters, no trailing spaces', () => {
    for (const p of englishPassages) for (const line of p.lines) {
      expect(line, p.id).toMatch(/^[\x20-\x7e]+$/);
      expect(line.length, `${p.id}: ${line}`).toBeLessThanOrEqual(38);
      expect(line, p.id).toBe(line.trim());
    }
  });

  it('give pinyin that agrees with pinyin-pro, one syllable per 汉字', () => {
    for (const p of pinyinPassages) for (const item of p.items) {
      expect([...item.hanzi].every((c) => /\p{Script=Han}/u.test(c)), item.hanzi).toBe(true);
      expect(item.pinyin.split(' ').length, item.hanzi).toBe([...item.hanzi].length);
      expect(item.pinyin, item.hanzi).toBe((pinyin(item.hanzi, READ) as string[]).join(' '));
    }
  });

  it('write 汉字 passages with full-width punctuation only', () => {
    for (const p of hanziPassages) expect(p.text, p.id).not.toMatch(/[,.!?;:]/);
  });
});

describe('testActivity (the draw)', () => {
  it('gives a valid activity for every language, band and length, the same for the same seed', () => {
    for (const kind of TEST_KINDS) for (const band of BANDS) for (const minutes of TEST_MINUTES) {
      const a = testActivity(kind, band, 12345, minutes);
      expect(activitySchema.safeParse(a).success, `${kind} ${band} ${minutes}`).toBe(true);
      expect(testActivity(kind, band, 12345, minutes)).toEqual(a);
    }
  });

  it('holds more text than the top grade of its band types in the test, wherever the pools hold that much', () => {
    const a = testActivity('english', 3, 7, 5);
    expect(a.render_engine === 'typing_text' && a.text.length).toBeGreaterThanOrEqual(5 * unitsAMinute('english', 3));
    expect(unitsAMinute('english', 3)).toBeGreaterThan(GRADE_LADDER.english[9]!.cpm);
    const h = testActivity('hanzi', 3, 7, 5);
    expect(h.render_engine === 'logographic' && h.text.replace(/[^\p{Script=Han}]/gu, '').length).toBeGreaterThanOrEqual(5 * unitsAMinute('hanzi', 3));
    // every language proves its band's top grade at every length, without a passage twice
    for (const kind of TEST_KINDS) for (const band of BANDS) for (const minutes of TEST_MINUTES) {
      const x = testActivity(kind, band, 99, minutes);
      const units = x.render_engine === 'typing_text' ? x.text.length : x.render_engine === 'typing_pinyin' ? x.items.reduce((n, i) => n + [...i.hanzi].length, 0) : x.render_engine === 'logographic' ? x.text.replace(/[^\p{Script=Han}]/gu, '').length : 0;
      expect(units / minutes, `${kind} ${band} ${minutes}`).toBeGreaterThanOrEqual(GRADE_LADDER[kind][BAND_TOP_GRADE[band] - 1]!.cpm);
    }
  });

  it('never repeats a passage, a word or a line within a test (issue 40: a 拼音 word list came round again halfway)', () => {
    for (const kind of TEST_KINDS) for (const band of BANDS) for (const minutes of TEST_MINUTES) for (const seed of [1, 2, 3]) {
      const a = testActivity(kind, band, seed, minutes);
      const parts = a.render_engine === 'typing_pinyin' ? a.items.map((i) => i.hanzi) : a.render_engine === 'typing_text' || a.render_engine === 'logographic' ? a.text.split('\n') : [];
      expect(new Set(parts).size, `${kind} ${band} ${minutes} ${seed}`).toBe(parts.length);
    }
  });

  it('draws another order for another seed', () => {
    const firsts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => JSON.stringify(testActivity('english', 2, seed, 1)).slice(0, 80)));
    expect(firsts.size).toBeGreaterThan(1);
  });
});
