import { describe, expect, it } from 'vitest';
import { applePlace, hangShare, orchardBox, shownNumber } from './orchardLayout';
import type { Apple } from './apple_catch.types';

const apple: Apple = { id: 0, number: '12', x: 0.5, spawnAt: 1000, groundAt: 11000, fate: 'falling', endedAt: null };

describe('接苹果 layout', () => {
  it('hangs an apple on the tree, then drops it evenly to rest on the grass', () => {
    const box = orchardBox(900, 560);
    expect(hangShare(apple)).toBeCloseTo(0.09);
    expect(applePlace(apple, 1000, box, 40)).toEqual({ x: 450, y: box.treeY, hanging: true });
    expect(applePlace(apple, 1800, box, 40).y).toBe(box.treeY);
    const mid = applePlace(apple, 1900 + (11000 - 1900) / 2, box, 40);
    expect(mid.hanging).toBe(false);
    expect(mid.y).toBeCloseTo((box.treeY + box.groundY - box.appleR) / 2);
    expect(applePlace(apple, 11000, box, 40).y).toBeCloseTo(box.groundY - box.appleR);
    expect(box.groundY).toBeLessThan(box.entryY);
    expect(box.entryY).toBeLessThan(box.height);
  });

  it('keeps a wide price tag inside a phone-wide field', () => {
    const box = orchardBox(390, 600);
    expect(applePlace({ ...apple, x: 0 }, 2000, box, 90).x).toBe(98);
    expect(applePlace({ ...apple, x: 1 }, 2000, box, 90).x).toBe(390 - 98);
    expect(applePlace({ ...apple, x: 0.5 }, 2000, box, 200).x).toBe(195);
  });

  it('groups phone numbers 3-4-4 and splits the typed part off', () => {
    expect(shownNumber('13812345678', 0)).toEqual(['', '138 1234 5678']);
    expect(shownNumber('13812345678', 5)).toEqual(['138 12', '34 5678']);
    expect(shownNumber('12.50', 3)).toEqual(['12.', '50']);
    expect(shownNumber('7', 1)).toEqual(['7', '']);
  });
});
