import { describe, expect, it } from 'vitest';
import { chinaMonthDayTime } from './chinaTime';

describe('Beijing time of an instant (issue 40)', () => {
  it('is the same whatever the device\'s time zone: a test at 16:30 UTC was taken at 00:30 the next day in Beijing', () => {
    expect(chinaMonthDayTime('2026-11-25T16:30:00.000Z')).toBe('11月26日 00:30');
    expect(chinaMonthDayTime(new Date('2026-01-01T01:05:00Z'))).toBe('1月1日 09:05');
  });
});
