/**
 * Judging typed text against a passage character by character, shared by the engines that take
 * committed IME text (logographic, the game 赛车): which characters the child types, and
 * when a committed character counts as the expected one. Pure.
 */

/**
 * What an IME in half-width punctuation mode (or a plain keyboard) commits for a full-width mark.
 * Children often leave the IME's 英文标点 mode on; the mark they meant is clear, so it counts
 * as correct. A straight quote stands for either curly quote.
 */
export const HALF_WIDTH_PUNCTUATION: Record<string, string> = {
  ',': '，',
  '.': '。',
  '?': '？',
  '!': '！',
  ':': '：',
  ';': '；',
  '"': '“”',
  "'": '‘’',
  '(': '（',
  ')': '）',
  // the key Chinese IMEs turn into 、 and 《》 in full-width mode
  '\\': '、',
  '<': '《',
  '>': '》',
};

/** Spaces and newlines lay a Chinese text out; the child never types them. */
export function isSkipped(char: string): boolean {
  return /\s/.test(char);
}

/**
 * Whether a committed character is the expected one: the same character, its half-width
 * punctuation, or the same letter or digit in the other width (Ａ for A, １ for 1, by NFKC).
 */
export function matches(typed: string, expected: string): boolean {
  if (typed === expected) return true;
  if (HALF_WIDTH_PUNCTUATION[typed]?.includes(expected)) return true;
  return typed.normalize('NFKC') === expected.normalize('NFKC');
}

/** The first typed position at or after i (chars.length when the text is done). */
export function settle(chars: string[], i: number): number {
  while (i < chars.length && isSkipped(chars[i]!)) i++;
  return i;
}

/** Characters the child has to type (spaces and newlines excluded). */
export function typedTotal(chars: string[]): number {
  return chars.filter((c) => !isSkipped(c)).length;
}
