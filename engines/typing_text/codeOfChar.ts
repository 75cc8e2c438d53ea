/**
 * KeyboardEvent.code of the key that types `char` on a US keyboard (the layout the courses
 * teach), with or without Shift. Misses are counted on this code, so a heat map shows the key
 * the child should have pressed.
 */
const SYMBOLS: Record<string, string> = {
  ' ': 'Space',
  '`': 'Backquote', '~': 'Backquote',
  '!': 'Digit1', '@': 'Digit2', '#': 'Digit3', $: 'Digit4', '%': 'Digit5',
  '^': 'Digit6', '&': 'Digit7', '*': 'Digit8', '(': 'Digit9', ')': 'Digit0',
  '-': 'Minus', _: 'Minus', '=': 'Equal', '+': 'Equal',
  '[': 'BracketLeft', '{': 'BracketLeft', ']': 'BracketRight', '}': 'BracketRight',
  '\\': 'Backslash', '|': 'Backslash', ';': 'Semicolon', ':': 'Semicolon',
  "'": 'Quote', '"': 'Quote', ',': 'Comma', '<': 'Comma', '.': 'Period', '>': 'Period',
  '/': 'Slash', '?': 'Slash',
};

export function codeOfChar(char: string): string {
  if (char === 'Enter') return 'Enter';
  if (/^[a-z]$/i.test(char)) return `Key${char.toUpperCase()}`;
  if (/^[0-9]$/.test(char)) return `Digit${char}`;
  return SYMBOLS[char] ?? char;
}
