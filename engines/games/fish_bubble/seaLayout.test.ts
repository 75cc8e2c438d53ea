import { describe, expect, it } from 'vitest';
import type { Target } from '../../core/game/letterTargets.logic';
import { bubblePlace, fishSpot, mouthOf, seaBox } from './seaLayout';

const target = (slot: number, id = 0): Target => ({ id, slot, letter: 'a', spawnAt: 1000, endAt: 7000, fate: 'live', endedAt: null });

describe('小鱼吐泡泡 layout', () => {
  it('a bubble leaves its fish small, grows, rises steadily and is whole in the field when it escapes', () => {
    for (const [w, h, fish] of [[1366, 560, 4], [800, 500, 6], [390, 420, 5], [1920, 700, 7]] as const) {
      const box = seaBox(w, h, fish);
      for (let slot = 0; slot < fish; slot++) {
        const t = target(slot, slot);
        const start = bubblePlace(t, t.spawnAt, box);
        expect(start.scale).toBeCloseTo(0.35);
        expect(start.y).toBeLessThan(mouthOf(slot, box).y);
        expect(bubblePlace(t, t.spawnAt + 1000, box).scale).toBe(1);
        let last = Infinity;
        for (let now = t.spawnAt; now <= t.endAt; now += 250) {
          const at = bubblePlace(t, now, box);
          expect(at.y, `${w}×${h} slot ${slot} at ${now}`).toBeLessThan(last);
          last = at.y;
          expect(at.x - (box.bubble * at.scale) / 2).toBeGreaterThanOrEqual(0);
          expect(at.x + (box.bubble * at.scale) / 2).toBeLessThanOrEqual(w);
        }
        const end = bubblePlace(t, t.endAt, box);
        expect(end.y - box.bubble / 2).toBeGreaterThanOrEqual(0);
        expect(end.y).toBeLessThan(box.height * 0.3);
      }
    }
  });

  it('fish sit on the sand side by side, none off the field, bubbles never smaller than a finger', () => {
    for (const [w, h, fish] of [[1366, 560, 4], [390, 420, 7]] as const) {
      const box = seaBox(w, h, fish);
      expect(box.bubble).toBeGreaterThanOrEqual(58);
      const spots = [...Array(fish).keys()].map((s) => fishSpot(s, box));
      for (const s of spots) {
        expect(s.x - box.fishSize * 0.54).toBeGreaterThanOrEqual(0);
        expect(s.y).toBeLessThan(box.floorY);
      }
      for (let i = 1; i < spots.length; i++) expect(spots[i]!.x).toBeGreaterThanOrEqual(spots[i - 1]!.x);
    }
  });
});
