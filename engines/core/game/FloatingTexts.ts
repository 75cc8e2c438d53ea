import { Text, type Container, type TextStyle } from 'pixi.js';
import type { Tweens } from './tween';

export interface PopupMotion {
  /** scale at the start (the game's size for its targets) */
  scale?: number;
  /** how far it rises, px */
  rise?: number;
  /** px it starts above y */
  lift?: number;
  /** ms */
  duration?: number;
  /** how much it grows in its first quarter (0: not at all) */
  grow?: number;
  /** keep it inside [0, within] across (the field's width) */
  within?: number;
  /** never start higher than this y */
  top?: number;
}

/**
 * Score popups ('+30', '得分 ×2！') that rise from where something was hit and fade: a pool of
 * Text objects made once (rasterised once per text change), more only when all are showing.
 */
export class PopupTexts {
  private readonly texts: Text[] = [];

  constructor(
    private readonly layer: Container,
    private readonly tweens: Tweens,
    private readonly style: TextStyle,
    private resolution: number,
    count = 4,
  ) {
    for (let i = 0; i < count; i++) this.make();
  }

  show(x0: number, y0: number, text: string, { scale = 1, rise = 60, lift = 0, duration = 700, grow = 0, within, top }: PopupMotion = {}): void {
    const t = this.texts.find((p) => !p.visible) ?? this.make();
    t.text = text;
    t.visible = true;
    t.scale.set(scale);
    const x = within === undefined ? x0 : Math.max(t.width / 2 + 6, Math.min(within - t.width / 2 - 6, x0));
    const y = top === undefined ? y0 : Math.max(top, y0);
    this.tweens.add({
      key: `popup${this.texts.indexOf(t)}`,
      duration,
      ease: 'quadOut',
      onUpdate: (p) => {
        t.position.set(x, y - lift - p * rise);
        t.alpha = p < 0.6 ? 1 : 1 - (p - 0.6) / 0.4;
        if (grow) t.scale.set(scale * (1 + Math.min(1, p * 4) * grow));
      },
      onComplete: () => (t.visible = false),
    });
  }

  /** Text is rasterised at its resolution: a new render resolution makes the texts again. */
  setResolution(resolution: number): void {
    this.resolution = resolution;
    for (const t of this.texts) t.resolution = resolution;
  }

  private make(): Text {
    const t = new Text({ text: '', style: this.style, resolution: this.resolution });
    t.anchor.set(0.5);
    t.visible = false;
    this.texts.push(t);
    return this.layer.addChild(t);
  }
}

/** How a banner comes and goes; it always fades out over its last quarter. */
export interface BannerMotion {
  /** ms on screen (default 1100) */
  duration?: number;
  /**
   * how it comes in: 'pop' grows from 0.6 over the first fifth (with the banner's wobble),
   * 'settle' starts a quarter bigger and shrinks to size over the first sixth, 'fade' only fades
   * in, at the size it was given (default 'pop')
   */
  entrance?: 'pop' | 'settle' | 'fade';
  /** share of the time it fades in (default 0; 'fade' 0.15) */
  fadeIn?: number;
}

/**
 * A big centred line (得分 ×3！, 第 2 波, 出发！) that comes in, holds and fades — every game's
 * banner; the scene places it (position) and says how big it is at this size.
 */
export class BannerText extends Text {
  constructor(
    style: TextStyle,
    resolution: number,
    private readonly tweens: Tweens,
    /** a little overshoot as it pops in (0: none) */
    private readonly wobble = 0,
  ) {
    super({ text: '', style, resolution });
    this.anchor.set(0.5);
    this.visible = false;
  }

  show(text: string, scale: number, { duration = 1100, entrance = 'pop', fadeIn = entrance === 'fade' ? 0.15 : 0 }: BannerMotion = {}): void {
    this.text = text;
    this.visible = true;
    if (entrance === 'fade') this.scale.set(scale);
    this.tweens.add({
      key: 'banner',
      duration,
      ease: 'linear',
      onUpdate: (p) => {
        if (entrance === 'pop') {
          const pop = p < 0.2 ? p / 0.2 : 1;
          this.scale.set(scale * (0.6 + 0.4 * pop + (p < 0.2 ? this.wobble * Math.sin(pop * Math.PI) : 0)));
        } else if (entrance === 'settle') {
          this.scale.set(scale * (1 + 0.25 * Math.max(0, 1 - p * 6)));
        }
        this.alpha = p < fadeIn ? p / fadeIn : p < 0.75 ? 1 : 1 - (p - 0.75) / 0.25;
      },
      onComplete: () => (this.visible = false),
    });
  }
}
