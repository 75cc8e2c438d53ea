import { describe, expect, it } from 'vitest';
import { addDays, chineseDate } from './chineseDate';

describe('chineseDate', () => {
  it('writes the day in Chinese with its weekday', () => {
    expect(chineseDate('2026-11-23')).toBe('2026年11月23日 星期一');
    expect(chineseDate('2026-11-29')).toBe('2026年11月29日 星期日');
    expect(chineseDate('2024-02-29')).toBe('2024年2月29日 星期四');
  });
});

describe('addDays', () => {
  it('steps across month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
