import type { EngineEvent } from '../core/types';
import { codeOfChar } from './codeOfChar';

type KeyEvent = Extract<EngineEvent, { type: 'input.key' }>;

const PAD_CODES: Record<string, string> = {
  '.': 'NumpadDecimal', '/': 'NumpadDivide', '*': 'NumpadMultiply', '-': 'NumpadSubtract', '+': 'NumpadAdd', Enter: 'NumpadEnter',
};

export interface RecordOptions {
  /** timeStamp of the first key */
  start?: number;
  /** milliseconds between keys */
  every?: number;
  /** keys come from the number pad (Numpad5, NumpadEnter…) */
  pad?: boolean;
}

/**
 * Test helper: a recorded keystroke sequence. '\n' is Enter, `{Name}` a named key
 * ({Backspace}, {Tab}, {Enter}); keys are `every` ms apart from `start`.
 */
export function recordKeys(keys: string, { start = 0, every = 100, pad = false }: RecordOptions = {}): KeyEvent[] {
  const tokens = keys.match(/\{[A-Za-z]+\}|[\s\S]/gu) ?? [];
  return tokens.map((token, i) => {
    const key = token === '\n' ? 'Enter' : token.startsWith('{') && token.length > 1 ? token.slice(1, -1) : token;
    const code = pad && /^[0-9]$/.test(key) ? `Numpad${key}` : pad && PAD_CODES[key] ? PAD_CODES[key] : codeOfChar(key);
    return { type: 'input.key', key, code, timeStamp: start + i * every };
  });
}
