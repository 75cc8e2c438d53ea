import { CanvasSource, Container, Graphics, Sprite, Texture } from 'pixi.js';

/** the river's rows: share of the height, from the top */
export interface RiverBox {
  width: number;
  height: number;
  /** y where the far bank ends and the water begins */
  farEdge: number;
  /** y where the water ends and the near bank begins */
  nearEdge: number;
}

/** how far a bank's wavy edge and its stroke, plus half a ripple's height and stroke, reach across its edge (px) */
const BANK_REACH = 7 + 1.5 + 5 + 1.5 + 2;

/**
 * The far bank (top, with reeds and flowers, where frogs that made it sit), the river, and the
 * near bank (bottom, where each frog starts). Ripple streaks drift with the current (right to left): one
 * Container of sprites of one ripple texture (one batch of quads), two copies side by side, so the
 * flow is a single move, never a redraw. Drawn once a size.
 * Each bank is drawn into a texture of its own strip (cacheAsTexture): as shapes (wavy edges,
 * reeds, flowers) software GL spent most of every frame on them (docs/BENCHMARKS.md, 青蛙过河).
 */
const RIPPLE_PAD = 2;
const RIPPLE_RISE = 5;

/** one ripple: a soft white arc 44 px wide (a quadratic curve, 3 px, round caps, alpha 0.35), drawn at 2× */
function rippleTexture(): Texture {
  const r = 2;
  const canvas = document.createElement('canvas');
  [canvas.width, canvas.height] = [(44 + 2 * RIPPLE_PAD) * r, (RIPPLE_RISE + RIPPLE_PAD) * r];
  const g = canvas.getContext('2d')!;
  g.scale(r, r);
  g.beginPath();
  g.moveTo(RIPPLE_PAD, RIPPLE_RISE);
  g.quadraticCurveTo(RIPPLE_PAD + 22, 0, RIPPLE_PAD + 44, RIPPLE_RISE);
  Object.assign(g, { lineWidth: 3, lineCap: 'round', strokeStyle: 'rgba(255, 255, 255, 0.35)' });
  g.stroke();
  return new Texture({ source: new CanvasSource({ resource: canvas, resolution: r, alphaMode: 'premultiply-alpha-on-upload' }) });
}

export class RiverBackdrop extends Container {
  private readonly water = new Graphics();
  /** the ripples, sprites of one texture (one batch; as strokes, their triangles cost a software-GL frame more than their pixels) */
  private readonly ripples = new Container();
  private readonly ripple = rippleTexture();
  private readonly farBank = new Graphics();
  private readonly nearBank = new Graphics();
  private offset = 0;
  private farEdge = 0;
  private nearEdge = 0;
  private riverWidth = 1;
  /** current speed in px per ms */
  speed = 0.05;

  constructor() {
    super();
    this.addChild(this.water, this.ripples, this.farBank, this.nearBank);
  }

  resize({ width, height, farEdge, nearEdge }: RiverBox): void {
    this.riverWidth = width;
    this.farEdge = farEdge;
    this.nearEdge = nearEdge;
    const h = nearEdge - farEdge;
    // bands that never overlap (where WebGL runs in software every covered pixel costs): lighter
    // by the banks, deeper in the middle; they run under the banks' wavy edges only
    const bands = [0x2a9fd6, 0x2391cc, 0x1f86c0, 0x2391cc, 0x2a9fd6];
    const cuts = [0, 0.18, 0.38, 0.62, 0.82, 1];
    this.water.clear();
    bands.forEach((c, i) => this.water.rect(0, farEdge - 8 + (h + 16) * cuts[i]!, width, (h + 16) * (cuts[i + 1]! - cuts[i]!)).fill(c));
    for (const r of this.ripples.removeChildren()) r.destroy();
    const rows = 6;
    for (let r = 0; r < rows; r++) {
      const y = farEdge + (h * (r + 0.5)) / rows;
      for (let x = (r * 97) % 160; x < width; x += 160 + ((r * 53) % 70)) {
        for (const dx of [0, width]) this.ripples.addChild(new Sprite(this.ripple)).position.set(x + dx - width - RIPPLE_PAD, y - RIPPLE_RISE);
      }
    }
    const far = this.uncached(this.farBank);
    const near = this.uncached(this.nearBank);
    // far bank with a wavy edge
    far.moveTo(0, 0).lineTo(width, 0).lineTo(width, farEdge);
    for (let x = width; x >= 0; x -= 40) far.quadraticCurveTo(x - 20, farEdge + 7, x - 40, farEdge);
    far.closePath().fill(0x7cc46a).stroke({ color: 0x4e8f3a, width: 3 });
    // near bank
    near.moveTo(0, height).lineTo(0, nearEdge);
    for (let x = 0; x <= width; x += 40) near.quadraticCurveTo(x + 20, nearEdge - 7, x + 40, nearEdge);
    near.lineTo(width, height).closePath().fill(0x8bd36f).stroke({ color: 0x4e8f3a, width: 3 });
    // reeds and flowers along both banks (placed by a fixed pattern, so a resize looks the same)
    for (let x = 24; x < width; x += 150) {
      this.reeds(far, x, farEdge - 2, 0.8);
      this.reeds(near, x + 75, height - 6, 1);
    }
    for (let x = 70; x < width; x += 190) {
      this.flower(far, x, farEdge * 0.45, 0xffeb3b);
      this.flower(near, x + 110, nearEdge + (height - nearEdge) * 0.6, 0xff8ab5);
    }
    for (const bank of [far, near]) {
      bank.cacheAsTexture(true);
      bank.updateCacheTexture();
    }
  }

  /**
   * What stays still until the next resize with nothing of the scene under it: the water, and the
   * banks when the ripples (drawn over the water, under the banks) keep clear of the banks' wavy
   * edges — painted under the ripples, the picture is then the same.
   */
  get stillLayers(): Container[] {
    const rowGap = (this.nearEdge - this.farEdge) / 12;
    return rowGap > BANK_REACH ? [this.water, this.farBank, this.nearBank] : [this.water];
  }

  /** a bank cleared for drawing again (its texture is made anew once drawn) */
  private uncached(g: Graphics): Graphics {
    if (g.isCachedAsTexture) g.cacheAsTexture(false);
    return g.clear();
  }

  private reeds(g: Graphics, x: number, y: number, s: number): void {
    for (const [dx, h] of [[-6, 34], [0, 44], [7, 30]] as const) g.moveTo(x + dx, y).quadraticCurveTo(x + dx * 2, y - h * s * 0.6, x + dx * 1.5, y - h * s);
    g.stroke({ color: 0x3f7d2e, width: 3.5, cap: 'round' });
    g.roundRect(x - 3, y - 44 * s - 4, 7, 16 * s, 3.5).fill(0x8d5a2b);
  }

  private flower(g: Graphics, x: number, y: number, colour: number): void {
    for (let i = 0; i < 5; i++) {
      const a = (i * 2 * Math.PI) / 5;
      g.circle(x + Math.cos(a) * 6, y + Math.sin(a) * 6, 5);
    }
    g.fill(colour).circle(x, y, 4).fill(0xffffff);
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    super.destroy(options);
    this.ripple.destroy(true);
  }

  step(dt: number): void {
    // the current runs right to left
    this.offset = (this.offset + this.speed * dt) % this.riverWidth;
    this.ripples.x = this.riverWidth - this.offset;
  }
}
