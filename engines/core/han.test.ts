import { describe, expect, it } from 'vitest';
import { isHan } from './han';

const HAN = /\p{Script=Han}/u;

describe('isHan', () => {
  it('answers like the Unicode Han script for every code point of the planes in use', () => {
    const differ: number[] = [];
    for (let c = 0; c <= 0x3ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCodePoint(c);
      if (isHan(ch) !== HAN.test(ch)) differ.push(c);
    }
    expect(differ).toEqual([]);
  });

  it('reads the first character of a longer syllable (花儿) and says no to punctuation and letters', () => {
    expect(isHan('花儿')).toBe(true);
    expect(isHan('，')).toBe(false);
    expect(isHan('a')).toBe(false);
    expect(isHan('〇')).toBe(true);
    expect(isHan('')).toBe(false);
  });
});
