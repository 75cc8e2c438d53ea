import { Container, Graphics, GraphicsContext, Text, TextStyle } from 'pixi.js';

/** Saucer colours: body, rim, light. One GraphicsContext per colour is shared by every ship of it. */
export const SHIP_COLOURS: readonly { body: number; rim: number; light: number }[] = [
  { body: 0xff6b8b, rim: 0xc2185b, light: 0xfff176 },
  { body: 0x7c4dff, rim: 0x4527a0, light: 0x84ffff },
  { body: 0x26c6da, rim: 0x00838f, light: 0xffee58 },
  { body: 0xffa726, rim: 0xe65100, light: 0xb2ff59 },
  { body: 0x66bb6a, rim: 0x2e7d32, light: 0xff80ab },
];

/**
 * A cute flying saucer 100 wide, centred on (0, 0). The scene makes one per colour and shares it
 * among the ships of that colour (and destroys them with itself).
 */
export function saucerContext(colour: number): GraphicsContext {
  const c = SHIP_COLOURS[colour]!;
  return new GraphicsContext()
    // antennae
    .moveTo(-14, -26).lineTo(-22, -44).stroke({ color: c.rim, width: 4, cap: 'round' })
    .moveTo(14, -26).lineTo(22, -44).stroke({ color: c.rim, width: 4, cap: 'round' })
    .circle(-22, -45, 5).fill(c.light)
    .circle(22, -45, 5).fill(c.light)
    // glass dome with a friendly face
    .ellipse(0, -12, 28, 24).fill({ color: 0xb3e5fc, alpha: 0.95 }).stroke({ color: 0xffffff, width: 3, alpha: 0.8 })
    .circle(-9, -16, 4).fill(0x1a237e)
    .circle(9, -16, 4).fill(0x1a237e)
    .arc(0, -9, 8, 0.2 * Math.PI, 0.8 * Math.PI).stroke({ color: 0x1a237e, width: 3, cap: 'round' })
    // the saucer
    .ellipse(0, 4, 50, 17).fill(c.body).stroke({ color: c.rim, width: 4 })
    .ellipse(0, 0, 38, 6).fill({ color: 0xffffff, alpha: 0.35 })
    .circle(-30, 8, 4.5).fill(c.light)
    .circle(-10, 11, 4.5).fill(c.light)
    .circle(10, 11, 4.5).fill(c.light)
    .circle(30, 8, 4.5).fill(c.light);
}

export const LETTER = { typed: 0x2e9e4f, next: 0xff6d00, rest: 0x1d2b53 } as const;

/**
 * One enemy ship: a saucer and, under it, its word on a white pill. Letters are separate white
 * Text objects recoloured by tint, so a keystroke touches one or two letters and no texture.
 */
export class EnemyShipView extends Container {
  readonly colour: number;
  private readonly body: Graphics;
  private readonly pill = new Graphics();
  private readonly reticle = new Graphics();
  private readonly letters: Text[];
  private readonly labelWidth: number;
  private drawnTyped = -1;
  private drawnLocked = false;
  private danger = false;
  /** ms left of the red flash after a wrong key */
  private wrongMs = 0;
  private wobble = Math.random() * Math.PI * 2;

  constructor(word: string, colour: number, saucer: GraphicsContext, style: TextStyle, resolution: number, shipScale: number) {
    super();
    this.colour = colour;
    this.body = new Graphics(saucer);
    this.body.scale.set(shipScale);
    this.letters = [...word].map((ch) => {
      const t = new Text({ text: ch, style, resolution });
      t.anchor.set(0.5, 0.5);
      return t;
    });
    const gap = Number(style.fontSize) * 0.04;
    let x = 0;
    for (const t of this.letters) {
      t.x = x + t.width / 2;
      x += t.width + gap;
    }
    this.labelWidth = x - gap;
    const labelY = 30 * shipScale + Number(style.fontSize) * 0.75;
    for (const t of this.letters) {
      t.x -= this.labelWidth / 2;
      t.y = labelY;
    }
    this.pillY = labelY;
    this.pillH = Number(style.fontSize) * 1.35;
    this.reticleR = 58 * shipScale;
    this.addChild(this.reticle, this.body, this.pill, ...this.letters);
    this.setTyped(0, false);
  }

  private readonly pillY: number;
  private readonly pillH: number;
  private readonly reticleR: number;

  /** typed part green, the next letter orange once locked, the rest dark; a gold ring while locked */
  setTyped(typed: number, locked: boolean): void {
    if (typed === this.drawnTyped && locked === this.drawnLocked) return;
    this.letters.forEach((t, i) => {
      t.tint = i < typed ? LETTER.typed : i === typed && locked ? LETTER.next : LETTER.rest;
      t.scale.set(i === typed && locked ? 1.12 : 1);
    });
    if (locked !== this.drawnLocked || this.drawnTyped < 0) this.drawPill(locked, false);
    this.reticle.visible = locked;
    if (locked && !this.drawnLocked) {
      const r = this.reticleR;
      this.reticle.clear();
      for (let i = 0; i < 4; i++) this.reticle.arc(0, 0, r, (i * Math.PI) / 2 + 0.25, (i * Math.PI) / 2 + 1.3).stroke({ color: 0xffd54f, width: 4, cap: 'round' });
    }
    this.drawnTyped = typed;
    this.drawnLocked = locked;
  }

  /** close to the planet: the pill's edge turns red (drawn only when this changes) */
  setDanger(danger: boolean): void {
    if (danger === this.danger) return;
    this.danger = danger;
    if (this.wrongMs <= 0) this.drawPill(this.drawnLocked, false);
  }

  private drawPill(locked: boolean, wrong: boolean): void {
    const pad = this.pillH * 0.35;
    const w = this.labelWidth + 2 * pad;
    this.pill
      .clear()
      .roundRect(-w / 2, this.pillY - this.pillH / 2, w, this.pillH, this.pillH / 2)
      .fill(wrong ? 0xffcdd2 : 0xffffff)
      .stroke({ color: wrong ? 0xe53935 : locked ? 0xffb300 : this.danger ? 0xff5252 : 0x90caf9, width: locked || wrong || this.danger ? 5 : 3 });
  }

  /** a wrong key while this ship is locked: the pill blushes red for a moment */
  flashWrong(): void {
    this.wrongMs = 260;
    this.drawPill(this.drawnLocked, true);
  }

  /** gentle bobbing, the reticle's spin and the wrong flash; returns whether anything moved */
  step(dt: number): void {
    this.wobble += dt / 380;
    this.body.y = Math.sin(this.wobble) * 3;
    this.body.rotation = Math.sin(this.wobble * 0.7) * 0.05;
    if (this.reticle.visible) this.reticle.rotation += dt / 500;
    if (this.wrongMs > 0) {
      this.wrongMs -= dt;
      this.pill.x = this.wrongMs > 0 ? Math.sin(this.wrongMs / 18) * 5 : 0;
      if (this.wrongMs <= 0) this.drawPill(this.drawnLocked, false);
    }
  }

  /** where shots aim, in the ship's own coordinates */
  get hitY(): number {
    return this.body.y;
  }
}
