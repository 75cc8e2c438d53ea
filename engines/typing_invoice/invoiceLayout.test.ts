import { describe, expect, it, vi } from 'vitest';

// the card module pulls in pixi.js, which reads navigator when imported
vi.stubGlobal('navigator', { userAgent: 'node' });
const { invoiceScrollY, planInvoiceLayout } = await import('./invoiceLayout');
const { BOX_HEIGHT, fieldMidY, headingBottom } = await import('./InvoiceCard');

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

describe('where a scrolled card sits while its fields are typed', () => {
  const phone = { width: 390, height: 235 };
  const plan = planInvoiceLayout(7, phone);
  const at = (field: number) => invoiceScrollY(plan, 7, fieldMidY(plan.layout, field), phone.height);

  it('at the first field on a phone: the heading (练习单：…) shows whole, below the top edge', () => {
    expect(at(0)).toBeGreaterThanOrEqual(0);
  });

  it('at every field: the heading is either whole or out of view, never cut in half', () => {
    const head = headingBottom(plan.layout) * plan.scale;
    for (let f = 0; f < 7; f++) {
      const y = at(f);
      expect(y >= 0 || y + head <= 0, `field ${f + 1} at y ${y}`).toBe(true);
    }
  });

  it('at every field: the box being typed is fully in view', () => {
    for (let f = 0; f < 7; f++) {
      const mid = at(f) + fieldMidY(plan.layout, f) * plan.scale;
      expect(mid - (BOX_HEIGHT / 2) * plan.scale, `field ${f + 1}`).toBeGreaterThanOrEqual(0);
      expect(mid + (BOX_HEIGHT / 2) * plan.scale, `field ${f + 1}`).toBeLessThanOrEqual(phone.height);
    }
  });

  it('on a phone held sideways (a box lower than the heading): the heading is scrolled out whole', () => {
    const low = { width: 844, height: 110 };
    const side = planInvoiceLayout(7, low);
    const y = invoiceScrollY(side, 7, fieldMidY(side.layout, 0), low.height);
    expect(y + headingBottom(side.layout) * side.scale).toBeLessThanOrEqual(0);
  });

  it('a card that fits is centred in the box', () => {
    const roomy = { width: 1100, height: 800 };
    const whole = planInvoiceLayout(5, roomy);
    expect(invoiceScrollY(whole, 5, fieldMidY(whole.layout, 3), roomy.height)).toBeGreaterThan(0);
  });
});
