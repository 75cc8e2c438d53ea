/**
 * The keyboard model: the standard (US) keyboard and the number pad as data, with pure lookups.
 * key_id equals the KeyboardEvent.code of the key (KeyA, Digit1, ShiftLeft, Numpad7, NumpadEnter…)
 * so a host can pass an event's code straight to a view.
 */

export type Finger = 'pinky' | 'ring' | 'middle' | 'index' | 'thumb';
export type Hand = 'left' | 'right';

export interface KeyDef {
  key_id: string;
  /** lower legend: the character typed without Shift, or the key's name (Enter, Shift…) */
  qchar: string;
  /** shifted legend ('' when Shift makes no other character) */
  qchartop: string;
  /** KeyboardEvent.code */
  code: string;
  finger: Finger;
  hand: Hand;
  /** short Chinese hint, e.g. 左手小指 */
  hint: string;
  /** Chinese name of a named key (回车键…), '' for character keys */
  zh: string;
  /** geometry in key units: row from the top, x from the left */
  row: number;
  x: number;
  width: number;
  height: number;
}

export const FINGER_ZH: Record<Finger, string> = { pinky: '小指', ring: '无名指', middle: '中指', index: '食指', thumb: '大拇指' };
export const HAND_ZH: Record<Hand, string> = { left: '左手', right: '右手' };

/** 左手食指 … */
export const fingerHint = (hand: Hand, finger: Finger): string => `${HAND_ZH[hand]}${FINGER_ZH[finger]}`;

type F = [Hand, Finger];
const LP: F = ['left', 'pinky'], LR: F = ['left', 'ring'], LM: F = ['left', 'middle'], LI: F = ['left', 'index'];
const RI: F = ['right', 'index'], RM: F = ['right', 'middle'], RR: F = ['right', 'ring'], RP: F = ['right', 'pinky'];
const TH: F = ['right', 'thumb'];

/** [code, qchar, qchartop, finger, width?, zh?] — one row, laid out left to right. */
type Spec = [string, string, string, F, number?, string?];

const STANDARD_ROWS: Spec[][] = [
  [
    ['Backquote', '`', '~', LP], ['Digit1', '1', '!', LP], ['Digit2', '2', '@', LR], ['Digit3', '3', '#', LM],
    ['Digit4', '4', '$', LI], ['Digit5', '5', '%', LI], ['Digit6', '6', '^', RI], ['Digit7', '7', '&', RI],
    ['Digit8', '8', '*', RM], ['Digit9', '9', '(', RR], ['Digit0', '0', ')', RP], ['Minus', '-', '_', RP],
    ['Equal', '=', '+', RP], ['Backspace', 'Backspace', '', RP, 2, '退格键'],
  ],
  [
    ['Tab', 'Tab', '', LP, 1.5, '制表键'], ['KeyQ', 'q', 'Q', LP], ['KeyW', 'w', 'W', LR], ['KeyE', 'e', 'E', LM],
    ['KeyR', 'r', 'R', LI], ['KeyT', 't', 'T', LI], ['KeyY', 'y', 'Y', RI], ['KeyU', 'u', 'U', RI],
    ['KeyI', 'i', 'I', RM], ['KeyO', 'o', 'O', RR], ['KeyP', 'p', 'P', RP], ['BracketLeft', '[', '{', RP],
    ['BracketRight', ']', '}', RP], ['Backslash', '\\', '|', RP, 1.5],
  ],
  [
    ['CapsLock', 'Caps Lock', '', LP, 1.75, '大写锁定'], ['KeyA', 'a', 'A', LP], ['KeyS', 's', 'S', LR],
    ['KeyD', 'd', 'D', LM], ['KeyF', 'f', 'F', LI], ['KeyG', 'g', 'G', LI], ['KeyH', 'h', 'H', RI],
    ['KeyJ', 'j', 'J', RI], ['KeyK', 'k', 'K', RM], ['KeyL', 'l', 'L', RR], ['Semicolon', ';', ':', RP],
    ['Quote', "'", '"', RP], ['Enter', 'Enter', '', RP, 2.25, '回车键'],
  ],
  [
    ['ShiftLeft', 'Shift', '', LP, 2.25, '上档键'], ['KeyZ', 'z', 'Z', LP], ['KeyX', 'x', 'X', LR],
    ['KeyC', 'c', 'C', LM], ['KeyV', 'v', 'V', LI], ['KeyB', 'b', 'B', LI], ['KeyN', 'n', 'N', RI],
    ['KeyM', 'm', 'M', RI], ['Comma', ',', '<', RM], ['Period', '.', '>', RR], ['Slash', '/', '?', RP],
    ['ShiftRight', 'Shift', '', RP, 2.75, '上档键'],
  ],
];

