import { describe, expect, it } from 'vitest';
import type { Gradebook, GradebookRow } from './homework';
import { nextSort, sortRows } from './gradebookSort';

const row = (roleName: string, doneCount: number, stars: number, cpm: number | null): GradebookRow => ({
  roleId: roleName, roleName, avatar: 'a.svg', doneCount, meanStars: stars, races: null, tests: { english: 0, pinyin: 0, hanzi: 0 },
  results: { h1: { status: stars ? 'done' : 'todo', stars, accuracy: stars ? 90 + stars : null, cpm, at: null, late: false } },
  trend: [{ week: '2026-11-16', practices: 1, cpm, accuracy: 95 }],
});
const book = { rows: [row('乙', 1, 2, 40), row('甲', 0, 0, null), row('丙', 1, 3, 60)] } as Gradebook;
const names = (s: Parameters<typeof sortRows>[1]) => sortRows(book, s).map((r) => r.roleName);

describe('sorting the gradebook', () => {
  it('sorts an assignment column by status, then stars, best first, and flips on a second click', () => {
    expect(names({ key: 'a:h1', dir: -1 })).toEqual(['丙', '乙', '甲']);
    expect(nextSort({ key: 'a:h1', dir: -1 }, 'a:h1')).toEqual({ key: 'a:h1', dir: 1 });
    expect(names({ key: 'a:h1', dir: 1 })).toEqual(['甲', '乙', '丙']);
  });

  it('starts a new column best first, names A→Z, and breaks ties by name', () => {
    expect(nextSort({ key: 'done', dir: 1 }, 'trend')).toEqual({ key: 'trend', dir: -1 });
    expect(nextSort({ key: 'done', dir: -1 }, 'name')).toEqual({ key: 'name', dir: 1 });
    expect(names({ key: 'trend', dir: -1 })).toEqual(['丙', '乙', '甲']);
    // 丙 and 乙 both did one: 丙 (bǐng) before 乙 (yǐ) by pinyin
    expect(names({ key: 'done', dir: -1 })).toEqual(['丙', '乙', '甲']);
  });
});
