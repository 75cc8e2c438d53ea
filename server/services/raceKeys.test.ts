import { describe, expect, it } from 'vitest';
import { raceKinds, RaceMessages, type RaceKeyEntry } from '../../contract/race';
import { TEXT_KINDS } from '../../engines/engineFacts';
import { takeBatch } from './raceKeys';
import { COMMIT_TOO_LONG } from './replay/bounds';

const keys = (from: number, n: number, gap = 200): RaceKeyEntry[] => Array.from({ length: n }, (_, i) => [from + i * gap, 'KeyA', 'a']);

describe('takeBatch', () => {
  it('takes new keys and skips a resend of held ones', () => {
    const held = keys(0, 3);
    expect(takeBatch(held, 3, keys(600, 2), 1000, 60_000)).toEqual({ keys: keys(600, 2), shiftMs: 0 });
    expect(takeBatch(held, 0, [...held, ...keys(600, 1)], 1000, 60_000)).toEqual({ keys: keys(600, 1), shiftMs: 0 });
    expect(takeBatch(held, 1, held.slice(1), 1000, 60_000)).toEqual({ keys: [], shiftMs: 0 });
  });

  it('refuses a gap, keys out of order, from the future, too old, past the limit, or faster than a hand', () => {
    const held = keys(0, 3);
    expect(takeBatch(held, 4, keys(600, 1), 1000, 60_000)).toEqual({ message: RaceMessages.gap, expected: 3 });
    expect(takeBatch(held, 3, keys(300, 1), 1000, 60_000)).toMatchObject({ message: RaceMessages.order });
    expect(takeBatch(held, 3, keys(3000, 1), 1000, 60_000)).toMatchObject({ message: RaceMessages.future });
    expect(takeBatch([], 0, keys(61_000, 1), 61_000, 60_000)).toMatchObject({ message: RaceMessages.ended });
    expect(takeBatch([], 0, keys(0, 31, 10), 1000, 60_000)).toMatchObject({ message: RaceMessages.tooFast });
    // a burst across two batches counts as one
    expect(takeBatch(keys(0, 20, 20), 20, keys(400, 12, 20), 1000, 60_000)).toMatchObject({ message: RaceMessages.tooFast });
    expect(takeBatch([], 0, keys(0, 1), -5000, 60_000)).toMatchObject({ message: RaceMessages.notStarted });
  });

  it('refuses an IME commit over 16 characters (issue 39)', () => {
    const commit = (ms: number, text: string): RaceKeyEntry => [ms, 'Composition', text];
    expect(takeBatch([], 0, [commit(0, '错'.repeat(17))], 1000, 60_000)).toEqual({ message: COMMIT_TOO_LONG, expected: 0 });
    expect(takeBatch([], 0, [commit(0, '错'.repeat(16))], 1000, 60_000)).toEqual({ keys: [commit(0, '错'.repeat(16))], shiftMs: 0 });
  });

  it('takes keys older than RACE_KEY_MAX_AGE_MS as typed that long ago, moving them and every later key together', () => {
    expect(takeBatch(keys(0, 1), 1, keys(1000, 2), 20_000, 60_000)).toEqual({ keys: keys(5000, 2), shiftMs: 4000 });
    // 35 s offline at 3 keys a second: the keys keep their gaps (no burst), in batches of 30 too
    const offline = keys(10_000, 105, 333);
    const once = takeBatch([], 0, offline.slice(0, 100), 45_000, 300_000);
    expect(once).toMatchObject({ shiftMs: 20_000 });
    const held: RaceKeyEntry[] = [];
    let shiftMs = 0;
    for (let from = 0; from < offline.length; from += 30) {
      const taken = takeBatch(held, from, offline.slice(from, from + 30), 45_000, 300_000, shiftMs);
      if (!('keys' in taken)) throw new Error(taken.message);
      held.push(...taken.keys);
      shiftMs = taken.shiftMs;
    }
    expect(shiftMs).toBe(20_000);
    expect(held).toEqual(keys(30_000, 105, 333));
    // a key before the device's last one is still out of order; one after it, shifted, is taken
    expect(takeBatch(held, 105, keys(44_000, 1), 46_000, 300_000, shiftMs)).toMatchObject({ message: RaceMessages.order });
    expect(takeBatch(held, 105, keys(45_000, 1), 46_000, 300_000, shiftMs)).toEqual({ keys: keys(65_000, 1), shiftMs: 20_000 });
  });
});

describe('race kinds', () => {
  it('are the kinds of typed text the engines offer (engineFacts TEXT_KINDS)', () => {
    expect([...raceKinds].sort()).toEqual(Object.keys(TEXT_KINDS).sort());
  });
});
