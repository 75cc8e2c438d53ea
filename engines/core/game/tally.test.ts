import { describe, expect, it } from 'vitest';
import { clearedWithLives, comboBroken, ended, LIFE_BONUS, logged, multiplierOf, newTally, raisedMultiplier, rightKey, scored, tallyOutcome, wrongKey } from './tally.logic';
import { SLOW_MS, SLOW_RATE } from './props';

const STARS = [10, 20, 30] as const;

describe('tally', () => {
  describe('when right keys come in a row', () => {
    it('grows the combo and the best combo, counts each right and on its key', () => {
      const t = rightKey(rightKey(newTally(), 'KeyA'), 'KeyA');
      expect(t).toMatchObject({ combo: 2, maxCombo: 2, correct: 2, wrong: 0 });
      expect(t.keyStats).toEqual({ KeyA: { hit: 2, miss: 0 } });
    });

    it('keeps the best combo when a wrong key breaks it', () => {
      const t = rightKey(wrongKey(rightKey(rightKey(newTally(), 'KeyA'), 'KeyS'), 'KeyD'), 'KeyF');
      expect(t).toMatchObject({ combo: 1, maxCombo: 2, correct: 3, wrong: 1 });
      expect(t.keyStats.KeyD).toEqual({ hit: 0, miss: 1 });
    });

    it('counts a key without a code (IME text with no key) but on no key', () => {
      const t = wrongKey(rightKey(newTally(), undefined), '');
      expect(t).toMatchObject({ correct: 1, wrong: 1 });
      expect(t.keyStats).toEqual({});
    });
  });

  describe('when the world breaks the combo or points are scored', () => {
    it('breaks the combo without counting a key', () => {
      const t = comboBroken(rightKey(newTally(), 'KeyA'));
      expect(t).toMatchObject({ combo: 0, maxCombo: 1, correct: 1, wrong: 0 });
    });

    it('adds points, and gives the same tally back for none', () => {
      const t = scored(newTally(), 30);
      expect(t.score).toBe(30);
      expect(scored(t, 0)).toBe(t);
    });
  });

  it('keeps the fields of the context it is part of', () => {
    const context = { ...newTally(), lives: 3, now: 5 };
    const next = ended(logged(wrongKey(context, 'KeyA'), [5, 'KeyA', 'a']), 'lives', 5);
    expect(next).toMatchObject({ lives: 3, now: 5, endedBy: 'lives', endedAt: 5, log: [[5, 'KeyA', 'a']] });
    expect(context.log).toEqual([]);
  });

  describe('the outcome', () => {
    it('has every field, in the order the server stores them', () => {
      const t = { ...ended(scored(rightKey(logged(newTally(), [100, 'KeyA', 'a']), 'KeyA'), 25), 'cleared', 900), now: 900 };
      const out = tallyOutcome(t, { stars: STARS, unended: 'lives' });
      expect(Object.keys(out)).toEqual(['score', 'accuracy', 'correct', 'wrong', 'maxCombo', 'durationMs', 'stars', 'endedBy', 'keyStats', 'log']);
      expect(out).toEqual({ score: 25, accuracy: 100, correct: 1, wrong: 0, maxCombo: 1, durationMs: 900, stars: 2, endedBy: 'cleared', keyStats: { KeyA: { hit: 1, miss: 0 } }, log: [[100, 'KeyA', 'a']] });
    });

    it('counts a round that never ended as the game says, lasting until now', () => {
      const out = tallyOutcome({ ...newTally(), now: 1234 }, { stars: STARS, unended: 'time' });
      expect(out).toMatchObject({ endedBy: 'time', durationMs: 1234, accuracy: 100, stars: 0 });
    });

    it('gives the duration in game time after a slow prop (the world ran behind)', () => {
      const props = { used: ['slow' as const], slowFrom: 1000, hintFrom: null };
      const worldEnd = 1000 + SLOW_MS * SLOW_RATE + 500;
      const out = tallyOutcome({ ...ended(newTally(), 'lives', worldEnd), now: worldEnd }, { stars: STARS, props, unended: 'lives' });
      // in game time: the slow's 8 s in full, then 500 ms; rounded up to the next whole ms (props.ts gameDurationOf)
      expect(out.durationMs).toBe(1000 + SLOW_MS + 500 + 1);
    });
  });

  describe('the combo multiplier and the life bonus, one of each for every game', () => {
    it('raises ×1 by one every 10 right keys in a row up to ×4 (the games with lives), or by the level\'s steps', () => {
      expect([0, 9, 10, 19, 20, 30, 45, 200].map((c) => multiplierOf(c))).toEqual([1, 1, 2, 2, 3, 4, 4, 4]);
      expect([0, 4, 5, 10, 99].map((c) => multiplierOf(c, { comboStep: 5, maxMultiplier: 3 }))).toEqual([1, 1, 2, 3, 3]);
      // the hit that raises it, and only that one (a scene's 得分 ×N！): never past the cap
      const steps = { comboStep: 5, maxMultiplier: 3 };
      expect([0, 4, 5, 6, 10, 15].map((c) => raisedMultiplier(c, steps))).toEqual([null, null, 2, null, 3, null]);
    });

    it('ends a round with lives as cleared and pays LIFE_BONUS per life left', () => {
      const t = clearedWithLives({ ...scored(newTally(), 30), now: 100, lives: 2 }, 4_000);
      expect(t).toMatchObject({ endedBy: 'cleared', endedAt: 4_000, now: 4_000, score: 30 + 2 * LIFE_BONUS });
    });
  });
});
