import type { EngineEvent } from '../types';
import { numpadKeyForChar, standardCodeOf } from '../keyboard';

type KeyEvent = Extract<EngineEvent, { type: 'input.key' }>;

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
    const code = (pad ? numpadKeyForChar(key)?.code : undefined) ?? standardCodeOf(key);
    return { type: 'input.key', key, code, timeStamp: start + i * every };
  });
}
