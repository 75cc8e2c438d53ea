/** Colours shared by the pinyin scene's display classes (fonts: engines/core/view/fonts.ts). */

export const COLOR = {
  ink: 0x3b3b52,
  faint: 0xa3a8b8,
  current: 0x2f6fed,
  typed: 0xff8a00,
  done: 0x27a844,
  wrong: 0xe53935,
  title: 0x6b4fa0,
} as const;

/** Mix two 0xRRGGBB colours (t = 0 → a, 1 → b): used to fade a red flash back. */
export function mix(a: number, b: number, t: number): number {
  const ch = (c: number, s: number) => (c >> s) & 0xff;
  const lerp = (s: number) => Math.round(ch(a, s) + (ch(b, s) - ch(a, s)) * t) << s;
  return lerp(16) | lerp(8) | lerp(0);
}
