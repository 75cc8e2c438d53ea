import { describe, expect, it } from 'vitest';
import type { Target } from '../../core/game/letterTargets.logic';
import { holeLayout, molePose, RISE_MS, SINK_MS, STUN_MS } from './molePose';

const mole: Target = { id: 0, slot: 0, letter: 'a', spawnAt: 1000, endAt: 3000, fate: 'live', endedAt: null };

describe('molePose', () => {
  it('climbs out, stays up, slips back down by its end time', () => {
    expect(molePose(mole, 1000).up).toBeCloseTo(0);
    expect(molePose(mole, 1000 + RISE_MS).up).toBeCloseTo(1);
    expect(molePose(mole, 2000)).toEqual({ up: 1, stunned: false });
    expect(molePose(mole, 3000 - SINK_MS / 2).up).toBeCloseTo(0.5);
    expect(molePose(mole, 3000).up).toBe(0);
  });
  it('a whacked mole stays up dizzy, then sinks', () => {
    const hit: Target = { ...mole, fate: 'hit', endedAt: 1500 };
    expect(molePose(hit, 1600)).toEqual({ up: 1, stunned: true });
    expect(molePose(hit, 1500 + STUN_MS + SINK_MS).up).toBe(0);
  });
});

describe('holeLayout', () => {
  it('puts 6 or 9 holes inside the field, none overlapping', () => {
    for (const [holes, w, h] of [[6, 1366, 560], [9, 1366, 560], [9, 390, 520]] as const) {
      const { spots, size } = holeLayout(holes, w, h);
      expect(spots).toHaveLength(holes);
      for (const s of spots) {
        expect(s.x - size / 2).toBeGreaterThanOrEqual(0);
        expect(s.x + size / 2).toBeLessThanOrEqual(w);
        expect(s.y).toBeLessThan(h);
      }
      for (const a of spots) for (const b of spots) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(size);
    }
  });
});
