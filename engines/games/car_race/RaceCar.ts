import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import { CJK_FONT } from '../../core/view/fonts';

/** The three cars' paint: the child's red racer, then the pace cars. */
export const CAR_PAINT = [
  { body: 0xff4d4d, dark: 0xc62828, stripe: 0xffffff },
  { body: 0x42a5f5, dark: 0x1565c0, stripe: 0xfff176 },
  { body: 0xffca28, dark: 0xf57f17, stripe: 0x6a1b9a },
] as const;

const WHEEL_R = 13;

/**
 * A cartoon race car facing right, drawn in code: body, cockpit with a round helmet, a racing
 * number, and two wheels that spin with the car's speed. The label above it says who drives it.
 * Its origin is the middle of the road contact line.
 */
export class RaceCar extends Container {
  private readonly body = new Container();
  private readonly wheels: Graphics[] = [];
  private readonly nameTag: Text;
  private bounce = 0;
  private wobble = 0;

  constructor(paint: number, label: string, resolution: number) {
    super();
    const c = CAR_PAINT[paint]!;
    const shadow = new Graphics().ellipse(0, 2, 58, 7).fill({ color: 0x000000, alpha: 0.22 });
    const g = new Graphics();
    // spoiler, body, nose, stripe
    g.roundRect(-60, -46, 10, 24, 3).fill(c.dark).roundRect(-66, -50, 24, 8, 3).fill(c.dark);
    g.roundRect(-58, -32, 112, 24, 12).fill(c.body);
    g.moveTo(30, -32).quadraticCurveTo(60, -30, 62, -14).lineTo(54, -8).lineTo(30, -8).closePath().fill(c.body);
    g.rect(-50, -24, 96, 6).fill(c.stripe);
    // cockpit and helmet
    g.roundRect(-16, -50, 40, 22, 11).fill({ color: 0xbfe9ff, alpha: 0.95 });
    g.circle(2, -42, 11).fill(c.dark).roundRect(4, -46, 10, 6, 3).fill(0x263238);
    // racing number plate
    g.circle(-30, -20, 9).fill(0xffffff);
    // headlight
    g.ellipse(56, -20, 4, 3).fill(0xfff59d);
    // drawn once into a texture (sharp up to the car's largest size on a 2× screen): as ~12
    // shapes, their triangles were half of a software-GL frame (tests/bench/gameLayers.ts)
    g.cacheAsTexture({ resolution: Math.max(2, resolution * 1.5) });
    this.body.addChild(g);
    const num = new Text({ text: String(paint + 1), style: new TextStyle({ fontFamily: ['Verdana', 'DejaVu Sans', 'sans-serif'], fontSize: 13, fontWeight: '900', fill: c.dark }), resolution, anchor: 0.5 });
    num.position.set(-30, -20);
    this.body.addChild(num);
    for (const x of [-34, 34]) {
      const w = new Graphics()
        .circle(0, 0, WHEEL_R)
        .fill(0x263238)
        .circle(0, 0, 6)
        .fill(0xcfd8dc)
        .rect(-1.5, -WHEEL_R + 2, 3, 2 * WHEEL_R - 4)
        .fill(0x90a4ae);
      w.position.set(x, -WHEEL_R + 1);
      this.wheels.push(w);
      this.body.addChild(w);
    }
    this.nameTag = new Text({
      text: label,
      style: new TextStyle({ fontFamily: CJK_FONT, fontSize: 18, fontWeight: '800', fill: 0xffffff, stroke: { color: c.dark, width: 5 } }),
      resolution,
      anchor: { x: 0.5, y: 1 },
    });
    this.nameTag.position.set(0, -58);
    this.addChild(shadow, this.body, this.nameTag);
  }

  /** the car's size; its name stays legible (about 14 px at least) on a small screen */
  setSize(scale: number): void {
    this.scale.set(scale);
    this.nameTag.scale.set(Math.max(1, 0.8 / scale));
  }

  /** how far (px, as drawn) the car and its name tag reach left of its origin */
  reachBehind(): number {
    return Math.max(66, this.nameTag.width / 2) * this.scale.x;
  }

  setLabel(label: string): void {
    if (this.nameTag.text !== label) this.nameTag.text = label;
  }

  /** a little shudder: a wrong key */
  shudder(): void {
    this.wobble = 1;
  }

  /** wheels turn by the distance driven (px), the body bobs while moving */
  step(dtMs: number, movedPx: number): void {
    for (const w of this.wheels) w.rotation += movedPx / WHEEL_R;
    this.bounce += dtMs * (movedPx > 0.05 ? 0.025 : 0.004);
    this.wobble = Math.max(0, this.wobble - dtMs / 300);
    this.body.y = -Math.abs(Math.sin(this.bounce)) * (movedPx > 0.05 ? 2.5 : 0.6);
    this.body.x = Math.sin(this.wobble * 30) * 5 * this.wobble;
    this.body.rotation = -0.04 * this.wobble;
  }
}
