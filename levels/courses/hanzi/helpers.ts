import type { Chapter, Targets } from '../../../contract/levels';

/**
 * A logographic chapter. `text` is typed through the system IME exactly as shown: characters with no
 * spaces, words separated by 、, Chinese full-width punctuation. `pinyin`, when given, has one
 * tone-marked syllable per hanzi (punctuation skipped), space separated, shown above the text as help.
 */
export function ime(id: string, name: string, text: string, opts: { targets: Targets; hint: string; pinyin?: string }): Chapter {
  return {
    id,
    name,
    lesson_type: 'practice',
    is_game: false,
    activity: opts.pinyin === undefined ? { render_engine: 'logographic', text } : { render_engine: 'logographic', text, pinyin: opts.pinyin },
    targets: opts.targets,
    hint: opts.hint,
  };
}
