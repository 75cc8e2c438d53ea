import type { Finger, Hand } from '../keyboard';
import type { ThemeName } from '../types';

/** How one keyboard theme looks. Sizes are fractions of a key unit so they scale with the board. */
export interface KeyboardTheme {
  board: { fill: number; fill2: number; stroke: number; strokeWidth: number; radius: number };
  key: {
    fill: number;
    /** fill of named keys (Shift, Enter…) */
    modFill: number;
    stroke: number;
    strokeWidth: number;
    radius: number;
    /** fill alpha; below 1 the board shows through (glass) */
    alpha: number;
    /** a hard shadow under the cap: depth as a fraction of a unit */
    depth: number;
    depthColor: number;
    /** a glossy band on the top half of the cap */
    gloss: number;
  };
  /** colour the caps by finger zone at this strength (0 = plain keys, 1 = full finger colours) */
  zones: number;
  text: number;
  /** shifted legend colour */
  textTop: number;
  /** text colour on zone-coloured caps when zones is 1 */
  zoneText: number;
  fontWeight: 'normal' | 'bold' | '900';
  target: { fill: number; stroke: number; text: number };
  error: { fill: number; text: number };
  tip: number;
  /** keys rock gently */
  wobble: boolean;
}

/** One colour per finger, mirrored on both hands; the index fingers differ so the two halves read apart. */
export const FINGER_COLORS: Record<Hand, Record<Finger, number>> = {
  left: { pinky: 0xa57cff, ring: 0x3fa2ff, middle: 0x2ec47f, index: 0xff8a3d, thumb: 0xff5c93 },
  right: { pinky: 0xa57cff, ring: 0x3fa2ff, middle: 0x2ec47f, index: 0xffbf1f, thumb: 0xff5c93 },
};

export const fingerColor = (hand: Hand, finger: Finger): number => FINGER_COLORS[hand][finger];

/** Mix two colours: t = 0 gives a, 1 gives b. */
export function mix(a: number, b: number, t: number): number {
  const ch = (c: number, s: number) => (c >> s) & 0xff;
  const m = (s: number) => Math.round(ch(a, s) + (ch(b, s) - ch(a, s)) * t) << s;
  return m(16) | m(8) | m(0);
}

const ORANGE = { fill: 0xff7a2f, stroke: 0xc84a0c, text: 0xffffff };
const RED = { fill: 0xe8453c, text: 0xffffff };

export const KEYBOARD_THEMES: Record<ThemeName, KeyboardTheme> = {
  // Clean, light, like a modern laptop.
  standard: {
    board: { fill: 0xe4e7ee, fill2: 0xd3d8e2, stroke: 0xc3c9d6, strokeWidth: 0.03, radius: 0.3 },
    key: { fill: 0xffffff, modFill: 0xeef1f6, stroke: 0xc9ced9, strokeWidth: 0.025, radius: 0.14, alpha: 1, depth: 0.06, depthColor: 0xb2b9c8, gloss: 0 },
    zones: 0, text: 0x2a2d43, textTop: 0x6a708a, zoneText: 0x2a2d43, fontWeight: 'bold',
    target: ORANGE, error: RED, tip: 0x2f9bff, wobble: false,
  },
  // Chunky outlined caps on a sunny board, pastel finger zones.
  cartoon: {
    board: { fill: 0xffd84d, fill2: 0xffc21a, stroke: 0x3a2c1a, strokeWidth: 0.07, radius: 0.45 },
    key: { fill: 0xfffaf0, modFill: 0xfff0c2, stroke: 0x3a2c1a, strokeWidth: 0.06, radius: 0.3, alpha: 1, depth: 0.1, depthColor: 0x3a2c1a, gloss: 0 },
    zones: 0.35, text: 0x3a2c1a, textTop: 0x7a5a2a, zoneText: 0x3a2c1a, fontWeight: '900',
    target: { fill: 0xff4f8b, stroke: 0x3a2c1a, text: 0xffffff }, error: { fill: 0xe8453c, text: 0xffffff }, tip: 0x3a2c1a, wobble: false,
  },
  // A vintage beige keyboard: cream caps, grey modifiers, square-ish corners.
  classic: {
    board: { fill: 0x6b5a48, fill2: 0x4f4133, stroke: 0x3b3026, strokeWidth: 0.04, radius: 0.12 },
    key: { fill: 0xf3ead6, modFill: 0xb9b09c, stroke: 0x8f8470, strokeWidth: 0.02, radius: 0.06, alpha: 1, depth: 0.12, depthColor: 0x9c9078, gloss: 0 },
    zones: 0, text: 0x3b3026, textTop: 0x7a6b55, zoneText: 0x3b3026, fontWeight: 'bold',
    target: { fill: 0xd9822b, stroke: 0x7a3f08, text: 0xffffff }, error: { fill: 0xc0392b, text: 0xffffff }, tip: 0x7a3f08, wobble: false,
  },
  // Every cap in its finger's colour: the zones are the whole picture.
  colorful: {
    board: { fill: 0xffffff, fill2: 0xf4f0ff, stroke: 0xe2dcf5, strokeWidth: 0.03, radius: 0.35 },
    key: { fill: 0xffffff, modFill: 0xdcd6ea, stroke: 0xffffff, strokeWidth: 0.03, radius: 0.2, alpha: 1, depth: 0.08, depthColor: 0x000000, gloss: 0.18 },
    zones: 1, text: 0x2a2d43, textTop: 0xffffff, zoneText: 0xffffff, fontWeight: '900',
    target: { fill: 0x2a2d43, stroke: 0xffffff, text: 0xffffff }, error: RED, tip: 0x2a2d43, wobble: false,
  },
  // Frosted caps over a deep night-blue board with glowing edges.
  glass: {
    board: { fill: 0x1d2b64, fill2: 0x3a1c71, stroke: 0x7fd3ff, strokeWidth: 0.03, radius: 0.35 },
    key: { fill: 0xffffff, modFill: 0xbfe6ff, stroke: 0x9fe3ff, strokeWidth: 0.03, radius: 0.2, alpha: 0.16, depth: 0, depthColor: 0x000000, gloss: 0.22 },
    zones: 0, text: 0xffffff, textTop: 0x9fe3ff, zoneText: 0xffffff, fontWeight: 'bold',
    target: { fill: 0x00e0ff, stroke: 0xffffff, text: 0x10204a }, error: { fill: 0xff4f6d, text: 0xffffff }, tip: 0x7fffd4, wobble: false,
  },
  // Round jelly caps on a mint board that rock gently.
  wobbly: {
    board: { fill: 0xc9f5e4, fill2: 0x9fe8cf, stroke: 0x5cc9a1, strokeWidth: 0.05, radius: 0.5 },
    key: { fill: 0xffffff, modFill: 0xfff0f6, stroke: 0x5cc9a1, strokeWidth: 0.04, radius: 0.42, alpha: 1, depth: 0.09, depthColor: 0x5cc9a1, gloss: 0.12 },
    zones: 0.5, text: 0x1f5a48, textTop: 0x4f8f7b, zoneText: 0x1f5a48, fontWeight: '900',
    target: { fill: 0xff7a2f, stroke: 0xffffff, text: 0xffffff }, error: RED, tip: 0x1f5a48, wobble: true,
  },
};
