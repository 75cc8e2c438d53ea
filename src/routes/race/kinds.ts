import type { RaceKind } from '../../../contract/race';

/** The four kinds of race text, labelled for a teacher (engines/engineFacts.ts TEXT_KINDS names their engines). */
export const KIND_LABELS: Record<RaceKind, string> = { english: '英文', pinyin: '拼音', hanzi: '汉字（输入法）', numbers: '数字小键盘' };
export const KIND_HINTS: Record<RaceKind, string> = {
  english: '英文字母、数字和标点',
  pinyin: '粘贴汉字，同学们打它们的拼音',
  hanzi: '粘贴汉字，同学们用输入法打出来',
  numbers: '每行一个数，用小键盘打',
};
