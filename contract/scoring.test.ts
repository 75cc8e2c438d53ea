import { describe, expect, it } from 'vitest';
import { computeStars, starGoals } from './scoring';

const targets = { goalCpm: 30, minAccuracy: 90 };

describe('starGoals', () => {
  it('lists the chapter targets beside what was reached', () => {
    expect(starGoals({ cpm: 25, accuracy: 89 }, targets)).toEqual([
      { stars: 1, kind: 'finish', need: 0, got: 0, reached: true },
      { stars: 2, kind: 'accuracy', need: 90, got: 89, reached: false },
      { stars: 3, kind: 'speed', need: 30, got: 25, reached: false },
    ]);
  });

  it('gives no third star for speed without accuracy', () => {
    const goals = starGoals({ cpm: 80, accuracy: 50 }, targets);
    expect(goals.map((g) => g.reached)).toEqual([true, false, false]);
  });

  it('agrees with computeStars (the server\'s stars) everywhere', () => {
    for (const accuracy of [0, 4, 89.9, 90, 95, 100]) {
      for (const cpm of [0, 29, 30, 31, 200]) {
        const reached = starGoals({ cpm, accuracy }, targets).filter((g) => g.reached).length;
        const expected = accuracy < 90 ? 1 : cpm < 30 ? 2 : 3;
        expect(computeStars({ cpm, accuracy }, targets)).toBe(expected);
        expect(reached).toBe(expected);
      }
    }
  });
});
