import { Sprite, Text, type Container, type TextStyle, type Texture } from 'pixi.js';

const SHAKE_MS = 260;
const POP_MS = 180;

/** Enter is shown as a ↵ marker at a line end; everything else as itself. */
export function glyphOf(expected: string): string {
  return expected === 'Enter' ? '↵' : expected;
}

/**
 * A glyph's place and its effects (shake on a wrong key, pop on a right one), for whichever node
 * draws it (a `Text`, or a `Sprite` of a glyph atlas): started by the scene from emitted events
 * and advanced by its ticker.
 */
class GlyphMotion {
  private baseX = 0;
  private baseY = 0;
  private baseScale = 1;
  private effect: { kind: 'shake' | 'pop'; ms: number } | null = null;

  constructor(private readonly node: Container) {}

  place(x: number, y: number): void {
    this.baseX = x;
    this.baseY = y;
    if (!this.effect) this.node.position.set(x, y);
  }

  setBaseScale(scale: number): void {
    this.baseScale = scale;
    if (!this.effect) this.node.scale.set(scale);
  }

  start(kind: 'shake' | 'pop'): void {
    this.effect = { kind, ms: 0 };
  }

  finish(): void {
    this.effect = null;
    this.node.position.set(this.baseX, this.baseY);
    this.node.scale.set(this.baseScale);
  }

  step(dtMs: number): boolean {
    if (!this.effect) return false;
    this.effect.ms += dtMs;
    const { kind, ms } = this.effect;
    const length = kind === 'shake' ? SHAKE_MS : POP_MS;
    const left = Math.max(0, 1 - ms / length);
    if (kind === 'shake') this.node.position.set(this.baseX + Math.sin(ms / 18) * 6 * left, this.baseY);
    else this.node.scale.set(this.baseScale * (1 + 0.3 * Math.sin(Math.PI * (1 - left))));
    if (left > 0) return true;
    this.finish();
    return false;
  }
}

/**
 * One character of the passage. Drawn white and coloured with `tint`, so a status change costs
 * no new texture (identical characters share one). Effects (shake on a wrong key, pop on a right
 * one) are started by the scene from emitted events and advanced by its ticker.
 */
export class CharGlyph extends Text {
  private readonly motion = new GlyphMotion(this);

  constructor(expected: string, style: TextStyle, resolution: number) {
    super({ text: glyphOf(expected), style, resolution, anchor: 0.5 });
  }

  place(x: number, y: number): void {
    this.motion.place(x, y);
  }

  /** Shrink (or grow) the glyph to fit a narrower cell; effects scale around this size. */
  setBaseScale(scale: number): void {
    this.motion.setBaseScale(scale);
  }

  shake(): void {
    this.motion.start('shake');
  }

  pop(): void {
    this.motion.start('pop');
  }

  /** End the running effect at once (effects off on a slow renderer). */
  finish(): void {
    this.motion.finish();
  }

  /** Advance the running effect; false once it has ended (the scene stops stepping this glyph). */
  step(dtMs: number): boolean {
    return this.motion.step(dtMs);
  }
}

/**
 * A CharGlyph drawn from a glyph atlas (GlyphAtlas.ts): a sprite of the character's frame,
 * anchored at its centre like the `Text` it stands for, with the same effects. Glyphs of one atlas
 * share one texture, so a whole passage is one batch.
 */
export class AtlasGlyph extends Sprite {
  private readonly motion = new GlyphMotion(this);

  constructor(texture: Texture) {
    super({ texture, anchor: 0.5 });
  }

  place(x: number, y: number): void {
    this.motion.place(x, y);
  }

  shake(): void {
    this.motion.start('shake');
  }

  pop(): void {
    this.motion.start('pop');
  }

  step(dtMs: number): boolean {
    return this.motion.step(dtMs);
  }
}
