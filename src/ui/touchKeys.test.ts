import { describe, expect, it } from 'vitest';
import { keysEvent, numpadEvent } from '../../engines/keys';
import { TOUCH_LAYERS, afterChar, findNext, keydownFor, nextShift, type TouchKey } from './touchKeys';

const char = (c: string): TouchKey => ({ kind: 'char', char: c });

describe('touch keys send what the physical key sends', () => {
  it('letters, capitals with Shift, symbols, space, Enter and Backspace carry the real key and code', () => {
    expect(keydownFor(char('a'), 'keys', 'off')).toEqual({ key: 'a', code: 'KeyA' });
    expect(keydownFor(char('a'), 'keys', 'once')).toEqual({ key: 'A', code: 'KeyA' });
    expect(keydownFor(char('!'), 'keys', 'off')).toEqual({ key: '!', code: 'Digit1' });
    expect(keydownFor(char(';'), 'keys', 'lock')).toEqual({ key: ';', code: 'Semicolon' });
    expect(keydownFor({ kind: 'named', name: 'Space' }, 'keys', 'off')).toEqual({ key: ' ', code: 'Space' });
    expect(keydownFor({ kind: 'named', name: 'Enter' }, 'keys', 'off')).toEqual({ key: 'Enter', code: 'Enter' });
    expect(keydownFor({ kind: 'named', name: 'Backspace' }, 'keys', 'off')).toEqual({ key: 'Backspace', code: 'Backspace' });
    expect(keydownFor({ kind: 'shift' }, 'keys', 'off')).toBeNull();
  });

  it('the number pad sends Numpad codes, and input.ts passes them unchanged', () => {
    for (const row of TOUCH_LAYERS.numpad)
      for (const k of row) {
        const init = keydownFor(k, 'numpad', 'off')!;
        expect(init.code).toMatch(/^Numpad/);
        expect(numpadEvent({ ...init, timeStamp: 1 })).toEqual({ type: 'input.key', ...init, timeStamp: 1 });
      }
  });

  it('every printable ASCII character is on a layer, and input.ts takes each tap as that character', () => {
    for (let c = 32; c < 127; c++) {
      const ch = String.fromCharCode(c);
      const found = findNext(ch, 'keys');
      expect(found, ch).not.toBeNull();
      const k = TOUCH_LAYERS[found!.layer].flat().find((x) => (x.kind === 'char' ? x.char === (found!.shift ? ch.toLowerCase() : ch) : ch === ' ' && x.kind === 'named' && x.name === 'Space'))!;
      const init = keydownFor(k, 'keys', found!.shift ? 'once' : 'off')!;
      expect(keysEvent({ ...init, timeStamp: 0 })?.key).toBe(ch);
    }
  });

  it('Shift goes once → lock → off; a one-off Shift is used up by a character', () => {
    expect(nextShift('off')).toBe('once');
    expect(nextShift('once')).toBe('lock');
    expect(nextShift('lock')).toBe('off');
    expect(afterChar('once')).toBe('off');
    expect(afterChar('lock')).toBe('lock');
  });

  it('finds the key (and the Shift or layer) for what the engine wants next', () => {
    expect(findNext('Q', 'keys')).toEqual({ layer: 'letters', id: 'q', shift: true });
    expect(findNext('?', 'keys')).toEqual({ layer: 'symbols', id: '?', shift: false });
    expect(findNext('Enter', 'keys')).toEqual({ layer: 'letters', id: 'Enter', shift: false });
    expect(findNext('NumpadEnter', 'numpad')).toEqual({ layer: 'numpad', id: 'Enter', shift: false });
    expect(findNext('中', 'keys')).toBeNull();
  });
});
