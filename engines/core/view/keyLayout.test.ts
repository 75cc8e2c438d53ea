import { describe, expect, it } from 'vitest';
import { NUMPAD_KEYS, STANDARD_KEYS } from '../keyboard';
import { BOARD_PAD, HANDS_SHARE, boardAspect, keyAt, layoutKeys, panelLayout } from './keyLayout';

describe('layoutKeys', () => {
  it('keeps the board aspect and centres it in a wide box', () => {
    const layout = layoutKeys(STANDARD_KEYS, 2000, 400);
    expect(layout.board.height).toBeCloseTo(400);
    expect(layout.board.width / layout.board.height).toBeCloseTo(boardAspect(STANDARD_KEYS));
    expect(layout.board.x).toBeCloseTo((2000 - layout.board.width) / 2);
    expect(layout.board.y).toBeCloseTo(0);
  });

  it('fills the width of a tall box', () => {
    const layout = layoutKeys(STANDARD_KEYS, 800, 2000);
    expect(layout.board.width).toBeCloseTo(800);
    expect(layout.unit).toBeCloseTo(800 / (15 + 2 * BOARD_PAD));
  });

  it('places F left of J on the same row, and Space under them', () => {
    const { keys } = layoutKeys(STANDARD_KEYS, 1500, 500);
    const f = keys.get('KeyF')!;
    const j = keys.get('KeyJ')!;
    const space = keys.get('Space')!;
    expect(f.y).toBe(j.y);
    expect(f.x).toBeLessThan(j.x);
    expect(space.y).toBeGreaterThan(f.y);
    expect(space.width).toBeGreaterThan(5 * f.width);
  });

  it('keeps every cap inside the board and apart from its neighbours', () => {
    const { keys, board } = layoutKeys(STANDARD_KEYS, 1234, 456);
    const all = [...keys.values()];
    for (const r of all) {
      expect(r.x).toBeGreaterThanOrEqual(board.x);
      expect(r.x + r.width).toBeLessThanOrEqual(board.x + board.width + 1e-9);
      expect(r.y + r.height).toBeLessThanOrEqual(board.y + board.height + 1e-9);
    }
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < all.length; j++) {
        const a = all[i], b = all[j];
        const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        expect(overlap).toBe(false);
      }
    }
  });

  it('makes the number-pad + and Enter two rows tall and 0 two columns wide', () => {
    const { keys } = layoutKeys(NUMPAD_KEYS, 400, 500);
    const one = keys.get('Numpad1')!;
    expect(keys.get('NumpadAdd')!.height).toBeGreaterThan(1.9 * one.height);
    expect(keys.get('NumpadEnter')!.height).toBeGreaterThan(1.9 * one.height);
    expect(keys.get('Numpad0')!.width).toBeGreaterThan(1.9 * one.width);
  });

  it('finds the key under a point', () => {
    const layout = layoutKeys(STANDARD_KEYS, 1500, 500);
    const f = layout.keys.get('KeyF')!;
    expect(keyAt(layout, f.x + f.width / 2, f.y + f.height / 2)).toBe('KeyF');
    expect(keyAt(layout, 0, 0)).toBeNull();
  });

  it('gives an empty box zero-sized keys instead of failing', () => {
    const layout = layoutKeys(STANDARD_KEYS, 0, 0);
    expect(layout.unit).toBe(0);
  });
});

describe('panelLayout', () => {
  it('puts the hands band right under the keyboard board, as wide as the board', () => {
    const { keyboard, hands } = panelLayout(STANDARD_KEYS, 'standard', 1200, 600, true);
    const board = layoutKeys(STANDARD_KEYS, keyboard.width, keyboard.height).board;
    expect(hands.y).toBeCloseTo(keyboard.y + keyboard.height);
    expect(hands.width).toBeCloseTo(board.width);
    expect(hands.height).toBeCloseTo(keyboard.height * HANDS_SHARE.standard);
    expect(keyboard.y + keyboard.height + hands.height).toBeLessThanOrEqual(600 + 1e-9);
  });

  it('gives the whole box to the keyboard when the hands are hidden', () => {
    const shown = panelLayout(NUMPAD_KEYS, 'numpad', 500, 500, true);
    const hidden = panelLayout(NUMPAD_KEYS, 'numpad', 500, 500, false);
    expect(hidden.hands.height).toBe(0);
    expect(hidden.keyboard.height).toBeGreaterThan(shown.keyboard.height);
  });

  it('shrinks the hands band by handsScale and gives the room to the keyboard (a projector)', () => {
    const full = panelLayout(STANDARD_KEYS, 'standard', 1900, 600, true);
    const small = panelLayout(STANDARD_KEYS, 'standard', 1900, 600, true, 0.5);
    expect(small.hands.height).toBeCloseTo(small.keyboard.height * HANDS_SHARE.standard * 0.5);
    expect(small.keyboard.height).toBeGreaterThan(full.keyboard.height);
    expect(small.keyboard.y + small.keyboard.height + small.hands.height).toBeLessThanOrEqual(600 + 1e-9);
  });
});
