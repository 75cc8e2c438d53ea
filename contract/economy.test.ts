import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REASON_ZH } from './account';
import { POINT_CATEGORIES, categoryOf, economyMarkdown, earnedOf, replayPoints } from './economy';

describe('the points economy', () => {
  it('is written in docs/POINTS.md exactly as the constant says', () => {
    const doc = readFileSync('docs/POINTS.md', 'utf8');
    const table = doc.split('<!-- economy-table: generated from contract/economy.ts economyMarkdown() -->\n')[1]?.split('\n<!-- /economy-table -->')[0];
    expect(table).toBe(economyMarkdown());
  });

  it('puts every ledger reason the server writes in exactly one category', () => {
    for (const reason of ['chapter', 'replay', 'signIn', 'draw', 'game']) {
      expect(POINT_CATEGORIES.filter((c) => c.reasons.includes(reason))).toHaveLength(1);
      expect(REASON_ZH[reason]).toBeTruthy();
    }
    expect(categoryOf('something new')).toBe('other');
  });

  it('counts practice and check-in as earned, not the draw or spending', () => {
    expect(earnedOf({ practice: 40, signIn: 10, draw: 150, game: -50, other: 0 })).toBe(50);
    expect([1, 2, 3].map(replayPoints)).toEqual([0, 10, 10]);
  });
});
