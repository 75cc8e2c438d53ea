import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import { GAME_FONT } from '../../core/view/fonts';

const FUR = 0x9a6240;
const FUR_DARK = 0x6e4128;
const BELLY = 0xf2d2a9;
/** where the hole's rim cuts the mole (unit size): nothing of it is drawn lower */
const RIM_Y = 2;

/** an ellipse's outline cut off below RIM_Y, as a polygon */
function cutEllipse(cx: number, cy: number, rx: number, ry: number, n = 40): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    out.push(cx + Math.cos(a) * rx, Math.min(RIM_Y, cy + Math.sin(a) * ry));
  }
  return out;
}

/**
 * The body's outline, as the rounded rect (-46, -144, 92, 182, radius 46) showed it above RIM_Y:
 * from the rim up the left side, over the top half-circle, down the right side to the rim. The
 * rim's chord closes it for the fill; the stroke leaves it out (it is the cut, not an edge).
 */
const BODY: number[] = (() => {
  const r = 46;
  const end = Math.asin((RIM_Y + 8) / r); // the bottom half-circle (centre y -8) meets the rim
  const pts: number[] = [];
  const at = (cy: number, a: number) => pts.push(Math.cos(a) * r, cy + Math.sin(a) * r);
  for (let i = 0; i <= 6; i++) at(-8, Math.PI - end + (i / 6) * end); // left, rim → side
  for (let i = 0; i <= 24; i++) at(-98, Math.PI + (i / 24) * Math.PI); // over the top
  for (let i = 0; i <= 6; i++) at(-8, (i / 6) * end); // right, side → rim
  return pts;
})();

/**
 * One hole's mole, drawn at unit size 100 (the scene scales it), clipped at the hole's rim; the
 * hole itself (its back and the front of its rim) is the lawn's (drawHole), painted once. The
 * mole shows its letter big on a white badge; a whacked mole gets dizzy eyes. No rules: the scene
 * sets `up`, `stunned`, `letter`.
 */
export class MoleView extends Container {
  private readonly mole = new Container();
  private readonly face = new Graphics();
  private readonly dizzy = new Graphics();
  private readonly letterText: Text;
  private readonly clip = new Graphics();
  private shownLetter = '';
  private lastUp = -1;
  private lastStunned = false;
  private clipped = false;

  constructor(resolution: number) {
    super();
    const body = new Graphics()
      // ears
      .circle(-34, -128, 11)
      .fill(FUR_DARK)
      .circle(34, -128, 11)
      .fill(FUR_DARK)
      .circle(-34, -128, 5)
      .fill(0xf4a3b4)
      .circle(34, -128, 5)
      .fill(0xf4a3b4)
      // body: its outline above the rim (a rounded rect 92×182 from y -144, cut at RIM_Y)
      .poly(BODY, true)
      .fill(FUR)
      .poly(BODY, false)
      .stroke({ color: FUR_DARK, width: 3 })
      // belly with the letter badge
      .ellipse(0, -40, 38, 40)
      .fill(BELLY)
      .circle(0, -44, 31)
      .fill(0xffffff)
      .stroke({ color: 0xffb300, width: 4 })
      // paws on the rim
      .poly(cutEllipse(-40, -4, 13, 9))
      .fill(BELLY)
      .poly(cutEllipse(40, -4, 13, 9))
      .fill(BELLY);
    this.face
      // cheeks
      .circle(-26, -86, 7)
      .fill({ color: 0xff8fab, alpha: 0.55 })
      .circle(26, -86, 7)
      .fill({ color: 0xff8fab, alpha: 0.55 })
      // eyes
      .circle(-15, -102, 7)
      .fill(0x1b1b1b)
      .circle(15, -102, 7)
      .fill(0x1b1b1b)
      .circle(-13, -104, 2.5)
      .fill(0xffffff)
      .circle(17, -104, 2.5)
      .fill(0xffffff)
      // nose and teeth
      .ellipse(0, -89, 9, 6)
      .fill(0xff6f91)
      .rect(-5, -83, 10, 8)
      .fill(0xffffff)
      .stroke({ color: 0xd0c0b0, width: 1 });
    this.dizzy
      .moveTo(-21, -108)
      .lineTo(-9, -96)
      .moveTo(-9, -108)
      .lineTo(-21, -96)
      .moveTo(9, -108)
      .lineTo(21, -96)
      .moveTo(21, -108)
      .lineTo(9, -96)
      .stroke({ color: 0x1b1b1b, width: 4, cap: 'round' })
      .ellipse(0, -88, 9, 6)
      .fill(0xff6f91)
      .circle(0, -78, 6)
      .fill(0x7a1f2b);
    // little stars circling a dizzy head
    for (let i = 0; i < 3; i++) {
      const a = (i / 3) * Math.PI * 2;
      this.dizzy.star(Math.cos(a) * 36, -158 + Math.sin(a) * 8, 5, 8, 4).fill(0xffd54f);
    }
    this.dizzy.visible = false;
    this.letterText = new Text({
      text: '',
      style: new TextStyle({ fontFamily: GAME_FONT, fontSize: 50, fontWeight: '900', fill: 0x3b2314 }),
      resolution: Math.max(2, resolution),
    });
    this.letterText.anchor.set(0.5);
    this.letterText.position.set(0, -44);
    // the body's ~15 shapes drawn once into a texture (sharp at the largest hole on a 2× screen)
    body.cacheAsTexture({ resolution: Math.max(2, resolution * 1.5) });
    this.mole.addChild(body, this.face, this.dizzy, this.letterText);
    this.clip.rect(-72, -200, 144, RIM_Y + 200).fill(0xffffff);
    this.clip.visible = false;
    this.addChild(this.mole, this.clip);
    this.mole.visible = false;
  }

