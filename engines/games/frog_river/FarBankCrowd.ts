import { Container, Graphics, type GraphicsContext } from 'pixi.js';

/** small frogs waiting on the far bank are drawn this much smaller than the hopping one */
const SMALL = 0.42;

/**
 * The frogs already across: small copies of the frog (one shared GraphicsContext) sitting in a row
 * on the far bank, in rows one behind the other when they do not fit (a phone). The scene tells it
 * how many made it and how many places the bank has.
 */
export class FarBankCrowd extends Container {
  constructor(private readonly frogShape: GraphicsContext) {
    super();
  }

  /**
   * `crossed` frogs on a bank with room for `places` (the round's words; at most that many are
   * shown), along a river `width` wide whose far bank ends at `farEdge`.
   */
  layout({ width, farEdge, frogScale }: { width: number; farEdge: number; frogScale: number }, crossed: number, places: number): void {
    const shown = Math.min(crossed, Math.max(places, 1));
    // each a texture drawn once (their shapes' triangles cost software GL more than the pixels)
    while (this.children.length < shown) this.addChild(new Graphics(this.frogShape)).cacheAsTexture({ resolution: 2 });
    // one row when they fit, else rows one behind the other (a phone), never smaller than a thumb
    const s = Math.max(0.22, Math.min(frogScale * SMALL, width / Math.max(places, 1) / 110));
    const perRow = Math.max(1, Math.min(places, Math.floor(width / (115 * s))));
    this.children.forEach((g, i) => {
      g.scale.set(s);
      g.position.set(width * (((i % perRow) + 0.5) / perRow), farEdge - 4 - Math.floor(i / perRow) * 64 * s);
    });
  }
}
