import { describe, expect, it } from 'vitest';
import { spaceWarLevel } from './space_war.level';
import { spaceWarLevels } from '../../../levels/games/space_war';

describe('太空大战 levels', () => {
  it('are valid data with unique ids', () => {
    for (const level of spaceWarLevels) expect(spaceWarLevel.safeParse(level).error?.issues ?? []).toEqual([]);
    expect(new Set(spaceWarLevels.map((l) => l.id)).size).toBe(spaceWarLevels.length);
    expect(spaceWarLevels.length).toBeGreaterThanOrEqual(3);
  });

  it('start with short words and get harder: longer words, fewer lives, more waves', () => {
    expect(spaceWarLevels[0]!.words.every((w) => w.length <= 3)).toBe(true);
    const avg = (ws: string[]) => ws.reduce((n, w) => n + w.length, 0) / ws.length;
    for (let i = 1; i < spaceWarLevels.length; i++) {
      const [prev, cur] = [spaceWarLevels[i - 1]!, spaceWarLevels[i]!];
      expect(avg(cur.words)).toBeGreaterThan(avg(prev.words));
      expect(cur.lives).toBeLessThanOrEqual(prev.lives);
      expect(cur.waves.length).toBeGreaterThanOrEqual(prev.waves.length);
    }
  });

  it('refuses a word with capitals, digits or spaces, and a wave slower than the one before', () => {
    const base = spaceWarLevels[0]!;
    expect(spaceWarLevel.safeParse({ ...base, words: [...base.words, 'Cat'] }).success).toBe(false);
    expect(spaceWarLevel.safeParse({ ...base, words: [...base.words, 'a b'] }).success).toBe(false);
    const slower = [base.waves[0]!, { ...base.waves[0]!, fallMs: base.waves[0]!.fallMs + 1000 }];
    expect(spaceWarLevel.safeParse({ ...base, waves: slower }).success).toBe(false);
  });
});
