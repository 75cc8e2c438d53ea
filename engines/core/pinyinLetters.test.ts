import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { lettersOf } from './pinyinLetters';

const TONES: Record<string, string[]> = {
  a: ['ā', 'á', 'ǎ', 'à'],
  o: ['ō', 'ó', 'ǒ', 'ò'],
  e: ['ē', 'é', 'ě', 'è'],
  i: ['ī', 'í', 'ǐ', 'ì'],
  u: ['ū', 'ú', 'ǔ', 'ù'],
  v: ['ǖ', 'ǘ', 'ǚ', 'ǜ'],
};

describe('lettersOf', () => {
  for (const [plain, marked] of Object.entries(TONES)) {
    it(`strips every tone from ${plain === 'v' ? 'ü' : plain}`, () => {
      for (const vowel of marked) expect(lettersOf(vowel)).toBe(plain);
    });
  }

  it('types ü as v with and without a tone', () => {
    expect(lettersOf('lǜ')).toBe('lv');
    expect(lettersOf('nǚ')).toBe('nv');
    expect(lettersOf('lüè')).toBe('lve');
    expect(lettersOf('nüè')).toBe('nve');
    expect(lettersOf('lü')).toBe('lv');
  });

  it('keeps the written u of ju qu xu yu (they are ü but typed u)', () => {
    expect(lettersOf('jú')).toBe('ju');
    expect(lettersOf('qù')).toBe('qu');
    expect(lettersOf('xuě')).toBe('xue');
    expect(lettersOf('yuè')).toBe('yue');
    expect(lettersOf('jūn')).toBe('jun');
  });

  it('handles er, neutral tones, tone digits, capitals and precomposed text', () => {
    expect(lettersOf('ér')).toBe('er');
    expect(lettersOf('èr')).toBe('er');
    expect(lettersOf('de')).toBe('de');
    expect(lettersOf('lv4')).toBe('lv');
    expect(lettersOf('Zhōng')).toBe('zhong');
    expect(lettersOf('chuáng'.normalize('NFC'))).toBe('chuang');
    expect(lettersOf('，')).toBe('');
  });

  it('agrees with pinyin-pro on real text (tones off, ü as v)', () => {
    const text = '绿女旅去雪鱼月春眠不觉晓处处闻啼鸟夜来风雨声花落知多少略虐';
    const marked = pinyin(text, { type: 'array' });
    const plain = pinyin(text, { type: 'array', toneType: 'none', v: true });
    expect(marked.map(lettersOf)).toEqual(plain);
  });
});
