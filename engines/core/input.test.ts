import { describe, expect, it } from 'vitest';
import { beforeInputEvent, blocksDefault, commitEvents, compositionEvent, imeKeyEvent, keysEvent, numpadEvent } from './input';

const kd = (key: string, code: string, extra: Record<string, unknown> = {}) => ({ key, code, timeStamp: 42, ...extra });

describe('keys input', () => {
  it('passes printable characters with their code and time', () => {
    expect(keysEvent(kd('f', 'KeyF'))).toEqual({ type: 'input.key', key: 'f', code: 'KeyF', timeStamp: 42 });
    expect(keysEvent(kd('!', 'Digit1'))?.key).toBe('!');
    expect(keysEvent(kd(' ', 'Space'))?.key).toBe(' ');
  });

  it('passes Enter, Backspace and Tab', () => {
    for (const [key, code] of [['Enter', 'Enter'], ['Backspace', 'Backspace'], ['Tab', 'Tab']]) {
      expect(keysEvent(kd(key, code))?.key).toBe(key);
    }
  });

  it('ignores modifiers alone, other named keys, repeats, shortcuts and IME keystrokes', () => {
    for (const [key, code] of [['Shift', 'ShiftLeft'], ['CapsLock', 'CapsLock'], ['Escape', 'Escape'], ['ArrowLeft', 'ArrowLeft'], ['Process', 'KeyA'], ['Dead', 'Quote']]) {
      expect(keysEvent(kd(key, code))).toBeNull();
    }
    expect(keysEvent(kd('a', 'KeyA', { repeat: true }))).toBeNull();
    expect(keysEvent(kd('c', 'KeyC', { ctrlKey: true }))).toBeNull();
    expect(keysEvent(kd('a', 'KeyA', { altKey: true }))).toBeNull();
    expect(keysEvent(kd('v', 'KeyV', { metaKey: true }))).toBeNull();
    expect(keysEvent(kd('a', 'KeyA', { isComposing: true }))).toBeNull();
  });

  it('blocks the page defaults of Tab, Space, Backspace, quote and slash only', () => {
    for (const key of ['Tab', ' ', 'Backspace', "'", '/']) expect(blocksDefault(key)).toBe(true);
    for (const key of ['a', 'Enter', '1']) expect(blocksDefault(key)).toBe(false);
  });
});

describe('numpad input', () => {
  it('passes digits and . / * - + as number-pad keys, from either the pad or the main rows', () => {
    expect(numpadEvent(kd('7', 'Numpad7'))).toEqual({ type: 'input.key', key: '7', code: 'Numpad7', timeStamp: 42 });
    expect(numpadEvent(kd('5', 'Digit5'))?.code).toBe('Numpad5');
    expect(numpadEvent(kd('+', 'Equal'))?.code).toBe('NumpadAdd');
    expect(numpadEvent(kd('.', 'Period'))?.code).toBe('NumpadDecimal');
  });

  it('reads the number-pad character when NumLock is off', () => {
    expect(numpadEvent(kd('Home', 'Numpad7'))?.key).toBe('7');
    expect(numpadEvent(kd('Delete', 'NumpadDecimal'))?.key).toBe('.');
  });

  it('maps either Enter to the number-pad Enter', () => {
    expect(numpadEvent(kd('Enter', 'NumpadEnter'))).toMatchObject({ key: 'Enter', code: 'NumpadEnter' });
    expect(numpadEvent(kd('Enter', 'Enter'))).toMatchObject({ key: 'Enter', code: 'NumpadEnter' });
  });

  it('ignores everything else', () => {
    for (const [key, code] of [['a', 'KeyA'], [' ', 'Space'], ['=', 'Equal'], ['Backspace', 'Backspace'], ['NumLock', 'NumLock'], [',', 'Comma']]) {
      expect(numpadEvent(kd(key, code))).toBeNull();
    }
    expect(numpadEvent(kd('1', 'Numpad1', { repeat: true }))).toBeNull();
  });
});

describe('ime input', () => {
  it('reports the composition in progress', () => {
    expect(compositionEvent('compositionupdate', 'ni', 5)).toEqual({ type: 'input.compositionUpdate', text: 'ni', timeStamp: 5 });
  });

  it('commits the composed text when the composition ends', () => {
    expect(compositionEvent('compositionend', '你好', 9)).toEqual({ type: 'input.composition', text: '你好', timeStamp: 9 });
  });

  it('clears the composition in progress when it is cancelled', () => {
    expect(compositionEvent('compositionend', '', 9)).toEqual({ type: 'input.compositionUpdate', text: '', timeStamp: 9 });
    expect(compositionEvent('compositionend', null, 9)).toEqual({ type: 'input.compositionUpdate', text: '', timeStamp: 9 });
  });

  it('commits text inserted without a composition, but not text the IME is still composing', () => {
    expect(beforeInputEvent('insertText', '好', false, 3)).toEqual({ type: 'input.composition', text: '好', timeStamp: 3 });
    expect(beforeInputEvent('insertText', 'n', true, 3)).toBeNull();
    expect(beforeInputEvent('insertCompositionText', 'n', false, 3)).toBeNull();
    expect(beforeInputEvent('deleteContentBackward', null, false, 3)).toBeNull();
  });

  it('splits a commit over 16 characters into commits of 16 at the same time, which the server takes (issue 39)', () => {
    const text = '春眠不觉晓处处闻啼鸟夜来风雨声花落知多少春眠不觉晓'; // 25
    expect(commitEvents({ type: 'input.composition', text, timeStamp: 7 })).toEqual([
      { type: 'input.composition', text: text.slice(0, 16), timeStamp: 7 },
      { type: 'input.composition', text: text.slice(16), timeStamp: 7 },
    ]);
    expect(commitEvents({ type: 'input.composition', text: '你好', timeStamp: 7 })).toEqual([{ type: 'input.composition', text: '你好', timeStamp: 7 }]);
    expect(commitEvents({ type: 'input.compositionUpdate', text: 'nihao', timeStamp: 7 })).toHaveLength(1);
  });

  it('passes Backspace outside a composition only', () => {
    expect(imeKeyEvent(kd('Backspace', 'Backspace'))).toEqual({ type: 'input.key', key: 'Backspace', code: 'Backspace', timeStamp: 42 });
    expect(imeKeyEvent(kd('Backspace', 'Backspace', { isComposing: true }))).toBeNull();
    expect(imeKeyEvent(kd('a', 'KeyA'))).toBeNull();
  });
});
