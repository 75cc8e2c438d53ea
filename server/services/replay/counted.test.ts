import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { TooManyError } from '../limiter';
import { NOT_CLAIMED, replayCounted } from './counted';

/** A submission's counters as the guarded updates would keep them. */
function counters(cap: number) {
  const c = { submissions: 0, refusals: 0 };
  const steps = {
    claim: async () => (c.submissions < cap ? (c.submissions++, true) : false),
    giveBack: async () => void c.submissions--,
    refused: async () => void c.refusals++,
  };
  return { c, steps };
}

describe('a counted replay', () => {
  it('counts a replay that passes, and answers its outcome', async () => {
    const { c, steps } = counters(3);
    expect(await replayCounted({ ...steps, replay: async () => 42 })).toBe(42);
    expect(c).toEqual({ submissions: 1, refusals: 0 });
  });

  it('keeps a refused replay counted, so a forger runs out of replays', async () => {
    const { c, steps } = counters(2);
    const forged = () => replayCounted({ ...steps, replay: async () => Promise.reject(new AppError(40000, '分数不对')) });
    await expect(forged()).rejects.toThrow('分数不对');
    await expect(forged()).rejects.toThrow('分数不对');
    expect(await replayCounted({ ...steps, replay: async () => 1 })).toBe(NOT_CLAIMED);
    expect(c).toEqual({ submissions: 2, refusals: 2 });
  });

  it('gives the count back when the server was too busy to replay', async () => {
    const { c, steps } = counters(1);
    await expect(replayCounted({ ...steps, replay: async () => Promise.reject(new TooManyError(5)) })).rejects.toBeInstanceOf(TooManyError);
    expect(c).toEqual({ submissions: 0, refusals: 0 });
    expect(await replayCounted({ ...steps, replay: async () => 'ok' })).toBe('ok');
  });
});
