import { Container, Graphics } from 'pixi.js';

const W = 130;
const H = 70;

/**
 * The woven basket at unit size (130 wide; its rim at y 0, standing on y 70): caught apples
 * peek over the rim, more as more are caught (up to six).
 */
export class Basket extends Container {
  private readonly pile = new Graphics();
  private shown = -1;

  constructor() {
    super();
    const body = new Graphics()
      .moveTo(-W / 2, 0).lineTo(W / 2, 0).lineTo(W / 2 - 14, H).lineTo(-W / 2 + 14, H).closePath()
      .fill(0xc98b4b).stroke({ color: 0x7a4a1d, width: 4, join: 'round' });
    for (let i = 1; i < 4; i++) {
      const y = (H * i) / 4;
      const inset = (14 * y) / H;
      body.moveTo(-W / 2 + inset + 2, y).lineTo(W / 2 - inset - 2, y).stroke({ color: 0x8d5524, width: 3 });
    }
    for (let i = -3; i <= 3; i++) body.moveTo(i * 17, 4).lineTo(i * 14, H - 3).stroke({ color: 0xa86b33, width: 2 });
    const rim = new Graphics().roundRect(-W / 2 - 6, -8, W + 12, 14, 7).fill(0xa0612c).stroke({ color: 0x6d3f16, width: 3 });
    this.addChild(this.pile, body, rim);
  }

  /** apples over the rim for `caught` apples in the basket */
  setCount(caught: number): void {
    const n = Math.min(6, caught);
    if (n === this.shown) return;
    this.shown = n;
    this.pile.clear();
    const spots = [[-30, -4], [14, -6], [-8, -12], [34, -2], [-44, 2], [0, -22]] as const;
    for (let i = 0; i < n; i++) {
      const [x, y] = spots[i]!;
      this.pile.circle(x, y, 17).fill(i % 3 === 2 ? 0xf9a825 : 0xe53935).stroke({ color: 0x8e1b1b, width: 2 }).ellipse(x - 6, y - 6, 4, 6).fill({ color: 0xffffff, alpha: 0.4 });
    }
  }
}
