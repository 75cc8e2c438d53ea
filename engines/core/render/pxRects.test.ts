import { describe, expect, it } from 'vitest';
import { mergeOverlaps, mergeRects, toDevice } from './pxRects';

const r = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });

describe('mergeRects: dirty regions into a few scissor passes', () => {
  it('keeps far-apart regions as separate passes when a merge would add more pixels than a pass costs', () => {
    const out = mergeRects([r(0, 0, 10, 10), r(500, 500, 10, 10)], 1000, 3);
    expect(out).toHaveLength(2);
  });

  it('merges near regions whose union adds fewer pixels than a pass costs', () => {
    expect(mergeRects([r(0, 0, 10, 10), r(12, 0, 10, 10)], 1000, 3)).toEqual([r(0, 0, 22, 10)]);
  });

  it('always merges overlapping regions, and never returns more than maxPasses', () => {
    expect(mergeRects([r(0, 0, 100, 100), r(50, 50, 100, 100)], 0, 3)).toEqual([r(0, 0, 150, 150)]);
    const many = Array.from({ length: 7 }, (_, i) => r(i * 200, 0, 10, 10));
    const out = mergeRects(many, 0, 3);
    expect(out).toHaveLength(3);
    // every input pixel is still covered
    for (const m of many) expect(out.some((o) => o.x <= m.x && o.y <= m.y && o.x + o.w >= m.x + m.w && o.y + o.h >= m.y + m.h)).toBe(true);
  });

  it('drops empty regions', () => {
    expect(mergeRects([r(0, 0, 0, 10), r(5, 5, 10, 0)], 1000, 3)).toEqual([]);
  });
});

describe('mergeOverlaps: dirty regions into one clip', () => {
  it('merges only what overlaps, chains included', () => {
    // a chain: a overlaps b, b overlaps c (a and c do not); d stands apart, e touches it without overlapping
    const out = mergeOverlaps([r(0, 0, 10, 10), r(8, 0, 10, 10), r(16, 0, 10, 10), r(100, 100, 5, 5), r(105, 100, 5, 5)]);
    expect(out).toEqual([r(0, 0, 26, 10), r(100, 100, 5, 5), r(105, 100, 5, 5)]);
    // a reflow's sixty regions stay cheap to merge
    const reflow = Array.from({ length: 60 }, (_, i) => r((i % 12) * 50, Math.floor(i / 12) * 70, 48, 60));
    expect(mergeOverlaps(reflow)).toHaveLength(60);
  });

  it('drops empty regions', () => {
    expect(mergeOverlaps([r(0, 0, 0, 10), r(5, 5, 10, 0)])).toEqual([]);
  });
});

describe('toDevice: CSS-pixel bounds to padded, clamped device pixels', () => {
  it('scales by resolution, rounds outwards and pads', () => {
    expect(toDevice({ minX: 10.2, minY: 20.7, maxX: 30.1, maxY: 40 }, 2, 1000, 1000, 2)).toEqual({ x: 18, y: 39, w: 45, h: 43 });
  });
  it('clamps to the canvas and returns null for empty or off-canvas boxes', () => {
    expect(toDevice({ minX: -50, minY: -50, maxX: 10, maxY: 10 }, 1, 100, 100, 0)).toEqual({ x: 0, y: 0, w: 10, h: 10 });
    expect(toDevice({ minX: 5, minY: 5, maxX: 5, maxY: 9 }, 1, 100, 100)).toBeNull();
    expect(toDevice({ minX: 200, minY: 5, maxX: 300, maxY: 9 }, 1, 100, 100)).toBeNull();
  });
});
