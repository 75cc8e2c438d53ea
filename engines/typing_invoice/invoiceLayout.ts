import { BOX_HEIGHT, cardSize, headingBottom, rowHeight, type CardLayout } from './InvoiceCard';

/**
 * The whole form stays in view while it reads at least this large (labels ≈ 12 CSS px, as at
 * 1366×768 above the number pad) — on a narrow box (a phone held upright) at least labels of
 * 14 CSS px; below that the form scrolls instead of shrinking further…
 */
const WHOLE_MIN_SCALE = 0.45;
const NARROW_PX = 600;
const NARROW_WHOLE_MIN_SCALE = 0.52;
/** …at a scale where it reads well on a phone (labels ≥ 16 CSS px), keeping the field being typed in view */
const SCROLL_MIN_SCALE = 0.6;
/** a scrolled form keeps the field being typed this far down the box */
const FOCUS_AT = 0.42;
/** kept free between a card and the box's edges */
export const MARGIN = 8;

/** How one card is shown in the scene's box: its layout, its scale, and whether it scrolls (taller than the box). */
export interface InvoicePlan {
  layout: CardLayout;
  scale: number;
  scrolls: boolean;
}

type Box = { width: number; height: number };

/**
 * How a card of `fields` fields is laid out in the box: whole, in the layout that shows it
 * largest (two columns on wide, low boxes above a number pad), while that stays legible;
 * otherwise (a phone) at the box's width, stacked or in one column, whichever shows
 * more fields at a time, scrolling to the field being typed — as a form on a phone does.
 */
export function planInvoiceLayout(fields: number, box: Box): InvoicePlan {
  const whole = (l: CardLayout) => {
    const size = cardSize(fields, l);
    return Math.min(1.25, (box.width * 0.94) / size.width, (box.height * 0.94) / size.height);
  };
  let best: CardLayout = whole(2) > whole(1) * 1.1 ? 2 : 1;
  if (whole('stacked') > whole(best) * 1.1) best = 'stacked';
  if (whole(best) >= (box.width < NARROW_PX ? NARROW_WHOLE_MIN_SCALE : WHOLE_MIN_SCALE)) return { layout: best, scale: whole(best), scrolls: false };
  const wide = (l: CardLayout) => Math.min(1, (box.width - 2 * MARGIN) / cardSize(fields, l).width);
  const shown = (l: CardLayout) => (l === 2 ? 2 : 1) * (box.height / (rowHeight(l) * wide(l)));
  const fitting = ([1, 2, 'stacked'] as CardLayout[]).filter((l) => wide(l) >= SCROLL_MIN_SCALE);
  const layout = fitting.length ? fitting.reduce((a, b) => (shown(b) > shown(a) ? b : a)) : 'stacked';
  const scale = wide(layout);
  return { layout, scale, scrolls: cardSize(fields, layout).height * scale > box.height - 2 * MARGIN };
}

/**
 * A card's y in the box: centred when it fits; when it scrolls, the field being typed (its
 * centre `fieldY`, card units) sits FOCUS_AT down the box — except that the heading is never
 * shown cut in half: the card rests at its top while that keeps the field in view, else the
 * heading goes out of view whole.
 */
export function invoiceScrollY(plan: InvoicePlan, fields: number, fieldY: number, boxHeight: number): number {
  const height = cardSize(fields, plan.layout).height * plan.scale;
  if (!plan.scrolls) return (boxHeight - height) / 2;
  const lowest = boxHeight - height - MARGIN;
  const y = Math.min(MARGIN, Math.max(lowest, boxHeight * FOCUS_AT - fieldY * plan.scale));
  const head = headingBottom(plan.layout) * plan.scale;
  if (y >= 0 || y <= -head) return y;
  // the field's box's top and bottom, from the card's top
  const fieldTop = (fieldY - BOX_HEIGHT / 2) * plan.scale;
  const fieldBottom = (fieldY + BOX_HEIGHT / 2) * plan.scale;
  if (MARGIN + fieldBottom <= boxHeight - MARGIN) return MARGIN;
  if (fieldTop - head >= 0 && -head >= lowest) return -head;
  return y;
}
