import { describe, expect, it } from 'vitest';
import pinyinCourse from '../../levels/courses/pinyin';
import { lettersOf } from '../../engines/core/pinyinLetters';
import { splitSyllable } from '../../engines/core/pinyinParts';
import { ENOUGH_PINYIN, PRACTICE_ITEMS, weakPinyinItems, weakPinyinOf } from './weakPinyin';
import { weakest } from './weakness';

const c = (hit: number, miss: number) => ({ hit, miss });

describe('weakPinyinOf', () => {
  it('ranks by lowest accuracy, with a minimum of tries and at least one miss, ties to more misses', () => {
    const w = weakPinyinOf({
      initials: { zh: c(6, 4), z: c(3, 2), b: c(20, 0), sh: c(1, 2), ch: c(12, 8) },
      finals: { ang: c(5, 5), eng: c(9, 1), ing: c(10, 0) },
    });
    expect(w.enough).toBe(true);
    // sh has only 3 tries; zh and ch are both 60 %, ch has more misses; z is 60 % with fewer misses
    expect(w.initials.map((p) => p.part)).toEqual(['ch', 'zh', 'z']);
    expect(w.initials[0]).toEqual({ part: 'ch', hit: 12, miss: 8, accuracy: 60 });
    expect(w.finals.map((p) => p.part)).toEqual(['ang', 'eng']);
  });

  it('names nothing before enough pinyin is typed', () => {
    const w = weakPinyinOf({ initials: { zh: c(2, 8) }, finals: { ang: c(5, 5) } });
    expect(w).toEqual({ initials: [], finals: [], tries: 20, enough: false });
    expect(ENOUGH_PINYIN).toBeGreaterThan(20);
  });

  it('keeps at most three of each', () => {
    const initials = Object.fromEntries(['b', 'p', 'm', 'f', 'd'].map((p, i) => [p, c(10, i + 1)]));
    expect(weakPinyinOf({ initials, finals: {} }).initials.map((p) => p.part)).toEqual(['d', 'f', 'm']);
  });
});

describe('weakest', () => {
  it('is shared by the key coach: the same rule for any counts', () => {
    expect(weakest([{ id: 'KeyA', hit: 1, miss: 1 }, { id: 'KeyB', hit: 2, miss: 2 }, { id: 'KeyC', hit: 9, miss: 0 }], 3, 5)).toEqual([{ id: 'KeyB', hit: 2, miss: 2, accuracy: 50 }]);
  });
});

describe('weakPinyinItems', () => {
  const course = new Set(
    pinyinCourse.sections.flatMap((s) => s.lessons.flatMap((l) => l.chapters.flatMap((ch) => (ch.activity.render_engine === 'typing_pinyin' ? ch.activity.items.map((i) => `${i.hanzi}|${i.pinyin}`) : [])))),
  );
  const parts = (pinyin: string) => pinyin.split(' ').map((s) => splitSyllable(lettersOf(s))!);

  it('takes course 汉字 that use the weak parts, every part represented, reproducibly from the seed', () => {
    const items = weakPinyinItems({ initials: ['zh', 'q'], finals: ['v', 'iong'] }, 42);
    expect(items).toHaveLength(PRACTICE_ITEMS);
    expect(new Set(items.map((i) => i.hanzi)).size).toBe(items.length);
    for (const item of items) {
      expect(course.has(`${item.hanzi}|${item.pinyin}`)).toBe(true);
      expect(parts(item.pinyin).some((p) => p.initial === 'zh' || p.initial === 'q' || p.final === 'v' || p.final === 'iong')).toBe(true);
    }
    for (const want of ['zh', 'q', 'v', 'iong']) expect(items.some((i) => parts(i.pinyin).some((p) => p.initial === want || p.final === want))).toBe(true);
    expect(weakPinyinItems({ initials: ['zh', 'q'], finals: ['v', 'iong'] }, 42)).toEqual(items);
    expect(weakPinyinItems({ initials: ['zh', 'q'], finals: ['v', 'iong'] }, 7)).not.toEqual(items);
  });

  it('makes nothing without weak parts', () => {
    expect(weakPinyinItems({ initials: [], finals: [] }, 1)).toEqual([]);
  });
});
