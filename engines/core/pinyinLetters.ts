const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * The letters a child types for one tone-marked syllable: tones stripped, ü as v (lǜ → lv, nǚ → nv).
 * Unicode canonical decomposition splits ǜ into u + diaeresis + grave, so no table of accented
 * vowels is needed; ju/qu/xu/yu are written with a plain u and stay u, exactly as written.
 * Tone digits (lv4) and anything that is not a letter are dropped. Shared by the pinyin typing
 * engine (typing_pinyin) and the pinyin game 青蛙过河. Pure.
 */
export function lettersOf(syllable: string): string {
  return syllable
    .normalize('NFD')
    .toLowerCase()
    .replace(/u\u0308/g, 'v')
    .replace(COMBINING_MARKS, '')
    .replace(/[^a-z]/g, '');
}
