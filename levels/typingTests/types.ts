import type { TypingPinyinActivity } from '../../contract/levels';

type PinyinItem = TypingPinyinActivity['items'][number];

/**
 * A test passage: written for the typing tests (打字测试), never a chapter text. `band` is the
 * grade band it suits (contract/typingTest.ts GRADE_BANDS: 1 = 一级–三级, 2 = 四级–六级,
 * 3 = 七级–十级); `id` is stable (a test row keeps its activity, not the ids).
 */
interface Passage {
  id: string;
  band: 1 | 2 | 3;
}

/** 英文: lines of at most 38 ASCII characters (Enter at each line end). */
export interface EnglishPassage extends Passage {
  lines: readonly string[];
}

/** 拼音: words with their tone-marked pinyin (checked against pinyin-pro by pool.test.ts). */
export interface PinyinPassage extends Passage {
  items: readonly PinyinItem[];
}

/** 汉字: a passage typed through the system IME, full-width punctuation as shown. */
export interface HanziPassage extends Passage {
  text: string;
}
