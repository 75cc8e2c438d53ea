import { describe, expect, it, vi } from 'vitest';

// the scene module pulls in pixi.js, which reads navigator when imported
vi.stubGlobal('navigator', { userAgent: 'node' });
const { planInvoiceLayout } = await import('./TypingInvoiceScene');

/** the label's design size (27) at a plan's scale: CSS px */
const labelPx = (scale: number) => 27 * scale;

describe('how an invoice card is laid out in the stage', () => {
  it('on an upright 390 px phone (a low box above the number pad): stacked at the width, labels ≥ 14 px, scrolling', () => {
    const plan = planInvoiceLayout(7, { width: 390, height: 235 });
    expect(plan.layout).toBe('stacked');
    expect(labelPx(plan.scale)).toBeGreaterThanOrEqual(14);
    expect(plan.scrolls).toBe(true);
  });

  it('a short form on a phone that would fit whole only at 13 px labels also scrolls, stacked', () => {
    const plan = planInvoiceLayout(2, { width: 390, height: 235 });
    expect(labelPx(plan.scale)).toBeGreaterThanOrEqual(14);
  });

  it('at 1366×768 above the drawn number pad: the whole form in two columns, as before', () => {
    expect(planInvoiceLayout(7, { width: 1342, height: 220 })).toMatchObject({ layout: 2, scrolls: false });
  });

  it('on a phone held sideways (a wide, very low box): one column at full size, scrolling', () => {
    expect(planInvoiceLayout(7, { width: 844, height: 110 })).toEqual({ layout: 1, scale: 1, scrolls: true });
  });

  it('in a roomy box: one column, whole, no scroll', () => {
    expect(planInvoiceLayout(5, { width: 1100, height: 800 })).toMatchObject({ layout: 1, scrolls: false });
  });
});
