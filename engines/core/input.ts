import type { EngineEvent } from './types';
import { MAX_COMMIT_CHARS } from './keyLog';

/**
 * Input is normalised once (CONVENTIONS.md habit 9): DOM keydown, beforeinput and IME composition
 * events become engine events here. The mapping is pure functions over plain event fields so it
 * is tested without a DOM; attachInput only wires listeners to them.
 */

export type InputKind = 'keys' | 'ime' | 'numpad';

/** The fields of a KeyboardEvent the mapping reads. */
export interface KeyLike {
  key: string;
  code: string;
  timeStamp: number;
  repeat?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  isComposing?: boolean;
}

type KeyEvent = Extract<EngineEvent, { type: 'input.key' }>;

const NAMED = new Set(['Enter', 'Backspace', 'Tab']);

/** keys: printable characters plus Enter, Backspace and Tab; no repeats, no Ctrl/Alt/Meta shortcuts, nothing mid-composition. */
export function keysEvent(e: KeyLike): KeyEvent | null {
  if (e.repeat || e.ctrlKey || e.altKey || e.metaKey || e.isComposing) return null;
  const printable = [...e.key].length === 1;
  if (!printable && !NAMED.has(e.key)) return null;
  return { type: 'input.key', key: e.key, code: e.code, timeStamp: e.timeStamp };
}

/** Numpad codes and what they type; used also with NumLock off, when key reads Home, ArrowUp… */
export const NUMPAD_CHARS: Record<string, string> = {
  Numpad0: '0', Numpad1: '1', Numpad2: '2', Numpad3: '3', Numpad4: '4', Numpad5: '5', Numpad6: '6',
  Numpad7: '7', Numpad8: '8', Numpad9: '9', NumpadDecimal: '.', NumpadDivide: '/', NumpadMultiply: '*',
  NumpadSubtract: '-', NumpadAdd: '+', NumpadEnter: 'Enter',
};
const CHAR_CODES: Record<string, string> = Object.fromEntries(Object.entries(NUMPAD_CHARS).map(([code, ch]) => [ch, code]));

/**
 * numpad: only digits, . / * - + and Enter pass. The code is normalised to the number-pad key
 * (Digit5 → Numpad5, Enter → NumpadEnter) so that a laptop without a number pad drives the same
 * key on screen and in the per-key counts.
 */
export function numpadEvent(e: KeyLike): KeyEvent | null {
  if (e.repeat || e.ctrlKey || e.altKey || e.metaKey || e.isComposing) return null;
  const key = NUMPAD_CHARS[e.code] ?? e.key;
  const code = CHAR_CODES[key];
  if (!code) return null;
  return { type: 'input.key', key, code, timeStamp: e.timeStamp };
}

/** ime: only Backspace outside a composition arrives as a key; text arrives through composition events. */
export function imeKeyEvent(e: KeyLike): KeyEvent | null {
  if (e.isComposing || e.key !== 'Backspace' || e.repeat || e.ctrlKey || e.altKey || e.metaKey) return null;
  return { type: 'input.key', key: 'Backspace', code: e.code, timeStamp: e.timeStamp };
}

// Keys whose browser default would scroll the page, move focus, go back or open quick-find.
const BLOCK = new Set(['Tab', ' ', 'Backspace', "'", '/']);

/** Whether the page should preventDefault a keydown that was passed on. */
export const blocksDefault = (key: string): boolean => BLOCK.has(key);

/** compositionupdate / compositionend → engine event (an end with no text is a cancelled composition). */
export function compositionEvent(type: 'compositionupdate' | 'compositionend', data: string | null, timeStamp: number): EngineEvent {
  const text = data ?? '';
  if (type === 'compositionupdate') return { type: 'input.compositionUpdate', text, timeStamp };
  if (text === '') return { type: 'input.compositionUpdate', text: '', timeStamp };
  return { type: 'input.composition', text, timeStamp };
}

/**
 * A commit as the events a log keeps: text over MAX_COMMIT_CHARS characters (a whole sentence an
 * IME put on screen at once) is sent as several commits at the same time, so the log the server
 * replays stays within its bounds (server/services/replay/bounds.ts) and the page judges what the
 * server will. Any other event passes as it is.
 */
export function commitEvents(event: EngineEvent): EngineEvent[] {
  if (event.type !== 'input.composition') return [event];
  const chars = Array.from(event.text);
  if (chars.length <= MAX_COMMIT_CHARS) return [event];
  const events: EngineEvent[] = [];
  for (let i = 0; i < chars.length; i += MAX_COMMIT_CHARS) events.push({ ...event, text: chars.slice(i, i + MAX_COMMIT_CHARS).join('') });
  return events;
}

/** beforeinput: text inserted without an IME composition (direct letters, some mobile keyboards). */
export function beforeInputEvent(inputType: string, data: string | null, composing: boolean, timeStamp: number): EngineEvent | null {
  if (composing || inputType !== 'insertText' || !data) return null;
  return { type: 'input.composition', text: data, timeStamp };
}

const isEditable = (t: EventTarget | null): boolean =>
  t instanceof HTMLElement && (t.isContentEditable || t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT');

/**
 * Listens on target and sends normalised engine events; returns the detach function.
 * For 'keys' and 'numpad', keystrokes aimed at some other text field (a dialog's form) are left alone.
 * For 'ime', target should be the focused text field the IME writes into; it is emptied after each commit.
 */
export function attachInput(target: HTMLElement | Window, kind: InputKind, send: (e: EngineEvent) => void): () => void {
  const offs: (() => void)[] = [];
  const on = <K extends keyof HTMLElementEventMap>(type: K, fn: (e: HTMLElementEventMap[K]) => void) => {
    target.addEventListener(type, fn as EventListener);
    offs.push(() => target.removeEventListener(type, fn as EventListener));
  };

  if (kind === 'keys' || kind === 'numpad') {
    const map = kind === 'keys' ? keysEvent : numpadEvent;
    on('keydown', (e) => {
      if (e.target !== target && isEditable(e.target)) return;
      const ev = map(e);
      if (!ev) return;
      if (blocksDefault(e.key) || kind === 'numpad') e.preventDefault();
      send(ev);
    });
  } else {
    let composing = false;
    const clear = () => {
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) target.value = '';
    };
    on('keydown', (e) => {
      const ev = composing ? null : imeKeyEvent(e);
      if (!ev) return;
      e.preventDefault();
      send(ev);
    });
    on('compositionstart', () => {
      composing = true;
    });
    on('compositionupdate', (e) => send(compositionEvent('compositionupdate', e.data, e.timeStamp)));
    on('compositionend', (e) => {
      composing = false;
      for (const ev of commitEvents(compositionEvent('compositionend', e.data, e.timeStamp))) send(ev);
      // Emptied after the IME has finished with the field, so the next word starts clean.
      queueMicrotask(clear);
    });
    on('beforeinput', (e) => {
      const ev = beforeInputEvent(e.inputType, e.data, composing || e.isComposing, e.timeStamp);
      if (!ev) return;
      e.preventDefault();
      for (const one of commitEvents(ev)) send(one);
    });
  }
  return () => offs.forEach((off) => off());
}
