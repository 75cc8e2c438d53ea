import { describe, expect, it } from 'vitest';
import { HOME_BUMPS, NUMPAD_KEYS, STANDARD_KEYS, keyForChar, keyForCode, keyForName, keyLabel, numpadKeyForChar, strokeFor } from './keyboard';

const printable = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i));

describe('the standard keyboard', () => {
  it('has five rows, each 15 key units wide except the space row', () => {
    for (let row = 0; row < 4; row++) {
      const keys = STANDARD_KEYS.filter((k) => k.row === row);
      const last = keys[keys.length - 1];
      expect(last.x + last.width).toBe(15);
    }
    expect(STANDARD_KEYS.filter((k) => k.row === 4).map((k) => k.code)).toEqual(['Space']);
  });

  it('gives every key a unique key_id equal to its code and a Chinese hint', () => {
    const ids = [...STANDARD_KEYS, ...NUMPAD_KEYS].map((k) => k.key_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const k of [...STANDARD_KEYS, ...NUMPAD_KEYS]) {
      expect(k.key_id).toBe(k.code);
      expect(k.hint).toMatch(/^(左手|右手)?(小指|无名指|中指|食指|大拇指)$/);
    }
  });

  it('puts the index fingers on F and J, the home-row bumps', () => {
    for (const code of HOME_BUMPS) expect(keyForCode(code)?.finger).toBe('index');
    expect(keyForCode('KeyF')?.hand).toBe('left');
    expect(keyForCode('KeyJ')?.hand).toBe('right');
  });
});

describe('keyForChar', () => {
  it('maps every printable ASCII character to a key and a finger', () => {
    for (const ch of printable) {
      const stroke = keyForChar(ch);
      expect(stroke, `character ${JSON.stringify(ch)}`).not.toBeNull();
      expect(['pinky', 'ring', 'middle', 'index', 'thumb']).toContain(stroke!.key.finger);
    }
  });

  it('asks for the Shift of the opposite hand for shifted characters', () => {
    let shifted = 0;
    for (const ch of printable) {
      const stroke = keyForChar(ch)!;
      if (!stroke.shift) {
        expect(stroke.shiftKey).toBeUndefined();
        continue;
      }
      shifted++;
      expect(stroke.shiftKey!.qchar).toBe('Shift');
      expect(stroke.shiftKey!.hand).not.toBe(stroke.key.hand);
    }
    // 26 capitals and 21 shifted symbols
    expect(shifted).toBe(47);
  });

  it('types "A" with the left pinky and the right Shift, "P" with the right pinky and the left Shift', () => {
    expect(keyForChar('A')).toMatchObject({ key: { code: 'KeyA', hint: '左手小指' }, shift: true, shiftKey: { code: 'ShiftRight' } });
    expect(keyForChar('P')).toMatchObject({ key: { code: 'KeyP', hint: '右手小指' }, shift: true, shiftKey: { code: 'ShiftLeft' } });
  });

  it('types a space with the thumb and a new line with Enter', () => {
    expect(keyForChar(' ')?.key.finger).toBe('thumb');
    expect(keyForChar('\n')?.key.code).toBe('Enter');
  });

  it('knows no key for characters outside the keyboard', () => {
    expect(keyForChar('中')).toBeNull();
    expect(keyForChar('é')).toBeNull();
  });
});

describe('keyForName and keyForCode', () => {
  it('finds named keys', () => {
    expect(keyForName('Enter')?.code).toBe('Enter');
    expect(keyForName('Backspace')?.code).toBe('Backspace');
    expect(keyForName(' ')?.code).toBe('Space');
    expect(keyForName('Tab')?.code).toBe('Tab');
    expect(keyForName('q')?.code).toBe('KeyQ');
    expect(keyForName('Escape')).toBeNull();
  });

  it('finds keys of both boards by code', () => {
    expect(keyForCode('Semicolon')?.qchar).toBe(';');
    expect(keyForCode('NumpadEnter')?.finger).toBe('pinky');
    expect(keyForCode('Nope')).toBeNull();
  });

  it('labels keys the way a child reads them', () => {
    expect(keyLabel(keyForCode('KeyF')!)).toBe('F');
    expect(keyLabel(keyForCode('Digit1')!)).toBe('1');
    expect(keyLabel(keyForCode('Space')!)).toBe('空格键');
  });
});

describe('the number pad', () => {
  it('is typed by the right hand only, index 1-4-7, middle 2-5-8, ring 3-6-9, thumb 0', () => {
    for (const k of NUMPAD_KEYS) expect(k.hand).toBe('right');
    const finger = (ch: string) => numpadKeyForChar(ch)?.finger;
    expect(['1', '4', '7'].map(finger)).toEqual(['index', 'index', 'index']);
    expect(['2', '5', '8', '/'].map(finger)).toEqual(['middle', 'middle', 'middle', 'middle']);
    expect(['3', '6', '9', '*'].map(finger)).toEqual(['ring', 'ring', 'ring', 'ring']);
    expect(['-', '+', 'Enter'].map(finger)).toEqual(['pinky', 'pinky', 'pinky']);
    expect(finger('0')).toBe('thumb');
  });

  it('maps only digits, . / * - + and Enter', () => {
    for (const ch of '0123456789./*-+') expect(numpadKeyForChar(ch)?.code).toMatch(/^Numpad/);
    expect(numpadKeyForChar('\n')?.code).toBe('NumpadEnter');
    for (const ch of ['a', ' ', '=', ',']) expect(numpadKeyForChar(ch)).toBeNull();
  });
});

describe('strokeFor', () => {
  it('resolves characters, key names and codes on the standard keyboard', () => {
    expect(strokeFor('F')).toMatchObject({ key: { code: 'KeyF' }, shift: true, shiftKey: { code: 'ShiftRight' } });
    expect(strokeFor('Enter')).toMatchObject({ key: { code: 'Enter' }, shift: false });
    expect(strokeFor('ShiftLeft')?.key.code).toBe('ShiftLeft');
    expect(strokeFor('Numpad5')).toBeNull();
  });

  it('resolves number-pad characters and codes on the number pad only', () => {
    expect(strokeFor('5', 'numpad')?.key.code).toBe('Numpad5');
    expect(strokeFor('Enter', 'numpad')?.key.code).toBe('NumpadEnter');
    expect(strokeFor('NumLock', 'numpad')?.key.code).toBe('NumLock');
    expect(strokeFor('a', 'numpad')).toBeNull();
    expect(strokeFor('KeyA', 'numpad')).toBeNull();
  });
});
