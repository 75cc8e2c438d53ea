import { NUMPAD_CHARS, keyForChar } from '../../engines/keys';

/**
 * The on-screen keyboard for touch typing (SPEC.md §2 isPhone), as data: its layers and what a
 * tap on each key produces. A tap becomes the keydown a physical key makes — the same `key` and
 * `code` — so engines/core/input.ts normalises it and the hosts judge it exactly like a real key.
 */

/** What one cap does. */
export type TouchKey =
  /** types a character; shown as `label`, sent as the character (capital while Shift is on) */
  | { kind: 'char'; char: string; width?: number }
  /** a named key the engines read: Backspace, Enter, Space */
  | { kind: 'named'; name: 'Backspace' | 'Enter' | 'Space'; width?: number }
  /** Shift: once for one capital, twice for caps lock */
  | { kind: 'shift'; width?: number }
  /** switches to another layer */
  | { kind: 'layer'; to: TouchLayerName; width?: number };

export type TouchLayerName = 'letters' | 'symbols' | 'numpad';
export type TouchBoard = 'keys' | 'numpad';
export type ShiftState = 'off' | 'once' | 'lock';

const chars = (s: string): TouchKey[] => [...s].map((char) => ({ kind: 'char', char }));

/** Rows of each layer; widths in columns (default 1). Every printable ASCII character is on a layer. */
export const TOUCH_LAYERS: Record<TouchLayerName, TouchKey[][]> = {
  letters: [
    chars('1234567890'),
    chars('qwertyuiop'),
    chars('asdfghjkl'),
    [{ kind: 'shift', width: 1.5 }, ...chars('zxcvbnm'), { kind: 'named', name: 'Backspace', width: 1.5 }],
    [{ kind: 'layer', to: 'symbols', width: 2 }, { kind: 'named', name: 'Space', width: 5.5 }, { kind: 'named', name: 'Enter', width: 2.5 }],
  ],
  symbols: [
    chars('!@#$%^&*()'),
    chars('-_=+[]{}\\|'),
    chars(';:\'",.<>/?'),
    [...chars('`~'), { kind: 'named', name: 'Backspace', width: 2 }],
    [{ kind: 'layer', to: 'letters', width: 2 }, { kind: 'named', name: 'Space', width: 5.5 }, { kind: 'named', name: 'Enter', width: 2.5 }],
  ],
  numpad: [chars('789/'), chars('456*'), chars('123-'), [...chars('0.'), { kind: 'named', name: 'Enter' }, { kind: 'char', char: '+' }]],
};

export const LAYER_LABELS: Record<TouchLayerName, string> = { letters: 'abc', symbols: '#+=', numpad: '123' };
export const NAMED_LABELS: Record<'Backspace' | 'Enter' | 'Space', string> = { Backspace: '⌫ 退格', Enter: '回车 ↵', Space: '空格' };

/** The layer a board opens on. */
export const firstLayer = (board: TouchBoard): TouchLayerName => (board === 'numpad' ? 'numpad' : 'letters');

/** The keydown a physical keyboard makes for this key: `key` and `code` as a KeyboardEvent has them. */
export interface KeydownInit {
  key: string;
  code: string;
}

const isLetter = (c: string) => /^[a-z]$/.test(c);

/** The character a char key types in this Shift state (only letters change). */
export function typedChar(char: string, shift: ShiftState): string {
  return shift !== 'off' && isLetter(char) ? char.toUpperCase() : char;
}

/** What tapping this key sends on this board (null: the key only changes the keyboard itself). */
export function keydownFor(k: TouchKey, board: TouchBoard, shift: ShiftState): KeydownInit | null {
  if (k.kind === 'shift' || k.kind === 'layer') return null;
  if (board === 'numpad') {
    const key = k.kind === 'named' ? k.name : k.char;
    const code = Object.keys(NUMPAD_CHARS).find((c) => NUMPAD_CHARS[c] === key);
    return code ? { key, code } : null;
  }
  if (k.kind === 'named') return k.name === 'Space' ? { key: ' ', code: 'Space' } : { key: k.name, code: k.name };
  const key = typedChar(k.char, shift);
  const stroke = keyForChar(key);
  return stroke ? { key, code: stroke.key.code } : null;
}

/** Shift after a tap on Shift: off → once → lock → off. */
export const nextShift = (s: ShiftState): ShiftState => (s === 'off' ? 'once' : s === 'once' ? 'lock' : 'off');

/** Shift after a character was typed: a one-off Shift is used up, caps lock stays. */
export const afterChar = (s: ShiftState): ShiftState => (s === 'once' ? 'off' : s);

/**
 * Where the key that types `next` (an engine's NextKey: a character or a key name) is: the layer
 * that holds it and whether Shift is needed, so the keyboard can light the key, the Shift or the
 * layer switch a child must tap first. Null when no key on this board types it.
 */
export function findNext(next: string, board: TouchBoard): { layer: TouchLayerName; id: string; shift: boolean } | null {
  const name = next === ' ' || next === 'Space' ? 'Space' : next === 'NumpadEnter' || next === '\n' ? 'Enter' : next;
  const layers: TouchLayerName[] = board === 'numpad' ? ['numpad'] : ['letters', 'symbols'];
  for (const layer of layers) {
    for (const row of TOUCH_LAYERS[layer]) {
      for (const k of row) {
        if (k.kind === 'named' && k.name === name) return { layer, id: keyId(k), shift: false };
        if (k.kind === 'char' && k.char === next) return { layer, id: keyId(k), shift: false };
        if (k.kind === 'char' && isLetter(k.char) && k.char.toUpperCase() === next) return { layer, id: keyId(k), shift: true };
      }
    }
  }
  return null;
}

/** A stable id for a key within its layer (data-key in the DOM). */
export function keyId(k: TouchKey): string {
  if (k.kind === 'char') return k.char;
  if (k.kind === 'named') return k.name;
  if (k.kind === 'shift') return 'Shift';
  return `layer-${k.to}`;
}
