import type { TypingTextActivity } from '../../contract/levels';
import type { SequenceContext } from '../core/sequence/keySequence.types';

/** The machine's input: the chapter's activity (render_engine may be left out in tests). */
export interface TypingTextInput {
  activity: Pick<TypingTextActivity, 'text'>;
}

/** One item per line; the sequence is every character of every line, 'Enter' between lines. */
export interface TypingTextContext extends SequenceContext {
  lines: readonly string[];
}
