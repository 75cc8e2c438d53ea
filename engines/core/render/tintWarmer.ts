import { canvasUtils, type Application, type Container, type Texture } from 'pixi.js';
import { drawnTextureOf, hasTintedCopy } from './pixiInternals';

/**
 * Tinted pictures made ahead, at rest, for Pixi's Canvas 2D renderer (docs/RENDERING.md). The rest
 * warmer (restWarmer.ts) runs it in its idle slices.
 *
 * WebGL tints a texture for free in its shader; Canvas 2D cannot, so Pixi paints a tinted copy of
 * the texture into a canvas of its own the first time that texture is drawn in that colour, and
 * keeps it. Our views colour white text by tint (a passage glyph turns green when typed, a pinyin
 * letter from grey to ink to green), so the first keys of a chapter — and every letter's first
 * change of colour — paid for new canvases inside the key's frame: about a millisecond a key for
 * typing_pinyin, more for the first ones.
 *
 * The warmer paints those copies: for each tinted text or sprite drawn on the stage, every colour
 * seen on its kind of object (the same class under the same kind of parent, as a letter of any
 * syllable cell). Colours are learnt as they appear, so a colour first shown by one glyph is ready
 * for all the others.
 */

/** What the warmer reads of a Pixi node. */
interface Node {
  visible: boolean;
  destroyed: boolean;
  children: Node[];
  parent: Node | null;
  tint?: number;
}

/** Most colours kept for one kind of object (a running flash would otherwise add many). */
const MAX_COLOURS = 12;
const WHITE = 0xffffff;

type Kind = string;

export class TintWarmer {
  private readonly app: Application;
  private readonly colours = new Map<Kind, Set<number>>();
  private readonly kindIds = new WeakMap<object, number>();
  private nextKindId = 1;
  /** tinted copies painted so far (for the probe and tests) */
  made = 0;

  constructor(app: Application) {
    this.app = app;
  }

  /** True where tinting costs: Pixi's Canvas 2D renderer. */
  static wanted(app: Application): boolean {
    return app.renderer.name === 'canvas';
  }

  /** Paint tinted copies while `more()` allows; true when none is left to paint. */
  step(more: () => boolean): boolean {
    const tinted: { texture: Texture; kind: Kind }[] = [];
    const stack: Node[] = [this.app.stage as unknown as Node];
    while (stack.length) {
      const n = stack.pop()!;
      if (!n.visible || n.destroyed) continue;
      for (const c of n.children) stack.push(c);
      if (n.tint === undefined || n.tint === WHITE) continue;
      const texture = drawnTextureOf(this.app, n as unknown as Container);
      if (!texture || texture.destroyed || !texture.source) continue;
      const kind = this.kindOf(n);
      let seen = this.colours.get(kind);
      if (!seen) this.colours.set(kind, (seen = new Set()));
      if (seen.size < MAX_COLOURS) seen.add(n.tint & WHITE);
      tinted.push({ texture, kind });
    }
    for (const { texture, kind } of tinted) {
      for (const colour of this.colours.get(kind)!) {
        if (hasTintedCopy(texture, colour)) continue;
        if (!more()) return false;
        canvasUtils.getTintedCanvas({ texture }, colour);
        this.made++;
      }
    }
    return true;
  }

  private kindOf(n: Node): Kind {
    return `${this.id(n.constructor)}/${n.parent ? this.id(n.parent.constructor) : 0}`;
  }

  private id(ctor: object): number {
    let id = this.kindIds.get(ctor);
    if (id === undefined) this.kindIds.set(ctor, (id = this.nextKindId++));
    return id;
  }
}
