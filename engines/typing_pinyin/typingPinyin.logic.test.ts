import { describe, expect, it } from 'vitest';
import { pinyinMismatch, planItems, settleCursor, splitItem } from './typingPinyin.logic';

describe('splitItem', () => {
  it('pairs each character with its syllable', () => {
    expect(splitItem({ hanzi: '绿色', pinyin: 'lǜ sè' })).toEqual([
      { hanzi: '绿', pinyin: 'lǜ', letters: 'lv' },
      { hanzi: '色', pinyin: 'sè', letters: 'se' },
    ]);
  });

  it('leaves punctuation untyped whether or not the pinyin line repeats it', () => {
    const a = splitItem({ hanzi: '春眠不觉晓，', pinyin: 'chūn mián bù jué xiǎo' });
    const b = splitItem({ hanzi: '春眠不觉晓，', pinyin: 'chūn mián bù jué xiǎo ，' });
    expect(a).toEqual(b);
    expect(a[5]).toEqual({ hanzi: '，', pinyin: '', letters: '' });
    expect(a.map((s) => s.letters).join('')).toBe('chunmianbujuexiao');
  });

  it('writes 儿化 as one syllable over two characters, and 儿 alone as er', () => {
    expect(splitItem({ hanzi: '花儿', pinyin: 'huār' })).toEqual([{ hanzi: '花儿', pinyin: 'huār', letters: 'huar' }]);
    expect(splitItem({ hanzi: '花儿', pinyin: 'huā ér' }).map((s) => s.letters)).toEqual(['hua', 'er']);
    expect(splitItem({ hanzi: '儿子', pinyin: 'ér zi' }).map((s) => s.letters)).toEqual(['er', 'zi']);
  });

  it('does not crash on content with too few syllables, and pinyinMismatch reports it', () => {
    expect(splitItem({ hanzi: '你好', pinyin: 'nǐ' })[1]).toEqual({ hanzi: '好', pinyin: '', letters: '' });
    expect(pinyinMismatch({ hanzi: '你好', pinyin: 'nǐ' })).toMatch('少于');
    expect(pinyinMismatch({ hanzi: '你', pinyin: 'nǐ hǎo' })).toMatch('多于');
    expect(pinyinMismatch({ hanzi: '你好！', pinyin: 'nǐ hǎo' })).toBeNull();
    expect(pinyinMismatch({ hanzi: '花儿', pinyin: 'huār' })).toBeNull();
  });
});

describe('settleCursor', () => {
  const items = planItems([
    { hanzi: '大', pinyin: 'dà' },
    { hanzi: '，', pinyin: '，' },
    { hanzi: '小', pinyin: 'xiǎo' },
  ]);

  it('moves past a finished syllable and a punctuation-only item', () => {
    expect(settleCursor(items, { item: 0, syllable: 0, letter: 2 })).toEqual({ item: 2, syllable: 0, letter: 0 });
  });

  it('reports done as item === items.length', () => {
    expect(settleCursor(items, { item: 2, syllable: 0, letter: 4 })).toEqual({ item: 3, syllable: 0, letter: 0 });
  });
});
