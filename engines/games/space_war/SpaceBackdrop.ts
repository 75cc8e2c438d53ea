import { Container, Graphics } from 'pixi.js';

/** star layers: count per 100k px², speed px/s, radius, alpha */
const LAYERS = [
  { density: 9, speed: 10, r: 1.1, alpha: 0.55 },
  { density: 5, speed: 24, r: 1.6, alpha: 0.8 },
  { density: 2, speed: 48, r: 2.3, alpha: 1 },
] as const;

/**
 * The sky's contents: three layers of stars drifting down at
 * different speeds (each layer one Graphics holding two copies of its stars, so scrolling is a
 * single move, never a redraw), and the home planet's curve at the bottom that the ships must not
 * reach. Drawn once per size. No full-screen layer: where WebGL runs in software every covered
 * pixel costs, so the night blue comes from behind the canvas (the game layout's dark-blue CSS
 * background shows through the host's transparent canvas; a host with an opaque canvas should
 * clear it to a night blue such as 0x0d1540).
 */
export class SpaceBackdrop extends Container {
  private readonly stars = LAYERS.map(() => new Graphics());
  private readonly planet = new Graphics();
  private offsets = LAYERS.map(() => 0);
  private fieldHeight = 1;

  constructor() {
    super();
    this.addChild(...this.stars, this.planet);
  }

  /** lay out for a field of width × height; `ground` is the y of the planet's top */
  resize(width: number, height: number, ground: number): void {
    this.fieldHeight = height;
    LAYERS.forEach((layer, i) => {
      const g = this.stars[i]!.clear();
      const n = Math.round((width * height * layer.density) / 100_000);
      for (let k = 0; k < n; k++) {
        const x = Math.random() * width;
        const y = Math.random() * height;
        for (const dy of [0, -height]) g.circle(x, y + dy, layer.r * (0.7 + Math.random() * 0.6));
      }
      g.fill({ color: 0xffffff, alpha: layer.alpha });
    });
    // one fill for the planet (every covered pixel costs in software WebGL): the atmosphere is its
    // stroke, the continents two small patches
    const r = Math.max(width * 0.9, 420);
    this.planet
      .clear()
      .circle(width / 2, ground + r + 6, r)
      .fill(0x1e88e5)
      .stroke({ color: 0x81d4fa, width: 6, alpha: 0.6 })
      .ellipse(width * 0.32, ground + 34, 30, 14)
      .fill(0x43a047)
      .ellipse(width * 0.7, ground + 44, 38, 16)
      .fill(0x43a047);
  }

  step(dt: number): void {
    LAYERS.forEach((layer, i) => {
      this.offsets[i] = (this.offsets[i]! + (layer.speed * dt) / 1000) % this.fieldHeight;
      this.stars[i]!.y = this.offsets[i]!;
    });
  }
}
