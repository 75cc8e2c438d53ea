import { describe, expect, it } from 'vitest';
import { fitCell, layoutLines } from './layoutLines';

describe('layoutLines', () => {
  it('keeps items on one line while they fit', () => {
    expect(layoutLines([2, 3], 10, 0.5)).toEqual({ places: [{ line: 0, x: 0 }, { line: 0, x: 2.5 }], lineWidths: [5.5] });
  });

  it('moves a whole item to the next line rather than splitting it', () => {
    const { places, lineWidths } = layoutLines([5.5, 5.5, 2], 11, 0.5);
    expect(places).toEqual([{ line: 0, x: 0 }, { line: 1, x: 0 }, { line: 1, x: 6 }]);
    expect(lineWidths).toEqual([5.5, 8]);
  });

  it('gives an item wider than the line a line of its own', () => {
    expect(layoutLines([1, 20, 1], 10, 0).places.map((p) => p.line)).toEqual([0, 1, 2]);
  });
});

describe('fitCell', () => {
  const opts = { gap: 0.4, lineHeight: 1.6, titleLines: 0, max: 200, min: 40 };

  it('uses the largest cell for a short word', () => {
    expect(fitCell([2], 1000, 600, opts)).toBe(200);
  });

  it('shrinks a four-line poem until every line fits the height', () => {
    const cell = fitCell([6, 6, 6, 6], 800, 500, opts);
    const lines = layoutLines([6, 6, 6, 6], 800 / cell, 0.4).lineWidths.length;
    expect(lines * 1.6 * cell).toBeLessThanOrEqual(500);
    expect(cell).toBeLessThan(200);
    expect(cell).toBeGreaterThan(40);
  });
});
