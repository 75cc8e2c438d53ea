import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { frogRiverLevel } from './frog_river.level';
import { lettersOf } from '../../core/pinyinLetters';
import { frogRiverLevels } from '../../../levels/games/frog_river';

const [initials, finals, syllables, twoCharacter] = frogRiverLevels as [(typeof frogRiverLevels)[0], (typeof frogRiverLevels)[0], (typeof frogRiverLevels)[0], (typeof frogRiverLevels)[0]];
const toneless = (s: string) => s.normalize('NFD').replace(/[\u0300\u0301\u030c\u0304]/g, '').normalize('NFC');
const hasTone = (s: string) => /[\u0300\u0301\u030c\u0304]/.test(s.normalize('NFD'));

describe('青蛙过河 levels', () => {
  it('are valid data with unique ids, at least four, from 声母 and 韵母 to single syllables to two-character words', () => {
    for (const level of frogRiverLevels) expect(frogRiverLevel.safeParse(level).error?.issues ?? []).toEqual([]);
    expect(new Set(frogRiverLevels.map((l) => l.id)).size).toBe(frogRiverLevels.length);
    expect(frogRiverLevels.length).toBeGreaterThanOrEqual(4);
    expect(twoCharacter.words.every((w) => Array.from(w.hanzi).length === 2)).toBe(true);
    expect(syllables.words.every((w) => Array.from(w.hanzi).length === 1)).toBe(true);
    for (let i = 1; i < frogRiverLevels.length; i++) expect(frogRiverLevels[i]!.lives).toBeLessThanOrEqual(frogRiverLevels[i - 1]!.lives);
  });

  it('teaches true 声母: each example character begins with its 声母 (checked against pinyin-pro)', () => {
    const all = 'b p m f d t n l g k h j q x zh ch sh r z c s y w'.split(' ');
    expect(initials.words.map((w) => w.pinyin).sort()).toEqual(all.slice().sort());
    for (const w of initials.words) expect(lettersOf(pinyin(w.hanzi)).startsWith(w.pinyin), w.hanzi).toBe(true);
  });

  it('teaches 韵母 with a character that reads as the 韵母 alone (i u ü o spelled yi wu yu wo), with its tone', () => {
    const spelled: Record<string, string> = { i: 'yi', u: 'wu', ü: 'yu', o: 'wo' };
    for (const w of finals.words) {
      const reading = pinyin(w.hanzi);
      const bare = toneless(w.pinyin);
      expect([bare, spelled[bare]], w.hanzi).toContain(toneless(reading));
      if (hasTone(w.pinyin)) expect(reading.endsWith(w.pinyin.normalize('NFC')), w.hanzi).toBe(true);
    }
    // ü is typed v
    expect(finals.words.some((w) => lettersOf(w.pinyin) === 'v')).toBe(true);
  });

  it('writes every syllable as pinyin-pro reads it (a neutral tone may drop the mark)', () => {
    for (const level of [syllables, twoCharacter]) {
      for (const w of level.words) {
        const ours = w.pinyin.split(' ').map((s) => s.normalize('NFC'));
        const theirs = pinyin(w.hanzi, { type: 'array' });
        ours.forEach((s, i) => expect(hasTone(s) ? s : toneless(theirs[i]!), w.hanzi).toBe(hasTone(s) ? theirs[i] : s));
      }
    }
  });

  it('refuses pinyin that does not fit its characters, tone digits, and a wave slower than the one before', () => {
    const base = syllables;
    const withWord = (hanzi: string, py: string) => frogRiverLevel.safeParse({ ...base, words: [...base.words, { hanzi, pinyin: py }] });
    expect(withWord('苹果', 'píng').error?.issues[0]?.message).toBe('拼音的音节数要和汉字的个数一样');
    expect(withWord('绿', 'lv4').error?.issues[0]?.message).toBe('拼音只能由小写字母和声调组成，每个音节最多 6 个字母');
    expect(withWord('a', 'a').error?.issues[0]?.message).toBe('汉字一栏只能写汉字');
    expect(withWord('山', 'shān').error?.issues[0]?.message).toBe('词不能重复');
    const slower = [base.waves[0]!, { ...base.waves[0]!, driftMs: base.waves[0]!.driftMs + 1000 }];
    expect(frogRiverLevel.safeParse({ ...base, waves: slower }).success).toBe(false);
  });
});
