import { describe, expect, it } from 'vitest';
import type { Target } from '../../core/game/letterTargets.logic';
import { LETTER_HALF, balloonBox, balloonPlace } from './balloonLayout';

const t: Target = { id: 0, slot: 2, letter: 'a', spawnAt: 1000, endAt: 6000, fate: 'live', endedAt: null };

describe('balloon layout', () => {
  it('rises from below the field to its top edge between spawn and escape, inside its lane', () => {
    for (const [w, h, lanes] of [[1366, 600, 5], [390, 560, 7]] as const) {
      const box = balloonBox(w, h, lanes);
      expect(box.size).toBeGreaterThanOrEqual(54);
      expect(box.size).toBeLessThanOrEqual(w / lanes);
      expect(balloonPlace(t, 1000, box).y).toBeGreaterThan(h);
      // until it escapes, its letter is whole in the field, never under the HUD above it
      for (let now = 1000; now <= 6000; now += 50) expect(balloonPlace(t, now, box).y - box.size * LETTER_HALF).toBeGreaterThan(-1e-9);
      expect(balloonPlace(t, 6000, box).y).toBeLessThan(box.size);
      const mid = balloonPlace(t, 3500, box);
      expect(mid.y).toBeGreaterThan(0);
      expect(mid.y).toBeLessThan(h);
      for (let slot = 0; slot < lanes; slot++) {
        for (let now = 1000; now < 6000; now += 250) {
          const { x } = balloonPlace({ ...t, slot }, now, box);
          expect(x - box.size / 2).toBeGreaterThanOrEqual(0);
          expect(x + box.size / 2).toBeLessThanOrEqual(w);
        }
      }
      const lane = w / lanes;
      expect(mid.x).toBeGreaterThan(lane * 2);
      expect(mid.x).toBeLessThan(lane * 3);
    }
  });
  it('the same time gives the same place (frame-rate independent)', () => {
    const box = balloonBox(800, 500, 5);
    expect(balloonPlace(t, 2345, box)).toEqual(balloonPlace(t, 2345, box));
  });
});
