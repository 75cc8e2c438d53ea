/** How much a key press pops the bubble at most (the scene scales it by 1 + pop, pop ≤ 0.25). */
export const BUBBLE_POP = 1.25;

export interface VideoLayout {
  /** the caption card: its centre x, top, width and height */
  card: { x: number; top: number; width: number; height: number };
  /** the caption's font size */
  captionPx: number;
  /** the key bubble's centre and radius at rest (popped it reaches radius × BUBBLE_POP) */
  bubble: { x: number; y: number; radius: number };
  /** the row of step dots */
  dotsY: number;
}

const MARGIN = 8;
/** the dots' row takes this much above its centre line (the current dot's radius and a gap) */
const DOTS_ROOM = 14;
/** below this radius a bubble under the card is too small to read, so it goes beside the card */
const MIN_STACKED = 28;

/**
 * Where the video lesson's caption card, key bubble and step dots go in a stage of width × height:
 * the bubble under the card when there is room, beside it on a short wide stage (a laptop's stage
 * under the drawn keyboard), and in either case never over the caption, even at the top of its pop.
 */
export function planVideoLayout(width: number, height: number): VideoLayout {
  const top = height * 0.04;
  const cardH = Math.max(60, height * 0.3);
  const captionPx = Math.round(Math.min(48, Math.max(20, cardH * 0.28)));
  const dotsY = height * 0.92;
  const full = Math.min(width * 0.9, 900);
  // under the card: the popped bubble fits between the card's bottom and the dots
  const under = dotsY - DOTS_ROOM - (top + cardH + MARGIN);
  const stacked = Math.min(height * 0.2, width * 0.18, under / 2 / BUBBLE_POP);
  if (stacked >= MIN_STACKED || width < 480) {
    const radius = Math.max(12, stacked);
    return {
      card: { x: width / 2, top, width: full, height: cardH },
      captionPx,
      bubble: { x: width / 2, y: top + cardH + MARGIN + Math.max(under, 2 * radius * BUBBLE_POP) / 2, radius },
      dotsY,
    };
  }
  // beside the card: the bubble on the card's row, at its right, as tall as the row above the dots allows
  const row = dotsY - DOTS_ROOM - MARGIN;
  const radius = Math.max(MIN_STACKED, Math.min(row / 2 / BUBBLE_POP, width * 0.1));
  const reach = radius * BUBBLE_POP;
  const cardW = full - 2 * reach - 2 * MARGIN;
  const left = (width - full) / 2;
  const y = Math.min(Math.max(top + cardH / 2, reach + 2), dotsY - DOTS_ROOM - reach);
  return {
    card: { x: left + cardW / 2, top, width: cardW, height: cardH },
    captionPx,
    bubble: { x: left + cardW + 2 * MARGIN + reach, y, radius },
    dotsY,
  };
}
