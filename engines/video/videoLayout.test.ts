import { describe, expect, it } from 'vitest';
import { BUBBLE_POP, planVideoLayout } from './videoLayout';

/** the popped bubble's box overlaps the card's box (bounding boxes: enough to keep the caption clear) */
function overlaps(width: number, height: number) {
  const l = planVideoLayout(width, height);
  const r = l.bubble.radius * BUBBLE_POP;
  const card = { left: l.card.x - l.card.width / 2, right: l.card.x + l.card.width / 2, top: l.card.top, bottom: l.card.top + l.card.height };
  const b = { left: l.bubble.x - r, right: l.bubble.x + r, top: l.bubble.y - r, bottom: l.bubble.y + r };
  return b.left < card.right && b.right > card.left && b.top < card.bottom && b.bottom > card.top;
}

describe('planVideoLayout', () => {
  // stage sizes the host gives the scene: under the drawn keyboard on a laptop (short and wide),
  // a 640×480 window, a tall phone, projector mode, and without the keyboard
  const sizes: [number, number][] = [[600, 150], [620, 170], [1200, 220], [1240, 300], [1880, 420], [390, 420], [370, 260], [1280, 680], [800, 400]];

  it('never puts the key bubble over the caption card, even at the top of its pop', () => {
    for (const [w, h] of sizes) expect(overlaps(w, h), `${w}×${h}`).toBe(false);
  });

  it('keeps the bubble and the card inside the stage and above the step dots', () => {
    for (const [w, h] of sizes) {
      const l = planVideoLayout(w, h);
      const r = l.bubble.radius * BUBBLE_POP;
      expect(l.bubble.x - r, `${w}×${h}`).toBeGreaterThanOrEqual(0);
      expect(l.bubble.x + r, `${w}×${h}`).toBeLessThanOrEqual(w);
      expect(l.bubble.y + r, `${w}×${h}`).toBeLessThanOrEqual(l.dotsY);
      expect(l.card.x + l.card.width / 2, `${w}×${h}`).toBeLessThanOrEqual(w);
    }
  });

  it('puts the bubble under the card where there is room, beside it on a short wide stage', () => {
    const tall = planVideoLayout(1280, 680);
    expect(tall.bubble.x).toBe(640);
    expect(tall.bubble.radius).toBeGreaterThan(100);
    const short = planVideoLayout(620, 170);
    expect(short.bubble.x).toBeGreaterThan(short.card.x + short.card.width / 2);
    expect(short.bubble.radius).toBeGreaterThanOrEqual(28);
  });
});
