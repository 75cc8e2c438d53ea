import { describe, expect, it } from 'vitest';
import { initialContext, pressKey } from './typingPinyin.logic';
import { boardOf } from './typingPinyin.selectors';

describe('boardOf (what the scene draws)', () => {
  const start = initialContext({ title: '草', items: [{ hanzi: '小草，', pinyin: 'xiǎo cǎo' }, { hanzi: '绿', pinyin: 'lǜ' }] });
  const typed = (keys: string) => Array.from(keys).reduce((ctx, k, i) => pressKey(ctx, k, `Key${k.toUpperCase()}`, i).context, start);

  it('marks finished syllables done, the one in progress current with its typed letters, punctuation untyped', () => {
    const board = boardOf(typed('xiaoc'));
    expect(board.title).toBe('草');
    expect(board.items[0]!.syllables.map((s) => [s.state, s.typed])).toEqual([['done', 4], ['current', 1], ['untyped', 0]]);
    expect(board.items[1]!.syllables[0]).toMatchObject({ state: 'todo', typed: 0, pinyin: 'lǜ', letters: 'lv' });
  });

  it('turns a completed item done and remembers it had a mistake', () => {
    const board = boardOf(typed('xiaocxao'));
    expect(board.items[0]).toMatchObject({ done: true, errored: true });
    expect(board.items[1]).toMatchObject({ done: false, errored: false });
  });
});
