import type { Chapter, Targets } from '../../../contract/levels';

/**
 * A logographic chapter. `text` is typed through the system IME as shown: lists of 生字 or 词语 have a
 * full-width space between entries (the engine skips spaces, the child never types them); sentences
 * and passages have no spaces and Chinese full-width punctuation. `pinyin`, when given, has one
 * tone-marked syllable per hanzi (spaces and punctuation skipped), space separated, shown as help.
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