function build(code: string, qchar: string, qchartop: string, [hand, finger]: F, row: number, x: number, width = 1, height = 1, zh = ''): KeyDef {
  return { key_id: code, code, qchar, qchartop, hand, finger, hint: fingerHint(hand, finger), zh, row, x, width, height };
}

function buildStandard(): KeyDef[] {
  const keys: KeyDef[] = [];
  STANDARD_ROWS.forEach((specs, row) => {
    let x = 0;
    for (const [code, qchar, qchartop, f, width = 1, zh] of specs) {
      keys.push(build(code, qchar, qchartop, f, row, x, width, 1, zh));
      x += width;
    }
  });
  // The space bar sits under C…M, as on a real keyboard; both thumbs may press it.
  const space = build('Space', ' ', '', TH, 4, 3.75, 6.25, 1, '空格键');
  keys.push({ ...space, hint: '大拇指' });
  return keys;
}

/** The standard keyboard, 15 × 5 key units. */
export const STANDARD_KEYS: readonly KeyDef[] = buildStandard();

// The number pad: index on the 1-4-7 column, middle on 2-5-8 and /, ring on 3-6-9, * and .,
// pinky on - + Enter, thumb on 0 (the usual way number pads are taught).
const NP = (hand: Finger): F => ['right', hand];
/** The number pad, 4 × 5 key units; + and Enter are two rows tall, 0 two columns wide. */
export const NUMPAD_KEYS: readonly KeyDef[] = [
  build('NumLock', 'Num', '', NP('index'), 0, 0, 1, 1, '数字锁定'),
  build('NumpadDivide', '/', '', NP('middle'), 0, 1),
  build('NumpadMultiply', '*', '', NP('ring'), 0, 2),
  build('NumpadSubtract', '-', '', NP('pinky'), 0, 3),
  build('Numpad7', '7', '', NP('index'), 1, 0),
  build('Numpad8', '8', '', NP('middle'), 1, 1),
  build('Numpad9', '9', '', NP('ring'), 1, 2),
  build('NumpadAdd', '+', '', NP('pinky'), 1, 3, 1, 2),
  build('Numpad4', '4', '', NP('index'), 2, 0),
  build('Numpad5', '5', '', NP('middle'), 2, 1),
  build('Numpad6', '6', '', NP('ring'), 2, 2),
  build('Numpad1', '1', '', NP('index'), 3, 0),
  build('Numpad2', '2', '', NP('middle'), 3, 1),
  build('Numpad3', '3', '', NP('ring'), 3, 2),
  build('NumpadEnter', 'Enter', '', NP('pinky'), 3, 3, 1, 2, '回车键'),
  build('Numpad0', '0', '', NP('thumb'), 4, 0, 2, 1),
  build('NumpadDecimal', '.', '', NP('ring'), 4, 2),
];

/** The home-row keys whose bumps guide the index fingers. */
export const HOME_BUMPS: readonly string[] = ['KeyF', 'KeyJ'];
export const NUMPAD_HOME_BUMPS: readonly string[] = ['Numpad5'];

