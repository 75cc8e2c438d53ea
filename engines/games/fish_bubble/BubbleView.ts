import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import { GAME_FONT } from '../../core/view/fonts';

/**
 * One bubble at unit diameter 100 (the scene scales it): a see-through tinted ball with a white rim
 * and shine, and its letter big in deep blue with a white outline, legible over water and sand.
 * Reused from a pool (TargetViews): `setLetter` and `setColour` change only what differs.
 */
export class BubbleView extends Container {
  private readonly ball: Graphics;
  private readonly letterText: Text;
  private shown = '';
  private colour = -1;

  constructor(resolution: number) {
    super();
    this.ball = new Graphics().circle(0, 0, 50).fill({ color: 0xffffff, alpha: 0.62 });
    const rim = new Graphics()
      .circle(0, 0, 49)
      .stroke({ color: 0xffffff, width: 4, alpha: 0.95 })
      .arc(0, 0, 40, Math.PI * 1.1, Math.PI * 1.45)
      .stroke({ color: 0xffffff, width: 6, alpha: 0.8, cap: 'round' })
      .circle(26, -28, 5)
      .fill({ color: 0xffffff, alpha: 0.9 });
    this.letterText = new Text({
      text: '',
      style: new TextStyle({ fontFamily: GAME_FONT, fontSize: 58, fontWeight: '900', fill: 0x0d3c8c, stroke: { color: 0xffffff, width: 8 } }),
      resolution: Math.max(2, resolution),
    });
    this.letterText.anchor.set(0.5);
    this.letterText.position.set(0, 2);
    this.addChild(this.ball, rim, this.letterText);
  }

  setLetter(letter: string): void {
    if (letter === this.shown) return;
    this.shown = letter;
    this.letterText.text = letter.toUpperCase();
  }

  setColour(colour: number): void {
    if (colour === this.colour) return;
    this.colour = colour;
    this.ball.tint = colour;
  }
}
