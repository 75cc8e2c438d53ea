import { Container, Graphics, Text, TextStyle } from 'pixi.js';

const FONT = ['Arial Rounded MT Bold', 'Nunito', 'Verdana', 'DejaVu Sans', 'sans-serif'];
const FUR = 0x9a6240;
const FUR_DARK = 0x6e4128;
const BELLY = 0xf2d2a9;

/**
 * One hole with its mole, drawn at unit size 100 (the scene scales it): the hole behind, the mole
 * clipped at the hole's rim, the front of the rim over it. The mole shows its letter big on a
 * white badge; a whacked mole gets dizzy eyes. No rules: the scene sets `up`, `stunned`, `letter`.
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

  constructor(resolution: number) {
    super();
    const back = new Graphics()
      .ellipse(0, 4, 66, 24)
      .fill(0x5b3a1e)
      .ellipse(0, 2, 56, 18)
      .fill(0x2b1a0e);
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
      // body
      .roundRect(-46, -144, 92, 182, 46)
      .fill(FUR)
      .stroke({ color: FUR_DARK, width: 3 })
      // belly with the letter badge
      .ellipse(0, -40, 38, 40)
      .fill(BELLY)
      .circle(0, -44, 31)
      .fill(0xffffff)
      .stroke({ color: 0xffb300, width: 4 })
      // paws on the rim
      .ellipse(-40, -4, 13, 9)
      .fill(BELLY)
      .ellipse(40, -4, 13, 9)
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
      style: new TextStyle({ fontFamily: FONT, fontSize: 50, fontWeight: '900', fill: 0x3b2314 }),
      resolution: Math.max(2, resolution),
    });
    this.letterText.anchor.set(0.5);
    this.letterText.position.set(0, -44);
    this.mole.addChild(body, this.face, this.dizzy, this.letterText);
    this.clip.rect(-72, -200, 144, 202).fill(0xffffff);
    this.mole.mask = this.clip;
    const front = new Graphics()
      .moveTo(-66, 4)
      .bezierCurveTo(-60, 34, 60, 34, 66, 4)
      .bezierCurveTo(50, 18, -50, 18, -66, 4)
      .fill(0x7a5230);
    this.addChild(back, this.mole, this.clip, front);
    this.mole.visible = false;
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
