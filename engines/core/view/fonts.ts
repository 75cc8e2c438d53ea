/**
 * The font lists the scenes draw with, one per kind of text (issue 41): a face added or dropped
 * here changes every scene that shows that kind. Each ends with a generic family.
 */

/** Round, friendly Latin of the games and of pinyin: letters on targets, scores, banners. */
export const GAME_FONT: string[] = ['Arial Rounded MT Bold', 'Nunito', 'Verdana', 'DejaVu Sans', 'sans-serif'];

/** 汉字 in 楷体, the hand children learn to write (pinyin chapters, 汉字 chapters, the lily pads). */
export const KAI_FONT: string[] = ['KaiTi', 'STKaiti', 'Kaiti SC', 'Noto Serif CJK SC', 'Noto Sans CJK SC', 'serif'];

/** Chinese labels, names and titles (invoices, the lesson captions, the race cars). */
export const CJK_FONT: string[] = ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'sans-serif'];

/** A list with one face tried first (digits in Verdana on the apples, a lesson's key). */
export const withFirst = (face: string, list: readonly string[]): string[] => [face, ...list.filter((f) => f !== face)];
