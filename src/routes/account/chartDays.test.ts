import { describe, expect, it } from 'vitest';
import { chartDays } from './chartDays';

const days = (practised: number[]) => Array.from({ length: 90 }, (_, i) => ({ i, minutes: practised.includes(i) ? 5 : 0 }));

describe('chartDays', () => {
  it('draws a week when the only practice is today', () => {
    const shown = chartDays(days([89]));
    expect(shown.map((d) => d.i)).toEqual([83, 84, 85, 86, 87, 88, 89]);
  });

  it('starts two days before the first practice when that is more than a week ago', () => {
    expect(chartDays(days([40, 70, 89]))[0]!.i).toBe(38);
  });

  it('keeps all 90 days when the first practice is at the start, or there is none', () => {
    expect(chartDays(days([0, 50]))).toHaveLength(90);
    expect(chartDays(days([]))).toHaveLength(90);
  });
});
