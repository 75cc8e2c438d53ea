import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import type { Pad } from './frog_river.types';
import { GAME_FONT, KAI_FONT } from '../../core/view/fonts';

/** pinyin colours: typed, the next letter (on the pad the frog jumps to), the rest, the rest of a hinted syllable */
export const INK = { typed: 0x2e9e4f, next: 0xff6d00, rest: 0x1d3b53, hinted: 0xd84315 } as const;

/** sizes of a pad for a river of a given pad spacing (px between two pad centres) */
export function padSizes(span: number, riverHeight: number): { rx: number; hanzi: number; pinyin: number } {
  const rx = Math.max(30, Math.min(86, span * 0.46, riverHeight * 0.3));
  return { rx, hanzi: Math.round(Math.max(30, Math.min(64, rx * 1.05))), pinyin: Math.round(Math.max(17, Math.min(34, rx * 0.5))) };
}

/**
 * One lily pad: a round leaf with a notch (seen a little from above), the 汉字 big on it, and its
 * pinyin with tone marks on a white tag above. Each shown character of the pinyin is its own
 * white Text recoloured by tint as it is typed (ǜ turns green when v is typed).
 */
export class LilyPadView extends Container {
  private readonly leaf = new Graphics();
  private readonly glow = new Graphics();
  private readonly tag = new Graphics();
  private readonly chars: Text[];
  /** how many letters each shown character stands for (1 each; 0 for anything untyped) */
  private readonly weights: number[];
  private readonly hanzi: Text;
  private readonly tagW: number;
  private readonly tagH: number;
  private readonly tagY: number;
  private readonly rx: number;
  private drawn = '';
  private wrongMs = 0;
  private bob = Math.random() * Math.PI * 2;
  private target = false;
  private hint = false;
  private pulse = 0;

  constructor(pad: Pad, sizes: { rx: number; hanzi: number; pinyin: number }, resolution: number) {
    super();
    const { rx } = sizes;
    this.rx = rx;
    const ry = rx * 0.62;
    this.leaf
      .ellipse(0, 5, rx, ry).fill({ color: 0x0b4f6c, alpha: 0.35 })
      .ellipse(0, 0, rx, ry).fill(0x4caf50).stroke({ color: 0x2e7d32, width: 3 })
      .ellipse(-rx * 0.1, -ry * 0.12, rx * 0.78, ry * 0.7).fill({ color: 0x81c784, alpha: 0.55 })
      // the notch: a wedge of water cut from the leaf's edge
      .poly([0, 0, rx * 0.98, -ry * 0.28, rx * 0.98, ry * 0.05]).fill(0x2a9fd6);
    for (let i = 0; i < 5; i++) {
      const a = Math.PI * (0.2 + i * 0.36);
      this.leaf.moveTo(0, 0).lineTo(Math.cos(a) * rx * 0.85, Math.sin(a) * ry * 0.85);
    }
    this.leaf.stroke({ color: 0x388e3c, width: 2, alpha: 0.6 });
    // drawn once into a texture: as shapes (ellipses, notch, veins) software GL spent most of a pad's frame on it
    this.leaf.cacheAsTexture(true);
    this.hanzi = new Text({ text: pad.hanzi, style: new TextStyle({ fontFamily: KAI_FONT, fontSize: sizes.hanzi, fontWeight: '900', fill: 0xffffff, stroke: { color: 0x1b5e20, width: Math.max(4, sizes.hanzi * 0.12) } }), resolution });
    this.hanzi.anchor.set(0.5, 0.55);
    const style = new TextStyle({ fontFamily: GAME_FONT, fontSize: sizes.pinyin, fontWeight: '800', fill: 0xffffff });
    const shown = Array.from(pad.pinyin.normalize('NFC'));
    this.chars = shown.map((ch) => {
      const t = new Text({ text: ch, style, resolution });
      t.anchor.set(0.5, 0.5);
      return t;
    });
    this.weights = shown.map((ch) => (/[a-z]/i.test(ch.normalize('NFD')[0] ?? '') ? 1 : 0));
    let x = 0;
    for (const t of this.chars) {
      t.x = x + t.width / 2;
      x += t.width;
    }
    this.tagH = sizes.pinyin * 1.35;
    this.tagW = Math.max(x + this.tagH * 0.7, this.tagH * 1.6);
    this.tagY = -ry - this.tagH * 0.55;
    for (const t of this.chars) {
      t.x -= x / 2;
      t.y = this.tagY;
    }
    this.addChild(this.glow, this.leaf, this.hanzi, this.tag, ...this.chars);
    this.setProgress(0, false);
  }

  /** the y (own coordinates) where a frog sits on the pad */
  get seatY(): number {
    return this.rx * 0.25;
  }

  /**
   * letters typed of this pad, whether it is the pad the frog jumps to next, and whether a hint
   * (提示, a prop) lights its syllable up: a golden tag, the letters still to type in orange, the
   * next one biggest, a pulsing glow. Redraws only on change.
   */
  setProgress(typed: number, target: boolean, hint = false): void {
    const key = `${typed}|${target}|${hint}`;
    if (key === this.drawn) return;
    this.drawn = key;
    this.target = target;
    this.hint = hint;
    let letters = 0;
    this.chars.forEach((t, i) => {
      const before = letters;
      letters += this.weights[i]!;
      const done = letters <= typed && this.weights[i]! > 0;
      t.tint = done ? INK.typed : target && before === typed ? INK.next : hint ? INK.hinted : INK.rest;
      t.scale.set(target && before === typed && this.weights[i]! > 0 ? (hint ? 1.4 : 1.15) : 1);
    });
    this.drawTag(false);
    this.glow.clear();
    if (target) this.glow.ellipse(0, 0, this.rx * 1.16, this.rx * 0.62 * 1.22).fill({ color: hint ? 0xffd54f : 0xfff59d, alpha: 0.75 });
    if (!hint) this.glow.alpha = 1;
  }

  private drawTag(wrong: boolean): void {
    const { tagW: w, tagH: h } = this;
    this.tag
      .clear()
      .roundRect(-w / 2, this.tagY - h / 2, w, h, h / 2)
      .fill(wrong ? 0xffcdd2 : this.hint ? 0xfff59d : 0xffffff)
      .stroke({ color: wrong ? 0xe53935 : this.hint ? 0xff6d00 : this.target ? 0xffb300 : 0x90caf9, width: this.hint ? 5 : this.target || wrong ? 4 : 2.5 });
  }

  /** a wrong letter on this pad: the tag blushes and shakes for a moment */
  flashWrong(): void {
    this.wrongMs = 280;
    this.drawTag(true);
  }

  /** bobbing on the water, the shake after a wrong letter */
  step(dt: number): void {
    this.bob += dt / 520;
    this.leaf.y = Math.sin(this.bob) * 2.5;
    this.hanzi.y = this.leaf.y;
    this.glow.y = this.leaf.y;
    if (this.hint) {
      this.pulse += dt / 160;
      this.glow.alpha = 0.65 + 0.35 * Math.sin(this.pulse);
    }
    if (this.wrongMs > 0) {
      this.wrongMs -= dt;
      const dx = this.wrongMs > 0 ? Math.sin(this.wrongMs / 18) * 5 : 0;
      this.tag.x = dx;
      for (const t of this.chars) t.pivot.x = -dx;
      if (this.wrongMs <= 0) this.drawTag(false);
    }
  }
}
