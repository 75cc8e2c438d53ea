import { describe, expect, it } from 'vitest';
import { approach, trackLayout } from './raceLayout';

describe('trackLayout', () => {
  it('gives few racers tall lanes, capped', () => {
    const l = trackLayout(3, 1920, 1080);
    expect(l.columns).toBe(1);
    expect(l.laneHeight).toBe(170);
    expect(l.lanes).toHaveLength(3);
    expect(l.finishX).toBeGreaterThan(l.startX + 1000);
  });

  it('fits 40 racers on a projector in two columns, names still legible', () => {
    const l = trackLayout(40, 1920, 1080);
    expect(l.columns).toBe(2);
    expect(l.fontSize).toBeGreaterThanOrEqual(18);
    const last = l.lanes[39]!;
    expect(last.y + l.laneHeight).toBeLessThanOrEqual(1080);
    expect(last.x + l.columnWidth).toBeLessThanOrEqual(1920);
  });

  it('fits 40 racers on a phone in one column', () => {
    const l = trackLayout(40, 390, 700);
    expect(l.columns).toBe(1);
    expect(l.lanes[39]!.y + l.laneHeight).toBeLessThanOrEqual(700);
    expect(l.fontSize).toBeGreaterThanOrEqual(14);
  });
});

describe('approach', () => {
  it('eases toward the target and arrives', () => {
    let p = 0;
    for (let i = 0; i < 10; i++) p = approach(p, 0.5, 16);
    expect(p).toBeGreaterThan(0.2);
    expect(p).toBeLessThan(0.5);
    for (let i = 0; i < 200; i++) p = approach(p, 0.5, 16);
    expect(p).toBe(0.5);
  });
  it('never moves back a little, but follows a reset', () => {
    expect(approach(0.5, 0.45, 16)).toBe(0.5);
    expect(approach(0.9, 0, 16)).toBe(0);
  });
});
