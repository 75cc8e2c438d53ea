import { describe, expect, it } from 'vitest';
import { ease, lerp, Tweens } from './tween';

describe('easing', () => {
  it('every ease starts at 0 and ends at 1, clamped outside 0..1', () => {
    for (const [name, f] of Object.entries(ease)) {
      expect(f(0), name).toBeCloseTo(0, 6);
      expect(f(1), name).toBeCloseTo(1, 6);
      expect(f(-1), name).toBeCloseTo(0, 6);
      expect(f(2), name).toBeCloseTo(1, 6);
    }
  });
  it('quadOut is ahead of linear, quadIn behind; backOut overshoots', () => {
    expect(ease.quadOut(0.5)).toBe(0.75);
    expect(ease.quadIn(0.5)).toBe(0.25);
    expect(Math.max(...[0.6, 0.7, 0.8, 0.9].map(ease.backOut))).toBeGreaterThan(1);
    expect(lerp(10, 20, 0.25)).toBe(12.5);
  });
});

describe('Tweens', () => {
  it('advances only on update, ends at exactly the target and completes once', () => {
    const tw = new Tweens();
    const seen: number[] = [];
    let done = 0;
    tw.to(0, 100, 100, (v) => seen.push(v), { ease: 'linear', onComplete: () => done++ });
    expect(seen).toEqual([0]);
    expect(tw.active).toBe(1);
    tw.update(25);
    tw.update(25);
    expect(seen).toEqual([0, 25, 50]);
    tw.update(1000);
    expect(seen.at(-1)).toBe(100);
    expect(done).toBe(1);
    expect(tw.active).toBe(0);
    tw.update(16);
    expect(done).toBe(1);
  });

  it('the same total time in different frame steps lands on the same end', () => {
    const end = (step: number) => {
      const tw = new Tweens();
      let v = -1;
      tw.to(0, 1, 300, (x) => (v = x), { ease: 'backOut', delay: 50 });
      for (let t = 0; t < 400; t += step) tw.update(step);
      return v;
    };
    expect(end(1000 / 30)).toBe(1);
    expect(end(1000 / 144)).toBe(1);
  });

  it('waits for its delay, then starts from 0', () => {
    const tw = new Tweens();
    const seen: number[] = [];
    tw.add({ duration: 100, delay: 50, ease: 'linear', onUpdate: (p) => seen.push(p) });
    tw.update(40);
    expect(seen).toEqual([]);
    tw.update(20);
    expect(seen).toEqual([0, 0.1]);
  });

  it('a tween with the same key replaces the running one; cancel and clear stop without completing', () => {
    const tw = new Tweens();
    let completed = 0;
    tw.add({ key: 'mole1', duration: 100, onUpdate: () => {}, onComplete: () => completed++ });
    tw.add({ key: 'mole1', duration: 100, onUpdate: () => {}, onComplete: () => completed++ });
    expect(tw.active).toBe(1);
    const h = tw.add({ duration: 100, onUpdate: () => {}, onComplete: () => completed++ });
    h.cancel();
    expect(h.done).toBe(true);
    expect(tw.active).toBe(1);
    tw.update(200);
    expect(completed).toBe(1);
    tw.add({ duration: 100, onUpdate: () => {}, onComplete: () => completed++ });
    tw.clear();
    tw.update(200);
    expect(completed).toBe(1);
  });

  it('a tween may start another from onComplete (chains)', () => {
    const tw = new Tweens();
    const order: string[] = [];
    tw.add({ duration: 10, onUpdate: () => {}, onComplete: () => {
      order.push('up');
      tw.add({ duration: 10, onUpdate: () => {}, onComplete: () => order.push('down') });
    } });
    tw.update(10);
    tw.update(10);
    expect(order).toEqual(['up', 'down']);
  });
});
