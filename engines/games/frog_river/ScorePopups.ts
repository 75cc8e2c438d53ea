import { Container, Text, TextStyle } from 'pixi.js';
import type { Tweens } from '../../core/game/tween';
import { PINYIN_FONT } from './LilyPadView';

/**
 * Points and cheers that float up and fade (+30, 连击 ×2！, 过河啦！): a small pool of Texts made
 * once and reused, so a popup never makes a new texture while the child plays; kept inside the
 * river's width.
 */
export class ScorePopups extends Container {
  private readonly labels: Text[] = [];

  constructor(
    private readonly tweens: Tweens,
    private resolution: number,
  ) {
    super();
  }

  /** text is rasterised at the resolution it was made with */
  setResolution(resolution: number): void {
    this.resolution = resolution;
    for (const t of this.labels) t.resolution = resolution;
  }

  /** a popup rising from (x, y), kept inside [0, width] */
  show(x: number, y: number, text: string, width: number): void {
    let t = this.labels.find((p) => !p.visible);
    if (!t) {
      t = new Text({ text, style: new TextStyle({ fontFamily: PINYIN_FONT, fontSize: 32, fontWeight: '900', fill: 0xffee58, stroke: { color: 0x1b5e20, width: 6 } }), resolution: this.resolution });
      t.anchor.set(0.5);
      this.labels.push(t);
      this.addChild(t);
    }
    const label = t;
    label.text = text;
    label.visible = true;
    const px = Math.max(label.width / 2 + 6, Math.min(width - label.width / 2 - 6, x));
    this.tweens.add({
      duration: 850,
      ease: 'quadOut',
      onUpdate: (p) => {
        label.position.set(px, Math.max(24, y) - p * 50);
        label.alpha = p < 0.6 ? 1 : 1 - (p - 0.6) / 0.4;
        label.scale.set(0.8 + Math.min(1, p * 4) * 0.3);
      },
      onComplete: () => (label.visible = false),
    });
  }
}
