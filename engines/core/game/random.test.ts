import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const seqA = Array.from({ length: 20 }, () => a.next());
    const seqB = Array.from({ length: 20 }, () => b.next());
    expect(seqA).toEqual(seqB);
  });

  it('gives a different sequence for another seed', () => {
    const a = createRandom(1);
    const b = createRandom(2);
    expect(Array.from({ length: 5 }, () => a.next())).not.toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('keeps int within its bounds and reaches both ends', () => {
    const r = createRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const n = r.int(1, 4);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(4);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('shuffles into a permutation without touching the input', () => {
    const input = ['a', 's', 'd', 'f', 'j', 'k', 'l'];
    const out = createRandom(3).shuffle(input);
    expect(out.slice().sort()).toEqual(input.slice().sort());
    expect(input).toEqual(['a', 's', 'd', 'f', 'j', 'k', 'l']);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow();
  });
});
