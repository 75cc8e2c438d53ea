import { describe, expect, it } from 'vitest';
import { fitCell, flowText } from './flowText';

describe('flowText', () => {
  it('wraps a full line and starts a new line at a break', () => {
    const { places, lines } = flowText([{ width: 40 }, { width: 40 }, { width: 40 }, 'break', { width: 40 }], 100);
    expect(places).toEqual([{ x: 0, line: 0 }, { x: 40, line: 0 }, { x: 0, line: 1 }, { x: 40, line: 1 }, { x: 0, line: 2 }]);
    expect(lines).toBe(3);
  });
});

describe('fitCell', () => {
  it('keeps a short line at the largest size and shrinks a long text until it fits', () => {
    expect(fitCell([4], 800, 300, 1.5, 100, 20)).toBe(100);
    const cell = fitCell([40, 40], 800, 300, 1.5, 100, 20);
    const rows = 2 * Math.ceil(40 / Math.floor(800 / cell));
    expect(rows * 1.5 * cell).toBeLessThanOrEqual(300);
    expect(cell).toBeGreaterThan(20);
  });
});