const byCode = new Map<string, KeyDef>([...STANDARD_KEYS, ...NUMPAD_KEYS].map((k) => [k.code, k]));
const byChar = new Map<string, { key: KeyDef; shift: boolean }>();
for (const key of STANDARD_KEYS) {
  if (key.qchar.length === 1) byChar.set(key.qchar, { key, shift: false });
  if (key.qchartop.length === 1) byChar.set(key.qchartop, { key, shift: true });
}
const numpadByChar = new Map<string, KeyDef>(NUMPAD_KEYS.filter((k) => k.qchar.length === 1).map((k) => [k.qchar, k]));

export interface KeyStroke {
  key: KeyDef;
  /** Shift must be held */
  shift: boolean;
  /** the Shift to hold: the one of the other hand, so one hand presses Shift while the other types */
  shiftKey?: KeyDef;
}

/** The key (and Shift) that types a printable character on the standard keyboard; '\n' is Enter, '\t' Tab. */
export function keyForChar(ch: string): KeyStroke | null {
  if (ch === '\n' || ch === '\r') return { key: byCode.get('Enter')!, shift: false };
  if (ch === '\t') return { key: byCode.get('Tab')!, shift: false };
  const hit = byChar.get(ch);
  if (!hit) return null;
  if (!hit.shift) return { key: hit.key, shift: false };
  const shiftKey = byCode.get(hit.key.hand === 'left' ? 'ShiftRight' : 'ShiftLeft')!;
  return { key: hit.key, shift: true, shiftKey };
}

const NAMES: Record<string, string> = {
  Enter: 'Enter', Backspace: 'Backspace', Tab: 'Tab', ' ': 'Space', Space: 'Space', Spacebar: 'Space',
  CapsLock: 'CapsLock', Shift: 'ShiftLeft', NumLock: 'NumLock', NumpadEnter: 'NumpadEnter',
};

/** The key for a KeyboardEvent.key name ('Enter', 'Backspace', ' ', 'Shift'…) or a character. */
export function keyForName(name: string): KeyDef | null {
  const code = NAMES[name];
  if (code) return byCode.get(code) ?? null;
  return keyForChar(name)?.key ?? null;
}

/** The key with this KeyboardEvent.code (either board). */
export function keyForCode(code: string): KeyDef | null {
  return byCode.get(code) ?? null;
}

/** The number-pad key that types ch: digits, . / * - + and Enter ('\n' or 'Enter'). */
export function numpadKeyForChar(ch: string): KeyDef | null {
  if (ch === '\n' || ch === '\r' || ch === 'Enter' || ch === 'NumpadEnter') return byCode.get('NumpadEnter')!;
  return numpadByChar.get(ch) ?? null;
}

/** What a key types, as a child would say it: 「F」, 「空格键」, 「Shift」. */
export function keyLabel(key: KeyDef): string {
  if (key.code === 'Space') return '空格键';
  if (key.zh) return `${key.qchar}`;
  return key.qchartop && /^[a-z]$/.test(key.qchar) ? key.qchartop : key.qchar;
}

/**
 * The stroke for a NextKey.key (a character or a key name) on the given board: what the views
 * highlight and the finger pointer points at.
 */
export function strokeFor(key: string, board: 'standard' | 'numpad' = 'standard'): KeyStroke | null {
  if (board === 'numpad') {
    const k = numpadKeyForChar(key) ?? keyForCode(key);
    return k && NUMPAD_KEYS.includes(k) ? { key: k, shift: false } : null;
  }
  const byCharacter = keyForChar(key);
  if (byCharacter) return byCharacter;
  const named = keyForName(key) ?? keyForCode(key);
  return named && STANDARD_KEYS.includes(named) ? { key: named, shift: false } : null;
}

/** KeyboardEvent.code of the standard-keyboard key that types `expected` (Shift or not); 'Enter' is Enter. */
export function standardCodeOf(expected: string): string {
  return keyForChar(expected === 'Enter' ? '\n' : expected)?.key.code ?? expected;
}
