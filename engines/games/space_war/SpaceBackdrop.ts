import { Container, Graphics, GraphicsContext } from 'pixi.js';

/** star layers: count per 100k px², speed px/s, radius, alpha */
const LAYERS = [
  { density: 9, speed: 10, r: 1.1, alpha: 0.55 },
  { density: 5, speed: 24, r: 1.6, alpha: 0.8 },
  { density: 2, speed: 48, r: 2.3, alpha: 1 },
] as const;

interface Star {
  dot: Graphics;
  layer: number;
  /** where it is at offset 0 */
  y: number;
  /** below this it would be behind the planet: it is hidden there */
  limit: number;
}

/**
 * The sky's contents: three layers of stars drifting down at different speeds, and the home
 * planet's curve at the bottom that the ships must not reach. Drawn once per size. No full-screen
 * layer: where WebGL runs in software every covered pixel costs, so the night blue comes from
 * behind the canvas (the game layout's dark-blue CSS background shows through the host's
 * transparent canvas; a host with an opaque canvas should clear it to a night blue such as 0x0d1540).
 *
 * The planet never moves: it is a still layer (the host paints it once in the page, behind the
 * canvas: its full-width band was half of a software-GL frame). So that nothing moves under it,
 * a star is a dot of its own (one shared shape per layer, moved each frame, never redrawn) hidden
 * while it would be behind the planet's curve.
 */
export class SpaceBackdrop extends Container {
  private readonly dots = LAYERS.map((l) => new GraphicsContext().circle(0, 0, 1).fill({ color: 0xffffff, alpha: l.alpha }));
  private readonly layers = LAYERS.map(() => new Container());
  private stars: Star[] = [];
  private readonly planet = new Graphics();
  private offsets = LAYERS.map(() => 0);
  private fieldHeight = 1;

  constructor() {
    super();
    this.addChild(...this.layers, this.planet);
  }

  /** lay out for a field of width × height; `ground` is the y of the planet's top */
  resize(width: number, height: number, ground: number): void {
    this.fieldHeight = height;
    for (const s of this.stars) s.dot.destroy();
    this.stars = [];
    const r = Math.max(width * 0.9, 420);
    const [cx, cy] = [width / 2, ground + r + 6];
    LAYERS.forEach((layer, i) => {
      const n = Math.round((width * height * layer.density) / 100_000);
      for (let k = 0; k < n; k++) {
        const x = Math.random() * width;
        const size = layer.r * (0.7 + Math.random() * 0.6);
        const dot = this.layers[i]!.addChild(new Graphics(this.dots[i]));
        dot.scale.set(size);
        dot.x = x;
        // the planet's edge above this star's x, with its atmosphere (the stroke's outer half)
        const top = cy - Math.sqrt(Math.max(0, (r + 3) ** 2 - (x - cx) ** 2));
        this.stars.push({ dot, layer: i, y: Math.random() * height, limit: top - size });
      }
    });
    // one fill for the planet: the atmosphere is its stroke (opaque, the light blue at 0.6 over
    // the planet's: a translucent edge did not paint the same in the page as in GL), the
    // continents two small patches
    this.planet
      .clear()
      .circle(cx, cy, r)
      .fill(0x1e88e5)
      .stroke({ color: 0x59b5f2, width: 6 })
      .ellipse(width * 0.32, ground + 34, 30, 14)
      .fill(0x43a047)
      .ellipse(width * 0.7, ground + 44, 38, 16)
      .fill(0x43a047);
    this.place();
  }

  /** the planet: still until the next resize, with nothing drawn under it */
  get stillLayers(): Container[] {
    return [this.planet];
  }

  private place(): void {
    for (const s of this.stars) {
      const y = (s.y + this.offsets[s.layer]!) % this.fieldHeight;
      s.dot.y = y;
      s.dot.visible = y < s.limit;
    }
  }

  step(dt: number): void {
    LAYERS.forEach((layer, i) => (this.offsets[i] = (this.offsets[i]! + (layer.speed * dt) / 1000) % this.fieldHeight));
    this.place();
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    super.destroy(options);
    for (const d of this.dots) d.destroy();
  }
}
