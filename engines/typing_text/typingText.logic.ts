import { standardCodeOf } from '../core/keyboard';
import { createSequence } from '../core/sequence/keySequence.logic';
import type { KeyPress, KeyRules } from '../core/sequence/keySequence.types';
import type { TypingTextContext } from './typingText.types';

/** Lines of a passage; trailing line breaks are dropped (no Enter after the last line). */
export function linesOf(text: string): string[] {
  return text.replace(/\n+$/, '').split('\n');
}

export function createTypingTextContext(text: string): TypingTextContext {
  const lines = linesOf(text);
  return { ...createSequence(lines, false), lines };
}

/**
 * Printable characters and Enter are judged; every other named key (Backspace, Tab, Escape,
 * arrows, an IME's 'Process') is ignored, so fumbling for Backspace never costs accuracy.
 */
export const textRules: KeyRules = {
  judges: (press: KeyPress) => press.key === 'Enter' || Array.from(press.key).length === 1,
  matches: (expected: string, press: KeyPress) => press.key === expected,
  codeOf: standardCodeOf,
};

export { standardCodeOf };
