import { Container, Graphics, GraphicsContext } from 'pixi.js';

const SKIN = 0x5fc34a;
const SKIN_DARK = 0x2f8a2a;
const BELLY = 0xd9f7a8;

/**
 * A cartoon frog sitting, drawn at unit size (about 100 wide, feet at y = 0), seen from the front:
 * big eyes on top, a wide smile, a pale belly. One GraphicsContext is shared by every frog (the
 * hopping one and the small ones already across); the scene destroys it with itself.
 */
export function frogContext(): GraphicsContext {
  return new GraphicsContext()
    // back legs folded at the sides
    .ellipse(-40, -14, 20, 14).fill(SKIN_DARK)
    .ellipse(40, -14, 20, 14).fill(SKIN_DARK)
    .ellipse(-46, -3, 16, 6).fill(SKIN)
    .ellipse(46, -3, 16, 6).fill(SKIN)
    // body and belly
    .ellipse(0, -30, 42, 32).fill(SKIN).stroke({ color: SKIN_DARK, width: 3 })
    .ellipse(0, -22, 26, 20).fill(BELLY)
    // front feet
    .ellipse(-16, -3, 10, 5).fill(SKIN_DARK)
    .ellipse(16, -3, 10, 5).fill(SKIN_DARK)
    // eyes
    .circle(-19, -62, 15).fill(SKIN).stroke({ color: SKIN_DARK, width: 3 })
    .circle(19, -62, 15).fill(SKIN).stroke({ color: SKIN_DARK, width: 3 })
    .circle(-19, -63, 10).fill(0xffffff)
    .circle(19, -63, 10).fill(0xffffff)
    .circle(-17, -62, 5.5).fill(0x1b2a1b)
    .circle(21, -62, 5.5).fill(0x1b2a1b)
    .circle(-15, -64, 2).fill(0xffffff)
    .circle(23, -64, 2).fill(0xffffff)
    // cheeks and smile
    .circle(-27, -38, 6).fill({ color: 0xff8fab, alpha: 0.6 })
    .circle(27, -38, 6).fill({ color: 0xff8fab, alpha: 0.6 })
    .moveTo(16 * Math.cos(0.15 * Math.PI), -44 + 16 * Math.sin(0.15 * Math.PI))
    .arc(0, -44, 16, 0.15 * Math.PI, 0.85 * Math.PI).stroke({ color: 0x1b5e20, width: 3.5, cap: 'round' });
}

/**
 * The hopping frog: the shared drawing plus a stretch while in the air and a blink now and then.
 * `hop(p)` poses it along a jump (0 → 1); the scene moves it.
 */
export class FrogView extends Container {
  /** the drawing and its lids, posed together; a Container, since a Graphics may not have children in Pixi v8 */
  private readonly body = new Container();
  private readonly lids = new Graphics();
  private blinkIn = 1800 + Math.random() * 2000;

  constructor(frog: GraphicsContext) {
    super();
    this.lids.circle(-19, -63, 11).circle(19, -63, 11).fill(SKIN);
    this.lids.visible = false;
    // drawn once into a texture (3× for the stretch of a hop on a 2× screen): as ~25 shapes, its
    // triangles were a quarter of a software-GL frame (tests/bench/gameLayers.ts)
    const drawing = new Graphics(frog);
    drawing.cacheAsTexture({ resolution: 3 });
    this.body.addChild(drawing, this.lids);
    this.addChild(this.body);
  }

  /** stretched tall in the middle of a jump, squashed on take-off and landing */
  hop(p: number): void {
    const air = Math.sin(Math.PI * p);
    const squash = p < 0.12 || p > 0.88 ? 0.12 : 0;
    this.body.scale.set(1 - 0.08 * air + squash, 1 + 0.18 * air - squash);
  }

  /** a wrong letter: the frog flinches */
  flinch(): void {
    this.body.scale.set(1.15, 0.85);
  }

  step(dt: number): void {
    // ease the pose back to sitting and blink now and then
    this.body.scale.set(this.body.scale.x + (1 - this.body.scale.x) * Math.min(1, dt / 90), this.body.scale.y + (1 - this.body.scale.y) * Math.min(1, dt / 90));
    this.blinkIn -= dt;
    this.lids.visible = this.blinkIn < 0;
    if (this.blinkIn < -140) this.blinkIn = 2000 + Math.random() * 2500;
  }
}
