import { describe, expect, it, vi } from 'vitest';

// pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { HandGraphic } = await import('./HandGraphic');

/** The faces a hand holds: how many, and how many are shown. */
const faces = (hand: InstanceType<typeof HandGraphic>) => {
  const art = hand.children[0]!;
  return { made: hand.faceCount, children: art.children.length, shown: art.children.filter((c) => c.visible).length };
};

describe('HandGraphic: a face per set of lit fingers, the common ones made with the size', () => {
  it('makes the hand at rest and each finger alone when it gets a size, and shows one', () => {
    const hand = new HandGraphic('left');
    hand.draw(120);
    expect(faces(hand)).toEqual({ made: 6, children: 6, shown: 1 });
  });

  it("lights a finger by showing a face made ahead, without making one in the key's time", () => {
    const hand = new HandGraphic('right');
    hand.draw(120);
    for (const f of ['pinky', 'ring', 'middle', 'index', 'thumb'] as const) {
      hand.highlight([f]);
      expect(faces(hand)).toEqual({ made: 6, children: 6, shown: 1 });
    }
    hand.highlight([]);
    expect(faces(hand).made).toBe(6);
  });

  it('makes a rare face (two fingers of one hand) when first wanted, and again at a new size', () => {
    const hand = new HandGraphic('left');
    hand.draw(120);
    hand.highlight(['pinky', 'index']);
    expect(faces(hand)).toEqual({ made: 7, children: 7, shown: 1 });
    hand.draw(90);
    // the old size's faces are gone; the fingers still lit are shown at the new size
    expect(faces(hand)).toEqual({ made: 7, children: 7, shown: 1 });
    hand.highlight(['index']);
    expect(faces(hand)).toEqual({ made: 7, children: 7, shown: 1 });
  });
});
