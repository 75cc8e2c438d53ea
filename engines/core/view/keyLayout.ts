import type { KeyDef } from '../keyboard';

/** A rectangle in pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface KeyLayout {
  /** pixels per key unit */
  unit: number;
  /** the board (keys plus padding), centred in the box */
  board: Rect;
  /** each key's cap, keyed by key_id, gap already taken off */
  keys: Map<string, Rect>;
}

/** Padding around the keys and the gap between caps, in key units. */
export const BOARD_PAD = 0.35;
export const KEY_GAP = 0.1;

/** The size of a set of keys in key units. */
export function extentOf(keys: readonly KeyDef[]): { cols: number; rows: number } {
  let cols = 0;
  let rows = 0;
  for (const k of keys) {
    cols = Math.max(cols, k.x + k.width);
    rows = Math.max(rows, k.row + k.height);
  }
  return { cols, rows };
}

/** Width / height of the board for these keys. */
export function boardAspect(keys: readonly KeyDef[]): number {
  const { cols, rows } = extentOf(keys);
  return (cols + 2 * BOARD_PAD) / (rows + 2 * BOARD_PAD);
}

/**
 * Lays keys out in a box of width × height (CSS pixels), keeping the board's aspect and centring it.
 * Pure, so scenes and the finger pointer agree on where every key is.
 */
export function layoutKeys(keys: readonly KeyDef[], width: number, height: number): KeyLayout {
  const { cols, rows } = extentOf(keys);
  const unit = Math.max(0, Math.min(width / (cols + 2 * BOARD_PAD), height / (rows + 2 * BOARD_PAD)));
  const bw = unit * (cols + 2 * BOARD_PAD);
  const bh = unit * (rows + 2 * BOARD_PAD);
  const board = { x: (width - bw) / 2, y: (height - bh) / 2, width: bw, height: bh };
  const gap = unit * KEY_GAP;
  const rects = new Map<string, Rect>();
  for (const k of keys) {
    rects.set(k.key_id, {
      x: board.x + unit * (BOARD_PAD + k.x) + gap / 2,
      y: board.y + unit * (BOARD_PAD + k.row) + gap / 2,
      width: unit * k.width - gap,
      height: unit * k.height - gap,
    });
  }
  return { unit, board, keys: rects };
}

/** The key under a point, or null (for taps on a canvas without hit areas). */
export function keyAt(layout: KeyLayout, x: number, y: number): string | null {
  for (const [id, r] of layout.keys) {
    if (x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height) return id;
  }
  return null;
}

/** Hands band height as a share of the keyboard's height, per board. */
export const HANDS_SHARE = { standard: 0.4, numpad: 0.4 } as const;

/**
 * Where a keyboard panel puts the board and the hands band inside width × height: the board as
 * large as fits with the band under it, both centred. With the hands hidden the board takes it all.
 * `handsScale` shrinks the band (a projector gives the room to the keys, the hands stay).
 */
export function panelLayout(
  keys: readonly KeyDef[],
  board: 'standard' | 'numpad',
  width: number,
  height: number,
  handsVisible: boolean,
  handsScale = 1,
): { keyboard: Rect; hands: Rect } {
  const share = handsVisible ? HANDS_SHARE[board] * handsScale : 0;
  const aspect = boardAspect(keys);
  const kh = Math.max(0, Math.min(height / (1 + share), width / aspect));
  const top = (height - kh * (1 + share)) / 2;
  return {
    keyboard: { x: 0, y: top, width, height: kh },
    hands: { x: (width - kh * aspect) / 2, y: top + kh, width: kh * aspect, height: kh * share },
  };
}
