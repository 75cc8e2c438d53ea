import { describe, expect, it } from 'vitest';
import { HALF_WIDTH_PUNCTUATION, matches, settle } from './logographic.logic';

describe('matches', () => {
  it('accepts every documented half-width mark for its full-width mark', () => {
    for (const [half, full] of Object.entries(HALF_WIDTH_PUNCTUATION)) {
      for (const mark of Array.from(full)) expect(matches(half, mark)).toBe(true);
    }
  });

  it('accepts full-width letters and digits for their ASCII forms', () => {
    expect(matches('Ａ', 'A')).toBe(true);
    expect(matches('１', '1')).toBe(true);
  });

  it('does not confuse different characters or marks', () => {
    expect(matches('己', '已')).toBe(false);
    expect(matches(',', '、')).toBe(false);
    expect(matches('.', '，')).toBe(false);
  });
});

describe('settle', () => {
  it('skips spaces, full-width spaces and newlines', () => {
    expect(settle(Array.from('a \n\u3000b'), 1)).toBe(4);
    expect(settle(Array.from('a  '), 1)).toBe(3);
  });
});
