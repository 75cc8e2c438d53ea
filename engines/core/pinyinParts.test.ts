import { describe, expect, it } from 'vitest';
import { FINALS, INITIALS, addPart, emptyPinyinStats, partAt, splitSyllable } from './pinyinParts';

describe('splitSyllable', () => {
  it('reads zh ch sh as one 声母, never z + h', () => {
    expect(splitSyllable('zhang')).toEqual({ initial: 'zh', final: 'ang' });
    expect(splitSyllable('chuang')).toEqual({ initial: 'ch', final: 'uang' });
    expect(splitSyllable('shi')).toEqual({ initial: 'sh', final: 'i' });
    expect(splitSyllable('zi')).toEqual({ initial: 'z', final: 'i' });
  });

  it('gives the rest as the 韵母, with ü typed as v and y w as 声母', () => {
    expect(splitSyllable('lv')).toEqual({ initial: 'l', final: 'v' });
    expect(splitSyllable('nve')).toEqual({ initial: 'n', final: 've' });
    expect(splitSyllable('jue')).toEqual({ initial: 'j', final: 'ue' });
    expect(splitSyllable('yuan')).toEqual({ initial: 'y', final: 'uan' });
    expect(splitSyllable('wo')).toEqual({ initial: 'w', final: 'o' });
    expect(splitSyllable('xiong')).toEqual({ initial: 'x', final: 'iong' });
  });

  it('has no 声母 for a syllable that starts with a vowel', () => {
    expect(splitSyllable('ai')).toEqual({ initial: '', final: 'ai' });
    expect(splitSyllable('er')).toEqual({ initial: '', final: 'er' });
    expect(splitSyllable('ang')).toEqual({ initial: '', final: 'ang' });
  });

  it('keeps the 儿化 r with its 韵母 (huar for 花儿)', () => {
    expect(splitSyllable('huar')).toEqual({ initial: 'h', final: 'ua' });
    expect(splitSyllable('wanr')).toEqual({ initial: 'w', final: 'an' });
  });

  it('refuses what is no standard syllable, so nothing unknown is ever counted', () => {
    expect(splitSyllable('n')).toBeNull();
    expect(splitSyllable('hm')).toBeNull();
    expect(splitSyllable('zhx')).toBeNull();
    expect(splitSyllable('')).toBeNull();
  });

  it('knows the 23 声母 of the textbook', () => {
    expect(INITIALS).toHaveLength(23);
    expect(new Set(FINALS).size).toBe(FINALS.length);
  });
});

describe('partAt and addPart', () => {
  it('puts each letter in the part it falls in', () => {
    expect([0, 1, 2, 3, 4].map((i) => partAt('zhang', i)?.part)).toEqual(['zh', 'zh', 'ang', 'ang', 'ang']);
    expect(partAt('zhang', 1)?.kind).toBe('initials');
    expect(partAt('zhang', 2)?.kind).toBe('finals');
    expect(partAt('huar', 3)).toEqual({ kind: 'finals', part: 'ua' });
    expect(partAt('zhang', 5)).toBeNull();
    expect(partAt('n', 0)).toBeNull();
  });

  it('counts a wrong letter inside a syllable against that part only', () => {
    let s = emptyPinyinStats();
    s = addPart(s, 'zhang', 0, true);
    s = addPart(s, 'zhang', 1, false); // typed z then something else than h
    s = addPart(s, 'zhang', 1, true);
    s = addPart(s, 'zhang', 3, false);
    expect(s).toEqual({ initials: { zh: { hit: 2, miss: 1 } }, finals: { ang: { hit: 0, miss: 1 } } });
  });

  it('leaves the stats untouched (same object) for a letter it does not count', () => {
    const s = emptyPinyinStats();
    expect(addPart(s, 'hm', 0, true)).toBe(s);
  });
});
