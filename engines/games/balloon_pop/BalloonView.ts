import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import { GAME_FONT } from '../../core/view/fonts';


/**
 * One balloon at unit size 100 (the scene scales it): a tinted body, a shine, the knot and a
 * wavy string, and its letter big in white with a dark outline. Reused from a pool: `setLetter`
 * and `setColour` change only what differs.
 */
export class BalloonView extends Container {
  private readonly body: Graphics;
  private readonly knot: Graphics;
  private readonly letterText: Text;
  private shown = '';
  private colour = -1;

  constructor(resolution: number) {
    super();
    const string = new Graphics().moveTo(0, 66).bezierCurveTo(-10, 90, 10, 110, -2, 140).stroke({ color: 0x8d8d8d, width: 2.5 });
    this.body = new Graphics().ellipse(0, 0, 48, 58).fill(0xffffff);
    this.knot = new Graphics().moveTo(-8, 64).lineTo(8, 64).lineTo(0, 54).closePath().fill(0xffffff);
    const shine = new Graphics().ellipse(-20, -26, 10, 17).fill({ color: 0xffffff, alpha: 0.45 }).circle(-12, -44, 4).fill({ color: 0xffffff, alpha: 0.6 });
    this.letterText = new Text({
      text: '',
      style: new TextStyle({ fontFamily: GAME_FONT, fontSize: 54, fontWeight: '900', fill: 0xffffff, stroke: { color: 0x263238, width: 7 } }),
      resolution: Math.max(2, resolution),
    });
    this.letterText.anchor.set(0.5);
    this.letterText.position.set(0, 2);
    this.addChild(string, this.body, this.knot, shine, this.letterText);
  }

  setLetter(letter: string): void {
    if (letter === this.shown) return;
    this.shown = letter;
    this.letterText.text = letter.toUpperCase();
  }

  setColour(colour: number): void {
    if (colour === this.colour) return;
    this.colour = colour;
    this.body.tint = colour;
    this.knot.tint = colour;
  }
}
