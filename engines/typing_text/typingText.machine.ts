import { createKeySequenceMachine } from '../core/sequence/keySequence.machine';
import { createTypingTextContext, textRules } from './typingText.logic';
import type { TypingTextContext, TypingTextInput } from './typingText.types';

/** typing_text: every character of the passage as shown, Enter at each line end (the key-sequence life). */
export const typingTextMachine = createKeySequenceMachine<TypingTextContext, TypingTextInput>({
  id: 'typingText',
  rules: textRules,
  context: (input) => createTypingTextContext(input.activity.text),
});
