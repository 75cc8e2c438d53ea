import { createChapterSessionMachine } from '../session/chapterSession.machine';
import { applyKey, isComplete, pauseClock, resetSequence, resumeClock } from './keySequence.logic';
import { resultOf } from './keySequence.selectors';
import type { KeyRules, SequenceContext } from './keySequence.types';

/** What differs between the key-sequence engines: which keys count, and how the context is built. */
export interface KeySequenceSpec<TContext extends SequenceContext, TInput> {
  id: string;
  rules: KeyRules;
  context(input: TInput): TContext;
}

/**
 * typing_text and typing_invoice on the chapter session life (core/session/chapterSession.machine.ts):
 * the keys the rules judge begin and drive the session (applyKey stamps the clock itself), an
 * empty sequence is finished at once, and item.started for the first item is emitted on entering
 * ready (listen before start()).
 */
export function createKeySequenceMachine<TContext extends SequenceContext, TInput>(spec: KeySequenceSpec<TContext, TInput>) {
  return createChapterSessionMachine<TContext, TInput>({
    id: spec.id,
    context: spec.context,
    reset: resetSequence,
    announce: (context) => {
      const first = context.items[0];
      return first ? { type: 'item.started', index: 0, text: first.text } : null;
    },
    on: {
      'input.key': { takes: (_, event) => spec.rules.judges(event), apply: (context, event) => applyKey(context, spec.rules, event) },
    },
    done: isComplete,
    pause: pauseClock,
    resume: resumeClock,
    output: resultOf,
  });
}
