import { Container, Graphics } from 'pixi.js';

/**
 * One little fish at unit length 100 (the scene scales it), facing right with its mouth open to
 * blow: a tinted body and tail, a darker fin, white belly stripes, a big friendly eye and a pink
 * cheek. Drawn once at its colour; the scene moves it (a hop when its bubble is popped).
 */
export class FishView extends Container {
  private readonly body = new Graphics();
  private readonly fin = new Graphics();

  constructor(colour: number) {
    super();
    this.body
      .moveTo(-30, 0)
      .lineTo(-52, -22)
      .quadraticCurveTo(-46, 0, -52, 22)
      .closePath()
      .fill(0xffffff)
      .ellipse(0, 0, 38, 27)
      .fill(0xffffff);
    this.fin.moveTo(-8, -24).quadraticCurveTo(4, -44, 18, -24).closePath().fill(0xffffff).moveTo(-4, 12).quadraticCurveTo(4, 26, 12, 14).closePath().fill(0xffffff);
    const face = new Graphics()
      .ellipse(4, 10, 22, 9)
      .fill({ color: 0xffffff, alpha: 0.45 })
      .rect(-16, -18, 4, 34)
      .fill({ color: 0xffffff, alpha: 0.35 })
      .circle(17, -6, 10)
      .fill(0xffffff)
      .circle(19, -6, 6)
      .fill(0x1a237e)
      .circle(21, -8, 2.2)
      .fill(0xffffff)
      .circle(14, 9, 5)
      .fill({ color: 0xff80ab, alpha: 0.8 })
      .ellipse(36, 3, 4, 5)
      .fill(0x6d1b1b);
    this.addChild(this.body, this.fin, face);
    this.body.tint = colour;
    this.fin.tint = shade(colour, 0.75);
  }
}

/** a colour darkened by factor k (0..1) */
function shade(colour: number, k: number): number {
  const r = Math.round(((colour >> 16) & 0xff) * k);
  const g = Math.round(((colour >> 8) & 0xff) * k);
  const b = Math.round((colour & 0xff) * k);
  return (r << 16) | (g << 8) | b;
}
