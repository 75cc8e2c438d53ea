import { describe, expect, it } from 'vitest';
import { ParticlePool, type ParticleView } from './particlePool';

const makeView = (): ParticleView & { s: number } => {
  const v = { x: 0, y: 0, alpha: 1, rotation: 0, visible: false, tint: 0xffffff, s: 1, scale: { set: (x: number) => (v.s = x) } };
  return v;
};

describe('ParticlePool', () => {
  it('makes views lazily, reuses dead ones, never more than capacity', () => {
    let made = 0;
    const pool = new ParticlePool({ capacity: 3, create: () => (made++, makeView()) });
    expect(made).toBe(0);
    pool.emit({ x: 0, y: 0, vx: 0, vy: 0, life: 100 });
    pool.emit({ x: 0, y: 0, vx: 0, vy: 0, life: 100 });
    expect(pool.live).toBe(2);
    pool.update(150);
    expect(pool.live).toBe(0);
    pool.burst(10, 10, 10, { speed: [50, 100], life: 200 });
    expect(made).toBe(3);
    expect(pool.made).toBe(3);
    expect(pool.live).toBe(3);
  });

  it('when full, the oldest live particle is recycled', () => {
    const pool = new ParticlePool({ capacity: 2, create: makeView });
    const a = pool.emit({ x: 1, y: 0, vx: 0, vy: 0, life: 1000 });
    pool.emit({ x: 2, y: 0, vx: 0, vy: 0, life: 1000 });
    const c = pool.emit({ x: 3, y: 0, vx: 0, vy: 0, life: 1000 });
    expect(c).toBe(a);
    expect(c.x).toBe(3);
    expect(pool.live).toBe(2);
  });

  it('moves with velocity and gravity, fades and scales over its life, hides when dead', () => {
    const pool = new ParticlePool({ capacity: 4, create: makeView, gravity: 1000 });
    const v = pool.emit({ x: 0, y: 0, vx: 100, vy: 0, life: 1000, scale: 1, scaleTo: 0 }) as ReturnType<typeof makeView>;
    expect(v.visible).toBe(true);
    pool.update(500);
    expect(v.x).toBeCloseTo(50);
    expect(v.y).toBeCloseTo(250); // vy becomes 500 after 0.5 s, then moves 0.5 s
    expect(v.alpha).toBeCloseTo(0.5);
    expect(v.s).toBeCloseTo(0.5);
    pool.update(600);
    expect(v.visible).toBe(false);
    expect(pool.live).toBe(0);
  });

  it('emits only `density` of each burst (at least one): the low render quality', () => {
    const pool = new ParticlePool({ capacity: 50, create: makeView });
    pool.burst(0, 0, 20, { speed: [10, 20], life: 500 });
    expect(pool.live).toBe(20);
    pool.clear();
    pool.density = 0.3;
    pool.burst(0, 0, 20, { speed: [10, 20], life: 500 });
    expect(pool.live).toBe(6);
    pool.clear();
    pool.density = 0;
    pool.burst(0, 0, 20, { speed: [10, 20], life: 500 });
    expect(pool.live).toBe(1);
  });

  it('clear hides everything at once', () => {
    const pool = new ParticlePool({ capacity: 5, create: makeView });
    pool.burst(0, 0, 5, { speed: [10, 20], life: 500, tints: [1, 2] });
    pool.clear();
    expect(pool.live).toBe(0);
    expect(pool.views.every((v) => !v.visible)).toBe(true);
  });
});
