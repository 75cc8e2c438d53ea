const HAN = /\p{Script=Han}/u;

/**
 * True when a character (its first code point) is a Chinese character: it carries one syllable;
 * punctuation, letters and spaces do not.
 *
 * The common cases answer by range. The Unicode-property pattern stays for the rest, but it is no
 * longer met on a key's path: V8 compiles such a pattern to machine code the first time it runs
 * hot, and for all of Han that took 3.5 ms inside a child's first key of a pinyin chapter
 * (docs/RENDERING.md).
 */
export function isHan(char: string): boolean {
  const c = char.codePointAt(0) ?? 0;
  // Han begins at the CJK radicals (U+2E80): nothing below is a Chinese character
  if (c < 0x2e80) return false;
  // CJK Unified Ideographs, all Han
  if (c >= 0x4e00 && c <= 0x9fff) return true;
  return HAN.test(String.fromCodePoint(c));
}
