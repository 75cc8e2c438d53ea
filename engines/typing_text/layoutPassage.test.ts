import { describe, expect, it } from 'vitest';
import { layoutPassage } from './layoutPassage';

describe('layoutPassage', () => {
  it('puts each line on its own row with the Enter marker after its last character', () => {
    const layout = layoutPassage(['ab', 'c'], 10);
    expect(layout.cells).toEqual([{ row: 0, col: 0 }, { row: 0, col: 1 }, { row: 0, col: 2 }, { row: 1, col: 0 }]);
    expect(layout.lineRows).toEqual([{ first: 0, last: 0 }, { first: 1, last: 1 }]);
    expect(layout.rows).toBe(2);
  });

  it('wraps a long line before a word that does not fit', () => {
    const layout = layoutPassage(['the cat sat'], 8);
    // "the cat " fits in 8 columns, "sat" moves to the next row
    expect(layout.cells.map((c) => c.row)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1]);
    expect(layout.cells[8]).toEqual({ row: 1, col: 0 });
    expect(layout.lineRows).toEqual([{ first: 0, last: 1 }]);
  });

  it('lets a space at the end of a full row hang in the spare column', () => {
    const layout = layoutPassage(['abcd ef'], 4);
    expect(layout.cells[4]).toEqual({ row: 0, col: 4 });
    expect(layout.cells[5]).toEqual({ row: 1, col: 0 });
  });

  it('breaks a word longer than a row', () => {
    const layout = layoutPassage(['abcdef', 'g'], 4);
    expect(layout.cells.slice(0, 7)).toEqual([
      { row: 0, col: 0 }, { row: 0, col: 1 }, { row: 0, col: 2 }, { row: 0, col: 3 },
      { row: 1, col: 0 }, { row: 1, col: 1 }, { row: 1, col: 2 },
    ]);
    expect(layout.lineRows[1]).toEqual({ first: 2, last: 2 });
  });

  it('gives an empty line a row holding only its Enter', () => {
    const layout = layoutPassage(['a', '', 'b'], 10);
    expect(layout.cells).toEqual([{ row: 0, col: 0 }, { row: 0, col: 1 }, { row: 1, col: 0 }, { row: 2, col: 0 }]);
  });

  it('has a cell for the Enter after the last line when asked', () => {
    expect(layoutPassage(['ab'], 10, true).cells).toHaveLength(3);
  });
});
