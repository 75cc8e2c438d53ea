import { describe, expect, it } from 'vitest';
import { applyKey, createSequence, durationOf, itemIndexAt, pauseClock, resetSequence, resumeClock } from '../core/sequence/keySequence.logic';
import { charStatus, liveStatsOf } from '../core/sequence/keySequence.selectors';
import { textRules } from './typingText.logic';

const press = (key: string, timeStamp: number, code = '') => ({ key, code, timeStamp });

describe('the key sequence', () => {
  it('lists a position as errored once however many wrong keys land on it', () => {
    let ctx = createSequence(['ab'], false);
    for (const [i, k] of ['x', 'y', 'z'].entries()) ctx = applyKey(ctx, textRules, press(k, i * 100, 'KeyX')).context;
    expect(ctx.errored).toEqual([0]);
    expect(ctx.wrong).toBe(3);
    expect(ctx.keyStats.KeyA).toEqual({ hit: 0, miss: 3 });
  });

  it('counts a hit on the expected key when the event has no code (virtual keyboards)', () => {
    const ctx = applyKey(createSequence(['a'], false), textRules, press('a', 0)).context;
    expect(ctx.keyStats).toEqual({ KeyA: { hit: 1, miss: 0 } });
  });

  it('changes nothing once every position is typed', () => {
    const done = applyKey(createSequence(['a'], false), textRules, press('a', 0, 'KeyA')).context;
    const after = applyKey(done, textRules, press('b', 100, 'KeyB'));
    expect(after.context).toBe(done);
    expect(after.emitted).toEqual([]);
  });

  it('adds up several pauses and ignores a resume without a pause', () => {
    let ctx = applyKey(createSequence(['abc'], false), textRules, press('a', 1000, 'KeyA')).context;
    ctx = resumeClock(pauseClock(ctx, 1100), 3100); // 2000 ms
    ctx = applyKey(ctx, textRules, press('b', 3200, 'KeyB')).context;
    ctx = resumeClock(pauseClock(ctx, 3300), 3800); // 500 ms
    ctx = resumeClock(ctx, 9000);
    ctx = applyKey(ctx, textRules, press('c', 4000, 'KeyC')).context;
    expect(ctx.clock.pausedMs).toBe(2500);
    expect(durationOf(ctx)).toBe(500);
    expect(liveStatsOf(ctx)).toMatchObject({ elapsedMs: 500, correct: 3, progress: 1 });
  });

  it('knows which item a position belongs to, an Enter included', () => {
    const ctx = createSequence(['ab', '', 'c'], false);
    expect(ctx.expected).toEqual(['a', 'b', 'Enter', 'Enter', 'c']);
    expect([0, 1, 2, 3, 4, 5].map((p) => itemIndexAt(ctx, p))).toEqual([0, 0, 0, 1, 2, 2]);
  });

  it('resets cursor, errors, counts and clock but keeps the text', () => {
    let ctx = createSequence(['ab'], false);
    ctx = applyKey(ctx, textRules, press('x', 0, 'KeyX')).context;
    ctx = applyKey(ctx, textRules, press('a', 100, 'KeyA')).context;
    const afterReset = resetSequence(ctx);
    expect(afterReset).toEqual(createSequence(['ab'], false));
    expect(charStatus(ctx, 0)).toBe('corrected');
    expect(charStatus(afterReset, 0)).toBe('current');
  });
});
