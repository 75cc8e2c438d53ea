import type { RaceKind } from '../../../contract/race';

/** What a teacher pastes for each kind of race text (the labels are engines/engineFacts.ts TEXT_KINDS'). */
export const KIND_HINTS: Record<RaceKind, string> = {
  english: '英文字母、数字和标点',
  pinyin: '粘贴汉字，同学们打它们的拼音',
  hanzi: '粘贴汉字，同学们用输入法打出来',
  numbers: '每行一个数，用小键盘打',
};
