import type { Chapter, Targets } from '../../../contract/levels';

/** One typing_pinyin item as stored: hanzi, reviewed tone-marked pinyin, and the reason when it differs from pinyin-pro. */
export type PinyinItem = { hanzi: string; pinyin: string; override?: string };

/** An item: the hanzi and its tone-marked pinyin (one syllable per hanzi); `override` explains a reviewed correction. */
export function w(hanzi: string, pinyin: string, override?: string): PinyinItem {
  return override === undefined ? { hanzi, pinyin } : { hanzi, pinyin, override };
}

/** A typing_pinyin practice chapter; `title` is shown above the items and spoken by read-along (poems). */
export function practice(
  id: string,
  name: string,
  items: PinyinItem[],
  opts: { targets: Targets; hint: string; title?: string },
): Chapter {
  return {
    id,
    name,
    lesson_type: 'practice',
    is_game: false,
    activity: opts.title === undefined ? { render_engine: 'typing_pinyin', items } : { render_engine: 'typing_pinyin', items, title: opts.title },
    targets: opts.targets,
    hint: opts.hint,
  };
}

/** Override reason for a 轻声 word that pinyin-pro reads with the full tone. */
export const NEUTRAL_TONE = '轻声：《现代汉语词典》和课本都注轻声，pinyin-pro 给了本调';
