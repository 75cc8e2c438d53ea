import { describe, expect, it } from 'vitest';
import { touchOnlyDevice } from './touchDevice';

const media = (on: string[]) => (q: string) => ({ matches: on.includes(q) });

describe('touchOnlyDevice', () => {
  it('is true for a phone or tablet: coarse pointer, nothing hovers', () => {
    expect(touchOnlyDevice(media(['(pointer: coarse)', '(hover: none)']))).toBe(true);
  });
  it('is false for a PC with a mouse, and for a touch laptop whose mouse hovers', () => {
    expect(touchOnlyDevice(media(['(pointer: fine)', '(any-pointer: fine)']))).toBe(false);
    expect(touchOnlyDevice(media(['(pointer: coarse)', '(any-pointer: fine)']))).toBe(false);
  });
  it('is false where media queries are not available', () => {
    expect(touchOnlyDevice(undefined)).toBe(false);
  });
});