  /**
   * The hole's back and the front of its rim, at unit size (the lawn draws them: they never move,
   * and the mole, cut at RIM_Y, never reaches the rim's front, which lies below y 4).
   */
  static drawHole(g: Graphics, x: number, y: number, k: number): void {
    g.ellipse(x, y + 4 * k, 66 * k, 24 * k).fill(0x5b3a1e).ellipse(x, y + 2 * k, 56 * k, 18 * k).fill(0x2b1a0e);
    g.moveTo(x - 66 * k, y + 4 * k)
      .bezierCurveTo(x - 60 * k, y + 34 * k, x + 60 * k, y + 34 * k, x + 66 * k, y + 4 * k)
      .bezierCurveTo(x + 50 * k, y + 18 * k, x - 50 * k, y + 18 * k, x - 66 * k, y + 4 * k)
      .fill(0x7a5230);
  }

  /**
   * The mole is cut at the rim by a stencil mask only while it is lower than all the way up: its
   * shapes end at RIM_Y, so all the way up (most of its time) nothing needs cutting, and software
   * GL skips the mask's two stencil passes.
   */
  private clipWhileLow(): void {
    const low = this.mole.y > 0.1;
    if (low === this.clipped) return;
    this.clipped = low;
    this.clip.visible = low;
    this.mole.mask = low ? this.clip : null;
  }

  /** the mole's position and face; cheap when nothing changed */
  show(letter: string | null, up: number, stunned: boolean): void {
    if (letter === null || up <= 0.001) {
      this.mole.visible = false;
      this.lastUp = 0;
      return;
    }
    this.mole.visible = true;
    if (letter !== this.shownLetter) {
      this.shownLetter = letter;
      this.letterText.text = letter.toUpperCase();
    }
    if (up !== this.lastUp) {
      this.lastUp = up;
      this.mole.y = (1 - up) * 180;
      this.clipWhileLow();
    }
    if (stunned !== this.lastStunned) {
      this.lastStunned = stunned;
      this.face.visible = !stunned;
      this.dizzy.visible = stunned;
      this.mole.scale.set(stunned ? 1.08 : 1, stunned ? 0.9 : 1);
    }
  }

  /** where the mole's head is (local to the hole), for hammers and sparks */
  get headY(): number {
    return this.mole.y - 110;
  }
}
