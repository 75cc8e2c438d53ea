import { keyForChar } from '../core/keyboard';
import { createSequence } from './keySequence.logic';
import type { KeyPress, KeyRules } from './keySequence.types';
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

/** KeyboardEvent.code of the standard-keyboard key that types `expected` (Shift or not). */
export function standardCodeOf(expected: string): string {
  return keyForChar(expected === 'Enter' ? '\n' : expected)?.key.code ?? expected;
}
