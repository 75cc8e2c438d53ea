import { describe, expect, it } from 'vitest';
import { WRONG_KEY_MS } from '../../../contract/constants';
import { FlashTimers } from './flashTimers';

describe('when the wrong key is pressed', () => {
  it('marks the key as error for 200 ms of ticker time', () => {
    const t = new FlashTimers(WRONG_KEY_MS);
    t.flash('KeyF');
    expect(t.advance(16)).toBe(false);
    expect(t.has('KeyF')).toBe(true);
    expect(t.advance(WRONG_KEY_MS - 17)).toBe(false);
    expect(t.has('KeyF')).toBe(true);
    expect(t.advance(1)).toBe(true);
    expect(t.has('KeyF')).toBe(false);
  });

  it('starts the 200 ms again when the same key is pressed wrong again', () => {
    const t = new FlashTimers(WRONG_KEY_MS);
    t.flash('KeyF');
    t.advance(150);
    t.flash('KeyF');
    t.advance(150);
    expect(t.has('KeyF')).toBe(true);
  });

  it('times several keys apart', () => {
    const t = new FlashTimers(WRONG_KEY_MS);
    t.flash('KeyA');
    t.advance(100);
    t.flash('KeyB');
    t.advance(100);
    expect([t.has('KeyA'), t.has('KeyB'), t.size]).toEqual([false, true, 1]);
  });

  it('stays red while time stands still (a paused ticker)', () => {
    const t = new FlashTimers(WRONG_KEY_MS);
    t.flash('KeyJ');
    t.advance(0);
    expect(t.has('KeyJ')).toBe(true);
  });
});
