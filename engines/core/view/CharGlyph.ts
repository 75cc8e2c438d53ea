import { Text, type TextStyle } from 'pixi.js';

const SHAKE_MS = 260;
const POP_MS = 180;

/** Enter is shown as a ↵ marker at a line end; everything else as itself. */
export function glyphOf(expected: string): string {
  return expected === 'Enter' ? '↵' : expected;
}

/**
 * One character of the passage. Drawn white and coloured with `tint`, so a status change costs
 * no new texture (identical characters share one). Effects (shake on a wrong key, pop on a right
 * one) are started by the scene from emitted events and advanced by its ticker.
 */
export class CharGlyph extends Text {
  private baseX = 0;
  private baseY = 0;
  private baseScale = 1;
  private effect: { kind: 'shake' | 'pop'; ms: number } | null = null;

  constructor(expected: string, style: TextStyle, resolution: number) {
    super({ text: glyphOf(expected), style, resolution, anchor: 0.5 });
  }

  place(x: number, y: number): void {
    this.baseX = x;
    this.baseY = y;
    if (!this.effect) this.position.set(x, y);
  }

  /** Shrink (or grow) the glyph to fit a narrower cell; effects scale around this size. */
  setBaseScale(scale: number): void {
    this.baseScale = scale;
    if (!this.effect) this.scale.set(scale);
  }

  shake(): void {
    this.effect = { kind: 'shake', ms: 0 };
  }

  pop(): void {
    this.effect = { kind: 'pop', ms: 0 };
  }

  /** End the running effect at once (effects off on a slow renderer). */
  finish(): void {
    this.effect = null;
    this.position.set(this.baseX, this.baseY);
    this.scale.set(this.baseScale);
  }

  /** Advance the running effect; false once it has ended (the scene stops stepping this glyph). */
  step(dtMs: number): boolean {
    if (!this.effect) return false;
    this.effect.ms += dtMs;
    const { kind, ms } = this.effect;
    const length = kind === 'shake' ? SHAKE_MS : POP_MS;
    const left = Math.max(0, 1 - ms / length);
    if (kind === 'shake') this.position.set(this.baseX + Math.sin(ms / 18) * 6 * left, this.baseY);
    else this.scale.set(this.baseScale * (1 + 0.3 * Math.sin(Math.PI * (1 - left))));
    if (left > 0) return true;
    this.effect = null;
    this.position.set(this.baseX, this.baseY);
    this.scale.set(this.baseScale);
    return false;
  }
}
